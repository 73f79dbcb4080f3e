import { readFile } from "node:fs/promises";
import { expect, test } from "@playwright/test";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

import { closeDatabase, collectBrowserErrors, DEMO_PASSWORD, expectNoAxeViolations } from "./support/auth.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { fillInput, openBuilderAs, resetBuilderState } from "../fixtures/builder/e2e.ts";

test.afterAll(async () => {
  await resetBuilderState("premium@example.com");
  await resetBuilderState("admin@example.com");
  await closeDatabase();
});

test("a premium user gets suggestions automatically and exports PDF (real text) and DOCX", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const errors = collectBrowserErrors(page);
  await resetBuilderState("premium@example.com");
  await openBuilderAs(page, "premium@example.com", DEMO_PASSWORD);
  const card = page.getByRole("region", { name: "Premium Plan" });
  await expect(card.getByText("Unlimited cover letter generations")).toBeVisible();

  await fillInput(page, CV_TEXT);
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  // Premium formatting is unlocked.
  await page.getByRole("combobox", { name: "Font" }).selectOption("sans");
  await page.getByRole("combobox", { name: "Page size" }).selectOption("letter");
  await page.getByRole("combobox", { name: "Alignment" }).selectOption("justify");
  await page.getByRole("radio", { name: /Modern/ }).check();
  await expect(page.getByText("Font, font size and line height are Premium features.")).toHaveCount(0);
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();

  // Suggestions run on their own: skeleton, then the sections.
  const suggestions = page.getByRole("region", { name: "CV Suggestions" });
  await expect(page.getByText("CV suggestions ready")).toBeVisible();
  await expect(suggestions.getByRole("heading", { name: /Missing keywords/ })).toBeVisible();
  await expect(suggestions.getByRole("button", { name: "Get CV Suggestions" })).toHaveCount(0);
  await suggestions.getByRole("button", { name: /^Copy Missing keywords/ }).click();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  await expectNoAxeViolations(page);

  // PDF: name, busy state done, real text with the letter.
  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdf = await pdfDownload;
  expect(pdf.suggestedFilename()).toMatch(/^cover-letter-letter-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByText("PDF downloaded successfully!")).toBeVisible();
  const bytes = new Uint8Array(await readFile(await pdf.path()));
  const task = pdfjs.getDocument({ data: bytes, verbosity: 0 });
  const doc = await task.promise;
  const content = await (await doc.getPage(1)).getTextContent();
  const text = content.items.map((item) => ("str" in item ? item.str : "")).join(" ");
  expect(text).toContain("Dear Hiring Manager");
  expect(((await doc.getMetadata()).info as { Title?: string }).Title).toBe("Cover Letter");
  await task.destroy();

  const docxDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download DOCX" }).click();
  const docx = await docxDownload;
  expect(docx.suggestedFilename()).toMatch(/^cover-letter-letter-\d{4}-\d{2}-\d{2}\.docx$/);
  await expect(page.getByText("DOCX downloaded successfully!")).toBeVisible();
  expect((await readFile(await docx.path())).subarray(0, 2).toString()).toBe("PK");
  expect(errors).toEqual([]);
});

test("an admin tests extraction and reads the debug view", async ({ page, context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const errors = collectBrowserErrors(page);
  await openBuilderAs(page, "admin@example.com", DEMO_PASSWORD);
  await expect(
    page.getByRole("region", { name: "Admin Access" }).getByText("Unlimited cover letter generations"),
  ).toBeVisible();
  await page.getByRole("button", { name: "Test Extraction" }).click();
  await expect(page.getByText("No CV content to test!")).toBeVisible();
  await fillInput(page, CV_TEXT);
  await page.getByRole("button", { name: "Test Extraction" }).click();
  await expect(page.getByText("CV data extracted! Check console and debug panel for details.")).toBeVisible();
  await page.getByRole("button", { name: "Show Debug" }).click();
  const json = page.getByLabel("Extracted CV data");
  await expect(json).toContainText('"name": "Jane Doe"');
  await expect(json).toContainText('"email": "jane.doe@example.com"');
  await page.getByRole("button", { name: "Copy JSON" }).click();
  await expect(page.getByText("Copied to clipboard")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('"name": "Jane Doe"');
  await page.getByRole("button", { name: "Hide Debug" }).click();
  await expect(json).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("a super admin sees the Super Admin card; a free user has no admin tools", async ({ page }) => {
  await openBuilderAs(page, "superadmin@example.com", DEMO_PASSWORD);
  await expect(
    page.getByRole("region", { name: "Super Admin" }).getByText("Unlimited access to all features"),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Test Extraction" })).toBeVisible();
});
