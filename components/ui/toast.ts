import { toast as sonnerToast, type ExternalToast } from "sonner";

/** The spec's generic toast durations (000 §9): error 4 s, success 2 s, blank 4 s, loading until replaced. */
export const TOAST_DURATION_MS = { default: 4000, error: 4000, success: 2000 } as const;

/** How many toasts may be on screen at once (docs/spec.md, product §9). */
export const TOAST_VISIBLE_MAX = 20;

type ToastMessage = Parameters<typeof sonnerToast.success>[0];

/** sonner's `toast` with the spec's success duration; the Toaster supplies the 4 s default for the rest. */
export const toast = Object.assign(
  (message: ToastMessage, options?: ExternalToast) => sonnerToast(message, options),
  sonnerToast,
  {
    success: (message: ToastMessage, options?: ExternalToast) =>
      sonnerToast.success(message, { duration: TOAST_DURATION_MS.success, ...options }),
  },
);
