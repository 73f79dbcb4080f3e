import type { ExternalToast, toast as sonnerToast } from "sonner";

/** The spec's generic toast durations (000 §9): error 4 s, success 2 s, blank 4 s, loading until replaced. */
export const TOAST_DURATION_MS = { default: 4000, error: 4000, success: 2000 } as const;

/** How many toasts may be on screen at once (docs/spec.md, product §9). */
export const TOAST_VISIBLE_MAX = 20;

type ToastMessage = Parameters<typeof sonnerToast.success>[0];
type Show = (sonner: typeof sonnerToast) => void;

/**
 * sonner and its Toaster are not part of any page's first load (docs/architecture.md §7): the toaster slot in the
 * root layout mounts them when the page is idle or at the first toast, whichever comes first. Toasts asked for
 * before that wait in this queue.
 */
let mounted: typeof sonnerToast | null = null;
const waiting: Show[] = [];
const listeners = new Set<() => void>();
let wanted = false;

function show(run: Show): void {
  if (mounted) return run(mounted);
  waiting.push(run);
  requestToaster();
}

/** Asks the toaster slot to load and mount sonner's Toaster. */
export function requestToaster(): void {
  if (wanted) return;
  wanted = true;
  for (const listener of listeners) listener();
}

/** For the toaster slot: whether the Toaster is wanted yet, and a way to hear when it becomes wanted. */
export const toasterRequest = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  },
  wanted: () => wanted,
  serverWanted: () => false,
};

/** Called once sonner's Toaster has mounted (and subscribed to sonner's store): shows what was waiting. */
export function toasterMounted(sonner: typeof sonnerToast): void {
  mounted = sonner;
  for (const run of waiting.splice(0)) run(sonner);
}

/** sonner's `toast` with the spec's success duration; the Toaster supplies the 4 s default for the rest. */
export const toast = Object.assign(
  (message: ToastMessage, options?: ExternalToast) => show((sonner) => sonner(message, options)),
  {
    success: (message: ToastMessage, options?: ExternalToast) =>
      show((sonner) => sonner.success(message, { duration: TOAST_DURATION_MS.success, ...options })),
    error: (message: ToastMessage, options?: ExternalToast) =>
      show((sonner) => sonner.error(message, options)),
  },
);
