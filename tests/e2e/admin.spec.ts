// The staff area (docs/spec.md, engine §2, §3, §6, §8): only admins get in; the dashboard; AI settings saved, tested against the
// scripted gateway and found in the activity log; usage logs filtered and paged; costs recalculated; axe on each page.
import { expect, test, type Page } from "@playwright/test";

import { FAKE_API_KEY, startFakeGateway, type FakeGateway } from "../fakes/fake-gateway.ts";
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
const E2E_MODEL = "e2e/admin-usage-model";
const LONG_ERROR =
  `OpenRouter API Error: 502 - ${"the upstream provider did not answer in time; ".repeat(4)}`.trim();
const SETTINGS_CACHE_MS = 5_000; // lib/settings/ai-settings.ts re-reads settings at most this often
const ADMIN_PAGES = [
  { link: "Dashboard", path: "/admin", heading: "Dashboard" },
  { link: "Settings", path: "/admin/settings", heading: "Settings" },
  { link: "Usage", path: "/admin/usage", heading: "Usage" },
  { link: "Costs", path: "/admin/costs", heading: "Costs" },
  { link: "Activity", path: "/admin/activity", heading: "Activity" },
] as const;

let gateway: FakeGateway;

/** A toast (sonner's notifications region), so text elsewhere on the page does not count. */
function toastWith(page: Page, text: string | RegExp) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text);
}

async function signInAsAdmin(page: Page) {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInWithEmail(page, ADMIN, DEMO_PASSWORD);
  await page.waitForURL("**/builder");
}

function sidebar(page: Page) {
  return page.getByRole("navigation", { name: "Admin" });
}

