import { NAV_LABELS } from "@/lib/messages/marketing";

export const MAIN_CONTENT_ID = "main-content";

/** First focusable element on every page: jumps keyboard users past the top bar. */
export function SkipLink() {
  return (
    <a
      href={`#${MAIN_CONTENT_ID}`}
      className="sr-only rounded-md bg-primary text-sm font-medium text-primary-foreground shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3 focus:z-50 focus:px-4 focus:py-2"
    >
      {NAV_LABELS.skipToContent}
    </a>
  );
}
