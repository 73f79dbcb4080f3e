import { expect, test, type Page } from "@playwright/test";

import { defaultResponder, type FakeGateway } from "../fakes/fake-gateway.ts";
import { startGatewayWithKey, stopGatewayAndForgetKey } from "./support/ai-gateway.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { fillInput, openBuilderAs, resetBuilderState } from "../fixtures/builder/e2e.ts";
import { closeDatabase, collectBrowserErrors, DEMO_PASSWORD, expectNoAxeViolations } from "./support/auth.ts";

// Paragraph actions (docs/product-rules.md, "Paragraph actions"): choose a paragraph of the preview, change it, and
// every other paragraph stays as it was.
const FREE = "free@example.com";
const PREMIUM = "premium@example.com";
const REWRITTEN =
  "Before I change a system I like to understand it end to end, to measure it before and after, and to leave it simpler.";

function toastWith(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text);
}

const bodyParagraphs = (page: Page) =>
  page.getByRole("region", { name: "Cover letter preview" }).locator('[data-block="body"]').allInnerTexts();

async function writeLetter(page: Page, email: string) {
  await openBuilderAs(page, email, DEMO_PASSWORD);
  await fillInput(page, CV_TEXT);
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
  // The preview has drawn the letter's body before anything reads it.
  await expect(
    page.getByRole("region", { name: "Cover letter preview" }).locator('[data-block="body"]').first(),
  ).toBeVisible();
}

test.afterAll(async () => {
  await resetBuilderState(FREE);
  await resetBuilderState(PREMIUM);
  await closeDatabase();
});

test("a free user shortens a paragraph with the built-in writer; the others stay as they were", async ({
  page,
}) => {
  test.setTimeout(60_000);
  await resetBuilderState(FREE);
  const errors = collectBrowserErrors(page);
  await writeLetter(page, FREE);

  const actions = page.getByRole("group", { name: "Paragraph actions" });
  await expect(actions.getByText("Select a paragraph of the letter to rewrite it, shorten it")).toBeVisible();
  await expect(actions.getByRole("button", { name: "Shorten" })).toBeDisabled();
  // More formal and More personal need the model, which is Premium's.
  await expect(actions.getByRole("button", { name: "More formal" })).toBeDisabled();
  await expect(actions.getByText("More formal and More personal are Premium features.")).toBeVisible();

  // The closing paragraph: the last one that can be chosen (the sign-off cannot).
  const toggles = page.getByRole("button", { name: /^Select paragraph \d+$/ });
  const last = await toggles.count();
  expect(last).toBeGreaterThanOrEqual(2);
  const toggle = page.getByRole("button", { name: `Select paragraph ${last}` });
  await toggle.focus();
  await page.keyboard.press("Enter");
  await expect(toggle).toHaveAttribute("aria-pressed", "true");
  await expect(actions.getByText(`Paragraph ${last} selected`)).toBeVisible();
  await expectNoAxeViolations(page);

  const before = await bodyParagraphs(page);
  await actions.getByRole("button", { name: "Shorten" }).click();
  await expect(toastWith(page, "Paragraph updated")).toBeVisible();
  await expect(toastWith(page, "Written by the built-in writer from your CV's facts.")).toBeVisible();

  const after = await bodyParagraphs(page);
  expect(after).toHaveLength(before.length);
  const changed = after.flatMap((text, index) => (text === before[index] ? [] : [index]));
  expect(changed).toHaveLength(1);
  expect(after[changed[0]!]!.length).toBeLessThan(before[changed[0]!]!.length);
  await expect(page.getByRole("region", { name: "Monthly Usage" }).getByText("0 of 2 used")).toBeVisible();
  expect(errors).toEqual([]);
});

test.describe("with an AI gateway", () => {
  let gateway: FakeGateway;

  test.beforeAll(async () => {
    gateway = await startGatewayWithKey();
  });

  test.afterAll(async () => {
    await stopGatewayAndForgetKey(gateway);
  });

  test("a Premium user's Rewrite comes from the model and changes that paragraph only", async ({ page }) => {
    test.setTimeout(60_000);
    await resetBuilderState(PREMIUM);
    const errors = collectBrowserErrors(page);
    // The letter is SAMPLE_LETTER (the default reply); the paragraph action's reply is ours.
    gateway.respond((body) =>
      body.messages[0]?.content.includes("You edit one paragraph")
        ? { kind: "ok", content: REWRITTEN }
        : defaultResponder(body),
    );
    await writeLetter(page, PREMIUM);

    const actions = page.getByRole("group", { name: "Paragraph actions" });
    await expect(actions.getByText("More formal and More personal are Premium features.")).toHaveCount(0);
    const before = await bodyParagraphs(page);
    // SAMPLE_LETTER's second body paragraph: "I like to understand a system end to end…"
    await page.getByRole("button", { name: "Select paragraph 2" }).click();
    await actions.getByRole("button", { name: "Rewrite" }).click();
    await expect(toastWith(page, "Paragraph updated")).toBeVisible();

    const preview = page.getByRole("region", { name: "Cover letter preview" });
    await expect(preview).toContainText(REWRITTEN);
    const after = await bodyParagraphs(page);
    expect(after).toEqual(before.map((text) => (text.startsWith("I like to understand") ? REWRITTEN : text)));
    expect(
      gateway.requests.some((request) => request.body.messages[0]?.content.includes("Rewrite the paragraph")),
    ).toBe(true);
    expect(errors).toEqual([]);
  });
});
