/**
 * First-load JavaScript per page as a multiple of the empty Next.js page (bench/floor.ts; docs/architecture.md §7).
 * `target` is the goal; `ceiling` is what `npm test` enforces (tests/e2e/first-load-size.spec.ts): the size the
 * page has reached, so a change that grows it fails. Lower a ceiling whenever a page gets smaller; never raise one
 * without saying why in docs/decisions.md.
 */
export type FirstLoadPage = {
  path: string;
  /** Who asks: signed out, or a new free user with an empty history. */
  visitor: "signed out" | "new free user";
  /** The goal, where one is set. */
  target?: number;
  ceiling: number;
};

export const FIRST_LOAD_PAGES: FirstLoadPage[] = [
  { path: "/", visitor: "signed out", target: 1.1, ceiling: 1.1 },
  { path: "/pricing", visitor: "signed out", target: 1.1, ceiling: 1.1 },
  { path: "/signin", visitor: "signed out", target: 1.2, ceiling: 1.16 },
  { path: "/signup", visitor: "signed out", target: 1.2, ceiling: 1.17 },
  { path: "/builder", visitor: "new free user", target: 1.35, ceiling: 1.34 },
  { path: "/account", visitor: "new free user", ceiling: 1.28 },
];
