import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";

import { closeDatabase, collectBrowserErrors, DEMO_PASSWORD, expectNoAxeViolations } from "./support/auth.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { fillInput, openBuilderAs, resetBuilderState, useGenerations } from "../fixtures/builder/e2e.ts";

// Step 2 around the letter: tone and length by Regenerate, the body's counts, the header form, "Copy as e-mail body",
// the text export's header lines, the phone layout; and the monthly limit told in step 1.
const FREE = "free@example.com";
const SUBJECT = "Application: Senior Backend Engineer";

/** A toast (sonner's notifications region), so text elsewhere on the page does not count. */
function toastWith(page: Page, text: string) {
  return page.getByRole("region", { name: /Notifications/ }).getByText(text);
}

test.describe("builder step 2: a free user", () => {
  let freeId = "";
  test.beforeEach(async () => {
    freeId = await resetBuilderState(FREE);
  });
  test.afterAll(async () => {
    await resetBuilderState(FREE);
    await closeDatabase();
  });

  test("tone and length by Regenerate, counts, header, e-mail copy, text export, and the phone layout", async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const errors = collectBrowserErrors(page);
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    await fillInput(page, CV_TEXT);
    await page.getByRole("button", { name: "Generate Cover Letter" }).click();

    // Before the first letter, tone and length sit in the ready panel by Generate.
    const ready = page.getByRole("region", { name: "Ready to Generate" });
    await expect(ready.getByRole("combobox", { name: "Tone" })).toBeVisible();
    await ready.getByRole("combobox", { name: "Length" }).selectOption("short");
    await ready.getByRole("button", { name: "Generate Cover Letter" }).click();
    await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();

    // Then beside Regenerate, saying when they apply; the format card no longer has them.
    const letter = page.getByRole("region", { name: "Your Cover Letter" });
    await expect(letter.getByRole("button", { name: "Regenerate" })).toBeVisible();
    await expect(letter.getByRole("combobox", { name: "Tone" })).toHaveAccessibleDescription(
      "Tone and length apply when you regenerate.",
    );
    await expect(letter.getByRole("combobox", { name: "Length" })).toHaveValue("short");
    await expect(
      page.getByRole("region", { name: "Format" }).getByRole("combobox", { name: "Tone" }),
    ).toHaveCount(0);

    // The body's counts.
    const preview = page.getByRole("region", { name: "Cover letter preview" });
    await expect(preview).toContainText("Dear Hiring Manager");
    await expect(letter.getByText(/^Body: [\d,]+ words · [\d,]+ characters$/)).toBeVisible();

    // The header form sets the subject line; the preview shows it.
    await letter.getByRole("button", { name: "Letter header" }).click();
    const header = page.getByRole("form", { name: "Letter header" });
    await expect(header.getByLabel("Your name")).toBeFocused();
    await expect(header.getByLabel("Your name")).toHaveValue("Jane Doe");
    await header.getByLabel("Subject line").fill(SUBJECT);
    await header.getByRole("button", { name: "Save" }).click();
    await expect(header).toHaveCount(0);
    await expect(letter.getByRole("button", { name: "Letter header" })).toBeFocused();
    await expect(preview).toContainText(SUBJECT);

    // "Copy as e-mail body": the subject line first, then the letter, without the address blocks.
    await letter.getByRole("button", { name: "Copy as e-mail body" }).click();
    await expect(toastWith(page, "Copied as an e-mail: subject line first, then the letter")).toBeVisible();
    const email = await page.evaluate(() => navigator.clipboard.readText());
    expect(email).toMatch(new RegExp(`^${SUBJECT}\\n\\nDear Hiring Manager`));
    // No sender block (the body may give the e-mail address itself, as the letter's closing does).
    expect(email).not.toContain("Jane Doe\njane.doe@example.com");

    // "Copy to Clipboard" still copies the letter body alone.
    await letter.getByRole("button", { name: "Copy to Clipboard" }).click();
    await expect(toastWith(page, "Copied to clipboard")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^Dear Hiring Manager/);

    // The text export starts with the header blocks as plain lines.
    const downloadPromise = page.waitForEvent("download");
    await letter.getByRole("button", { name: "Download Text" }).click();
    const text = await readFile(await (await downloadPromise).path(), "utf8");
    const [sender, date, ...rest] = text.split("\n\n");
    expect(sender?.split("\n")[0]).toBe("Jane Doe");
    expect(sender).toContain("jane.doe@example.com");
    expect(date).toMatch(/^\d{1,2} [A-Z][a-z]+ \d{4}$/);
    expect(rest.join("\n\n")).toContain(`${SUBJECT}\n\nDear Hiring Manager`);
    await expectNoAxeViolations(page);

    // On a phone: the letter reads at full width, and the format controls are folded away until asked for.
    await page.setViewportSize({ width: 390, height: 844 });
    const box = await preview.boundingBox();
    expect(box?.width ?? 0).toBeGreaterThanOrEqual(390 * 0.9);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    const toggle = page.getByRole("button", { name: "Format and template" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("combobox", { name: "Page size" })).toBeHidden();
    await expectNoAxeViolations(page);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("combobox", { name: "Page size" })).toBeVisible();
    expect(errors).toEqual([]);
  });

  test("at the monthly limit, step 1 says so before the form is filled in", async ({ page }) => {
    await useGenerations(freeId, 2);
    await openBuilderAs(page, FREE, DEMO_PASSWORD);
    const input = page.getByRole("form", { name: "Input" });
    await expect(
      input.getByText("You have reached your monthly generation limit. Please upgrade to continue."),
    ).toBeVisible();
    await expect(input.getByRole("link", { name: "Upgrade to Premium" })).toHaveAttribute("href", "/pricing");
    // It comes before the first field.
    const notice = await input.getByText("Monthly limit reached").boundingBox();
    const field = await input.getByLabel("Job Description").boundingBox();
    expect(notice?.y ?? Infinity).toBeLessThan(field?.y ?? 0);
    await expectNoAxeViolations(page);

    // With letters left, there is no such notice.
    await resetBuilderState(FREE);
    await page.reload();
    await expect(page.getByLabel("Job Description")).toBeVisible();
    await expect(input.getByText("Monthly limit reached")).toHaveCount(0);
  });
});
