// The size check (docs/architecture.md §7): each page's first-load JavaScript, as a multiple of an empty Next.js page
// built with the same next and react, must stay within its ceiling (bench/first-load-targets.ts). The floor is built
// once per next/react version and cached under node_modules/.cache.
import { expect, test } from "@playwright/test";
import { measureFirstLoadJs, type FirstLoad } from "../../bench/first-load-js";
import { FIRST_LOAD_PAGES } from "../../bench/first-load-targets";
import { measureFloor } from "../../bench/floor";
import { confirmedAccount } from "./support/auth-flows";
import { DEMO_PASSWORD, signInWithEmail } from "./support/auth";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

let floor: FirstLoad;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  floor = await measureFloor();
});

test("first-load JavaScript of every page stays within its ceiling over the empty Next.js page", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const email = await confirmedAccount(page, "first-load", "Fiona Loader", DEMO_PASSWORD);
  await signInWithEmail(page, email, DEMO_PASSWORD);
  await page.waitForURL("**/builder");
  const cookie = (await page.context().cookies(baseURL))
    .map(({ name, value }) => `${name}=${value}`)
    .join("; ");

  const report: string[] = [`empty page ${kb(floor.gzipBytes)}`];
  for (const target of FIRST_LOAD_PAGES) {
    const headers: Record<string, string> = target.visitor === "new free user" ? { cookie } : {};
    const result = await measureFirstLoadJs(baseURL!, target.path, headers);
    expect(result.finalPath, `${target.path} was served, not redirected`).toBe(target.path);
    const ratio = result.gzipBytes / floor.gzipBytes;
    report.push(`${target.path} ${kb(result.gzipBytes)} = ${ratio.toFixed(3)}× (ceiling ${target.ceiling}×)`);
    expect
      .soft(ratio, `${target.path}: ${kb(result.gzipBytes)} over ${kb(floor.gzipBytes)}`)
      .toBeLessThanOrEqual(target.ceiling);
  }
  console.log(report.join("\n"));
});
