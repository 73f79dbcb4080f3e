/**
 * Tells zod, before it loads, not to compile parsers with `new Function`: even its probe for eval is reported as a
 * violation of the pages' CSP, which allows no eval (docs/decisions.md 'Security headers'). zod reads its settings
 * from `globalThis.__zod_globalConfig` (zod/v4/core), so setting that object costs the page no zod code — importing
 * zod here would put its 30 KB on every page. A unit test checks that zod still reads it.
 */
export function zodWithoutEval(): void {
  const scope = globalThis as { __zod_globalConfig?: Record<string, unknown> };
  scope.__zod_globalConfig = Object.assign(scope.__zod_globalConfig ?? {}, { jitless: true });
}
