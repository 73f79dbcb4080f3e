import { expect, test } from "@playwright/test";

import { SAMPLE_LETTER, type FakeGateway } from "../fakes/fake-gateway.ts";
import { startGatewayWithKey, stopGatewayAndForgetKey } from "./support/ai-gateway.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { fillInput, openBuilderAs, resetBuilderState } from "../fixtures/builder/e2e.ts";
import { closeDatabase, collectBrowserErrors, DEMO_PASSWORD } from "./support/auth.ts";

// With an AI key saved in the settings, letters come from the (scripted) gateway: they stream in and count.
const FREE = "free@example.com";

let gateway: FakeGateway;

test.describe("builder with an AI gateway", () => {
  test.beforeAll(async () => {
    gateway = await startGatewayWithKey();
  });

  test.afterAll(async () => {
    await stopGatewayAndForgetKey(gateway);
    await resetBuilderState(FREE);
    await closeDatabase();
  });

  test("a free user watches the letter stream in, and it counts against the month", async ({ page }) => {
    test.setTimeout(60_000);
    await resetBuilderState(FREE);
    const errors = collectBrowserErrors(page);
    // Slow chunks so the preview can be seen part-written.
    gateway.respond((body) =>
      body.messages.some((m) => m.content.includes("name saved cover letters"))
        ? { kind: "ok", content: '"Senior Backend Engineer at Northstar Analytics"' }
        : { kind: "ok", content: SAMPLE_LETTER, chunkSize: 40, chunkDelayMs: 120 },
    );

    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await fillInput(page, CV_TEXT);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();

    const preview = page.getByRole("region", { name: "Cover letter preview" });
    const opening = "Dear Hiring Manager";
    const closing = "help Northstar Analytics scale its platform";
    await expect(preview).toContainText(opening);
    // Seen part-written: the opening is there while the closing has not arrived yet.
    expect(await preview.textContent()).not.toContain(closing);
    await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
    await expect(preview).toContainText(closing);
    await expect(page.getByText("Written without an AI model")).toHaveCount(0);

    const usage = page.getByRole("region", { name: "Monthly Usage" });
    await expect(usage.getByText("1 of 2 used")).toBeVisible();
    await expect(page.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveCount(1);
    expect(gateway.requests.some((request) => request.body.stream === true)).toBe(true);
    expect(errors).toEqual([]);
  });

  test("a free user who leaves after the first words finds the letter in history, counted once", async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await resetBuilderState(FREE);
    // Slow enough that the page is closed long before the letter ends: the server finishes it (after()).
    gateway.respond((body) =>
      body.messages.some((m) => m.content.includes("name saved cover letters"))
        ? { kind: "ok", content: '"Senior Backend Engineer at Northstar Analytics"' }
        : { kind: "ok", content: SAMPLE_LETTER, chunkSize: 40, chunkDelayMs: 150 },
    );
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await fillInput(page, CV_TEXT);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByRole("region", { name: "Cover letter preview" })).toContainText(
      "Dear Hiring Manager",
    );
    await page.close();

    const again = await context.newPage();
    await expect(async () => {
      await again.goto("/builder");
      await expect(again.getByRole("region", { name: "History" }).getByRole("listitem")).toHaveCount(1, {
        timeout: 1000,
      });
    }).toPass({ timeout: 20_000 });
    await expect(again.getByRole("region", { name: "Monthly Usage" }).getByText("1 of 2 used")).toBeVisible();
  });
});
