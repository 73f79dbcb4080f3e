// /admin at 390 px wide (docs/decisions.md 'Staff charts and offline letters'): every section fits the screen (no horizontal page scroll),
// the section navigation wraps, wide tables scroll inside their cards, and the charts show with their text alternative.
import { expect, test, type Page } from "@playwright/test";

import { userId } from "../fixtures/builder/e2e.ts";
import {
  closeDatabase,
  collectBrowserErrors,
  database,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  gotoHydrated,
  signInWithEmail,
} from "./support/auth.ts";

const ADMIN = "admin@example.com";
const FREE = "free@example.com";
// A model id longer than the phone is wide: in the usage table and the model filter.
const LONG_MODEL = `e2e/mobile-${"very-long-model-name-".repeat(5)}v1`;
const SECTIONS = [
  { link: "Dashboard", path: "/admin", heading: "Dashboard" },
  { link: "Settings", path: "/admin/settings", heading: "Settings" },
  { link: "Usage", path: "/admin/usage", heading: "Usage" },
  { link: "Users", path: "/admin/users", heading: "Users" },
  { link: "Costs", path: "/admin/costs", heading: "Costs" },
  { link: "Activity", path: "/admin/activity", heading: "Activity" },
] as const;

function sidebar(page: Page) {
  return page.getByRole("navigation", { name: "Admin" });
}

async function pageScrollsSideways(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

test.describe("staff area on a phone", () => {
  test.beforeAll(async () => {
    const free = await userId(FREE);
    await database()`
      insert into public.api_usage_logs
        (user_id, api_provider, endpoint, model, request_type, tokens_used, cost_cents, status, duration_ms, error_message)
      values
        (${free}, 'openrouter', '/chat/completions', ${LONG_MODEL}, 'cover_letter_generation', 1200, 0.5, 'error', 2300,
         'OpenRouter API Error: 502 - the upstream provider did not answer in time'),
        (${free}, 'built-in', null, null, 'offline_letter', 0, 0, 'success', 40, null)`;
  });

  test.afterAll(async () => {
    await database()`delete from public.api_usage_logs where model = ${LONG_MODEL} or request_type = 'offline_letter'`;
    await closeDatabase();
  });

  test("every section fits 390 px: the navigation wraps and tables scroll inside their cards", async ({
    page,
  }) => {
    const errors = collectBrowserErrors(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithEmail(page, ADMIN, DEMO_PASSWORD);
    await page.waitForURL("**/builder");

    for (const section of SECTIONS) {
      await gotoHydrated(page, section.path);
      await expect(page.getByRole("heading", { level: 1, name: section.heading })).toBeVisible();
      expect(await pageScrollsSideways(page), `${section.path} scrolls sideways`).toBe(false);
      // Every link of the navigation is on screen: the row wraps rather than running off the edge.
      for (const item of SECTIONS) {
        const box = await sidebar(page).getByRole("link", { name: item.link }).boundingBox();
        expect(box, item.link).not.toBeNull();
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
      await expect(sidebar(page).getByRole("link", { name: section.link })).toHaveAttribute(
        "aria-current",
        "page",
      );
    }

    // The usage table is wider than the phone: it scrolls inside its own region, the page does not.
    await gotoHydrated(page, `/admin/usage?model=${encodeURIComponent(LONG_MODEL)}`);
    const table = page.getByRole("region", { name: "API usage logs" });
    await expect(table.getByText(LONG_MODEL)).toBeVisible();
    expect(await table.evaluate((region) => region.scrollWidth > region.clientWidth)).toBe(true);
    expect(await pageScrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("the dashboard shows the offline letters and the charts, each with a title and its figures as a table", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInWithEmail(page, ADMIN, DEMO_PASSWORD);
    await page.waitForURL("**/builder");
    await gotoHydrated(page, "/admin");

    const offline = page
      .getByRole("listitem")
      .filter({ has: page.getByRole("heading", { name: "Offline letters", exact: true }) });
    await expect(offline).toContainText("Written by the built-in engine");
    await expect(offline.getByText(/^[1-9]\d*$/)).toBeVisible();

    const today = new Date().toISOString().slice(0, 10);
    for (const title of ["Letters a day", "Error rate a day", "95th percentile response time a day"]) {
      const chart = page.getByRole("region", { name: title });
      await expect(chart).toBeVisible();
      await expect(chart.locator(".recharts-surface")).toBeVisible();
      // The text alternative: a table named by the chart's title, one row per UTC day of the last 30.
      const figures = chart.getByRole("table", { name: title });
      await expect(figures.getByRole("row")).toHaveCount(31);
      await expect(figures.getByRole("rowheader", { name: today })).toHaveCount(1);
    }
    const letters = page.getByRole("table", { name: "Letters a day" });
    await expect(letters.getByRole("columnheader")).toHaveText([
      "Date (UTC)",
      "AI letters",
      "Offline letters",
    ]);
    expect(await pageScrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);

    await gotoHydrated(page, "/admin/costs");
    const cost = page.getByRole("region", { name: "Cost a day" });
    await expect(cost.locator(".recharts-surface")).toBeVisible();
    await expect(cost.getByRole("table", { name: "Cost a day" }).getByRole("row")).toHaveCount(31);
    expect(await pageScrollsSideways(page)).toBe(false);
    await expectNoAxeViolations(page);
  });
});
