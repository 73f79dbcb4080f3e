/**
 * Deleting letters (docs/product-rules.md 'Deleting letters'): Delete and Clear only mark a letter deleted; it can
 * be restored for this many days, and is removed for good on the user's next write after that (no scheduler).
 */
export const DELETED_LETTERS_KEPT_DAYS = 30;

const DAY_MS = 24 * 60 * 60 * 1000;

/** Letters deleted before this moment are purged and can no longer be restored. */
export function purgeCutoff(now: Date): Date {
  return new Date(now.getTime() - DELETED_LETTERS_KEPT_DAYS * DAY_MS);
}