test.describe("staff area", () => {
  test.beforeAll(async () => {
    gateway = await startFakeGateway({ port: Number(process.env.E2E_GATEWAY_PORT) });
    const free = await userId(FREE);
    // 105 logs of one model: more than one page of 100. Every third failed; one error is long.
    await database()`
      insert into public.api_usage_logs
        (user_id, api_provider, endpoint, model, request_type, tokens_used, cost_cents, status, duration_ms, error_message, created_at)
      select ${free}, 'openrouter', '/chat/completions', ${E2E_MODEL}, 'cv_improvement', 100 + n, 0.25,
             case when n % 3 = 0 then 'error' else 'success' end, 400 + n,
             case when n = 3 then ${LONG_ERROR} when n % 3 = 0 then 'Rate limit exceeded. Please try again in a few minutes.' end,
             now() - make_interval(mins => n)
      from generate_series(1, 105) as n`;
  });

  test.afterAll(async () => {
    await database()`delete from public.api_usage_logs where model = ${E2E_MODEL}`;
    // The settings test removes its key and restores the defaults through the page; if it failed half-way, do it here
    // and wait out the app's settings cache so later files see no key.
    const leftovers = await database()`
      select key from public.app_settings
      where key = 'ai.openrouter.api_key'
         or (key = 'api.timeouts.default' and value <> '120000')
         or (key = 'api.retries.max' and value <> '3')`;
    if (leftovers.length > 0) {
      await database()`delete from public.app_settings where key = 'ai.openrouter.api_key'`;
      await database()`update public.app_settings set value = '120000' where key = 'api.timeouts.default'`;
      await database()`update public.app_settings set value = '3' where key = 'api.retries.max'`;
      await new Promise((resolve) => setTimeout(resolve, SETTINGS_CACHE_MS + 500));
    }
    await closeDatabase();
    await gateway?.close();
  });

  test("anyone but an admin is sent from /admin to /, and the admin routes refuse them", async ({ page }) => {
    for (const path of ["/admin", "/admin/settings", "/admin/usage"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/:\d+\/$/);
    }
    await signInWithEmail(page, FREE, DEMO_PASSWORD);
    await page.waitForURL("**/builder");
    await expect(page.getByRole("banner").getByRole("link", { name: "Admin" })).toHaveCount(0);
    for (const path of ["/admin", "/admin/costs", "/admin/activity"]) {
      await page.goto(path);
      await expect(page).toHaveURL(/:\d+\/$/);
      await expect(page.getByRole("heading", { name: "Dashboard" })).toHaveCount(0);
    }
    const save = await page.request.put("/api/admin/settings", {
      data: { apiKey: "", clearApiKey: false, timeoutMs: 60000, maxRetries: 1 },
    });
    expect(save.status()).toBe(403);
    expect((await page.request.post("/api/admin/costs/recalculate", { data: {} })).status()).toBe(403);
  });

  test("an admin opens the dashboard and every page of the sidebar; all pass axe", async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await signInAsAdmin(page);
    await page.getByRole("banner").getByRole("link", { name: "Admin", exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole("heading", { level: 1, name: "Dashboard" })).toBeVisible();
    for (const label of [
      "Total users",
      "Active users",
      "Total generations",
      "Today's generations",
      "Offline letters",
      "Today's offline letters",
      "Total cost",
      "Today's cost",
      "Average response time",
      "Error rate",
    ]) {
      await expect(page.getByRole("heading", { level: 3, name: label, exact: true })).toBeVisible();
    }
    await expect(page.getByText("Used the AI in the last 30 days")).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Recent activity" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Users" })).toHaveAttribute("href", "/admin/users");

    for (const target of ADMIN_PAGES) {
      await sidebar(page).getByRole("link", { name: target.link }).click();
      await expect(page).toHaveURL(new RegExp(`${target.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: target.heading })).toBeVisible();
      await expect(sidebar(page).getByRole("link", { name: target.link })).toHaveAttribute(
        "aria-current",
        "page",
      );
      await expect(sidebar(page).locator("[aria-current=page]")).toHaveCount(1);
      await expectNoAxeViolations(page);
    }

    // On a phone the sidebar is a row of links above the page.
    await page.setViewportSize({ width: 390, height: 844 });
    await gotoHydrated(page, "/admin/usage");
    await expect(sidebar(page).getByRole("link", { name: "Usage" })).toBeVisible();
    await expect(sidebar(page).getByRole("link", { name: "Usage" })).toHaveAttribute("aria-current", "page");
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test("settings: test the connection, save, and find the change in the activity log", async ({ page }) => {
    test.setTimeout(60_000);
    const errors = collectBrowserErrors(page);
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin/settings");
    const form = page.getByRole("form", { name: "AI configuration" });
    const keyField = form.getByLabel("API Key", { exact: true });
    const testButton = form.getByRole("button", { name: "Test Connection" });
    await expect(form.getByText("No key saved.")).toBeVisible();
    await expect(form.getByLabel("Timeout (ms)")).toHaveValue("120000");
    await expect(form.getByLabel("Max Retries")).toHaveValue("3");
    await expect(testButton).toBeDisabled(); // no key typed, none saved

    await keyField.fill("sk-wrong-key");
    await expect(keyField).toHaveAttribute("type", "password");
    await form.getByRole("button", { name: "Show API key" }).click();
    await expect(keyField).toHaveAttribute("type", "text");
    await form.getByRole("button", { name: "Hide API key" }).click();
    await expect(keyField).toHaveAttribute("type", "password");
    await testButton.click();
    await expect(
      toastWith(page, "Connection test failed: Invalid OpenRouter API key. Please check your configuration."),
    ).toBeVisible();

    // Each test is logged: the page's recent calls show it.
    const recentTest = page
      .getByRole("region", { name: "Newest API usage logs" })
      .getByRole("row")
      .filter({ hasText: "connection_test" })
      .first();
    await expect(recentTest).toContainText("Invalid OpenRouter API key");
    await expect(recentTest).toContainText("error");

    await keyField.fill(FAKE_API_KEY);
    await testButton.click();
    await expect(toastWith(page, /^Connection successful/)).toBeVisible();
    await expect(recentTest).toContainText("success");
    expect(gateway.requests.at(-1)?.body).toMatchObject({
      max_tokens: 5,
      messages: [{ role: "user", content: "Hello" }],
    });

    // Out of range: the form says so and nothing is sent.
    await form.getByLabel("Timeout (ms)").fill("1000");
    await form.getByLabel("Max Retries").fill("11");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(form.getByText("Timeout must be a whole number from 30000 to 300000 ms")).toBeVisible();
    await expect(form.getByText("Max retries must be a whole number from 0 to 10")).toBeVisible();
    await expect(form.getByLabel("Timeout (ms)")).toHaveAttribute("aria-invalid", "true");

    await form.getByLabel("Timeout (ms)").fill("90000");
    await form.getByLabel("Max Retries").fill("5");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(toastWith(page, "Changes saved!")).toBeVisible();
    await expect(form.getByText(`Saved key: configured · …${FAKE_API_KEY.slice(-4)}.`)).toBeVisible();
    await expect(keyField).toHaveValue("");
    const [stored] = await database()<{ value: string }[]>`
      select value from public.app_settings where key = 'ai.openrouter.api_key'`;
    expect(stored?.value).toMatch(/^"v1:/);
    expect(await page.content()).not.toContain(FAKE_API_KEY);

    // With the field empty the saved key is tested.
    gateway.reset();
    await testButton.click();
    // The first test's toast may still be on screen, so wait for the request itself.
    await expect.poll(() => gateway.requests.at(-1)?.headers.authorization).toBe(`Bearer ${FAKE_API_KEY}`);
    await expect(toastWith(page, /^Connection successful/).first()).toBeVisible();

    await sidebar(page).getByRole("link", { name: "Activity" }).click();
    const log = page.getByRole("region", { name: "Admin activity logs" });
    const timeoutRow = log.getByRole("row").filter({ hasText: "api.timeouts.default" }).first();
    await expect(timeoutRow).toContainText(ADMIN);
    await expect(timeoutRow).toContainText("update_setting");
    await expect(timeoutRow).toContainText('"value": 90000');
    const keyRow = log.getByRole("row").filter({ hasText: "ai.openrouter.api_key" }).first();
    await expect(keyRow).toContainText('"configured": true');
    expect(await page.content()).not.toContain(FAKE_API_KEY);
    await sidebar(page).getByRole("link", { name: "Dashboard" }).click();
    await expect(
      page
        .getByRole("region", { name: "Newest admin activity logs" })
        .getByRole("row")
        .filter({ hasText: "api.retries.max" }),
    ).not.toHaveCount(0);

    // Put everything back through the page: remove the key, restore the defaults.
    await sidebar(page).getByRole("link", { name: "Settings" }).click();
    await form.getByRole("checkbox", { name: "Remove the saved key" }).check();
    await form.getByLabel("Timeout (ms)").fill("120000");
    await form.getByLabel("Max Retries").fill("3");
    await form.getByRole("button", { name: "Save Settings" }).click();
    await expect(form.getByText("No key saved.")).toBeVisible();
    await expect(testButton).toBeDisabled();
    const [removed] = await database()<{ count: number }[]>`
      select count(*)::int as count from public.app_settings where key = 'ai.openrouter.api_key'`;
    expect(removed?.count).toBe(0);
    expect(errors).toEqual([]);
  });

  test("usage: filters, pages and the full error text; costs: recalculate today", async ({ page }) => {
    const errors = collectBrowserErrors(page);
    await signInAsAdmin(page);
    await gotoHydrated(page, "/admin/usage");
    const filters = page.getByRole("form", { name: "Filter usage logs" });
    await filters.getByLabel("Model").selectOption(E2E_MODEL);
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page).toHaveURL(/model=/);
    await expect(page.getByText("Showing 1–100 of 105")).toBeVisible();
    const table = page.getByRole("region", { name: "API usage logs" });
    await expect(table.getByRole("row")).toHaveCount(101);
    const firstRow = table.getByRole("row").nth(1);
    await expect(firstRow).toContainText(FREE);
    await expect(firstRow).toContainText("/chat/completions");
    await expect(firstRow).toContainText("cv_improvement");
    await expect(firstRow).toContainText("$0.0025");
    await expect(firstRow).toContainText("101");
    await page
      .getByRole("navigation", { name: "API usage logs pages" })
      .getByRole("link", { name: "Page 2" })
      .click();
    await expect(page.getByText("Showing 101–105 of 105")).toBeVisible();
    await expect(table.getByRole("row")).toHaveCount(6);

    await filters.getByLabel("Status").selectOption("error");
    await filters.getByLabel("User e-mail").fill("FREE@example");
    await filters.getByRole("button", { name: "Apply filters" }).click();
    await expect(page.getByText("Showing 1–35 of 35")).toBeVisible();
    await expect(table.getByRole("row").filter({ hasText: "success" })).toHaveCount(0);
    const longError = table.getByRole("row").filter({ hasText: "the upstream provider" });
    await expect(longError.getByText(LONG_ERROR, { exact: true })).toBeHidden();
    await longError.getByText(/OpenRouter API Error: 502 - the upstream.*…$/).click();
    await expect(longError.getByText(LONG_ERROR, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    await sidebar(page).getByRole("link", { name: "Costs" }).click();
    const today = new Date().toISOString().slice(0, 10);
    await page.getByRole("button", { name: "Recalculate today" }).click();
    await expect(toastWith(page, `Costs for ${today} recalculated`)).toBeVisible();
    const todayRow = page
      .getByRole("region", { name: "Cost per day" })
      .getByRole("row", { name: new RegExp(today) });
    await expect(todayRow).toBeVisible();
    const [costs] = await database()<{ total_requests: number; finished_today: number }[]>`
      select c.total_requests,
             (select count(*)::int from public.api_usage_logs
              where status <> 'pending' and created_at >= (${today}::date::timestamp at time zone 'utc')) as finished_today
      from public.cost_tracking c where c.date = ${today}::date`;
    expect(costs?.total_requests).toBe(costs?.finished_today);
    await page
      .getByRole("navigation", { name: "Period" })
      .getByRole("link", { name: "Last 90 days" })
      .click();
    await expect(page.getByRole("link", { name: "Last 90 days" })).toHaveAttribute("aria-current", "page");
    await expect(todayRow).toBeVisible();
    await expectNoAxeViolations(page);

    await sidebar(page).getByRole("link", { name: "Activity" }).click();
    await expect(
      page
        .getByRole("region", { name: "Admin activity logs" })
        .getByRole("row")
        .filter({ hasText: "recalculate_costs" })
        .first(),
    ).toContainText(today);
    expect(errors).toEqual([]);
  });
});
