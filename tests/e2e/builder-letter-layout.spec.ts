import { readFile } from "node:fs/promises";
import { expect, test, type Page } from "@playwright/test";
import mammoth from "mammoth";
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";

import { closeDatabase, collectBrowserErrors, DEMO_PASSWORD, expectNoAxeViolations } from "./support/auth.ts";
import { CV_TEXT } from "../fixtures/builder/cv-lines.ts";
import { fillInput, openBuilderAs, resetBuilderState } from "../fixtures/builder/e2e.ts";

/** Issue 12: the letter's layout in the preview, the PDF and the DOCX; what survives a reload; a free user's fonts. */

test.afterAll(async () => {
  await resetBuilderState("premium@example.com");
  await resetBuilderState("free@example.com");
  await closeDatabase();
});

const UNICODE_LETTER = [
  "Dear Ms Müller,",
  "I read “Ελληνικά” and “Привет” in your advert — and I’d bring €50k of savings a year.",
  "My name is José Łukasz Nowak, and I would be glad to talk.",
  "Sincerely,\nJosé Łukasz Nowak",
].join("\n\n");

/** Words of a text, whitespace and line breaks aside: Word and the PDF wrap lines where they like. */
const words = (text: string) => text.split(/\s+/).filter(Boolean);

async function generateLetter(page: Page) {
  await fillInput(page, CV_TEXT);
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await page.getByRole("button", { name: "Generate Cover Letter" }).click();
  await expect(page.getByText("Cover letter generated successfully!")).toBeVisible();
}

/** The page of the letter in the preview (sender, date, recipient, subject and body). */
const letterPage = (page: Page) =>
  page.getByRole("region", { name: "Cover letter preview" }).locator("[data-page-size]");

async function pdfText(path: string): Promise<{ text: string; fonts: string[] }> {
  const task = pdfjs.getDocument({ data: new Uint8Array(await readFile(path)), verbosity: 0 });
  const doc = await task.promise;
  const pdfPage = await doc.getPage(1);
  const content = await pdfPage.getTextContent();
  // Each text run on its own: a line break between runs is a word break, whatever pdf.js merges.
  const text = content.items.map((item) => ("str" in item ? item.str : "")).join("\n");
  const fonts = Object.values(content.styles).map((style) => style.fontFamily);
  await task.destroy();
  return { text, fonts };
}

test("a Premium user's PDF and DOCX carry the preview's text, every name unbroken", async ({ page }) => {
  test.setTimeout(90_000);
  const errors = collectBrowserErrors(page);
  await resetBuilderState("premium@example.com");
  await openBuilderAs(page, "premium@example.com", DEMO_PASSWORD);
  await generateLetter(page);

  // The letter carries a sender block from the CV, today's date and a subject line before "Dear …".
  const paper = letterPage(page);
  await expect(paper).toContainText("Jane Doe");
  await expect(paper).toContainText("jane.doe@example.com");

  await page.getByRole("button", { name: "Edit" }).click();
  await page.getByLabel("Edit your cover letter").fill(UNICODE_LETTER);
  await page.getByRole("button", { name: "Save", exact: true }).click();
  await expect(page.getByText("Changes saved!")).toBeVisible();

  await page.getByRole("button", { name: "Letter header" }).click();
  const header = page.getByRole("form", { name: "Letter header" });
  await header.getByLabel("Your name").fill("José Łukasz Nowak");
  await header.getByLabel("Name", { exact: true }).fill("Ms Anna Müller");
  await header.getByLabel("Subject line").fill("Re: Senior Backend Engineer — Ελληνικά/Привет");
  await header.getByRole("button", { name: "Save" }).click();
  await expect(header).toHaveCount(0);
  await expect(paper).toContainText("José Łukasz Nowak");
  await expect(paper).toContainText("Ms Anna Müller");

  // What a reader sees: the screen-reader-only labels of flagged claims are not on the page.
  const previewWords = words(
    await paper.evaluate((element) => {
      let text = (element as HTMLElement).innerText;
      for (const label of element.querySelectorAll(".sr-only"))
        text = text.replace((label.textContent ?? "").trim(), " ");
      return text;
    }),
  );
  for (const needle of ["Müller,", "“Ελληνικά”", "“Привет”", "—", "I’d", "€50k", "Łukasz"])
    expect(previewWords).toContain(needle);

  const pdfDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download PDF" }).click();
  const pdf = await pdfText(await (await pdfDownload).path());
  // The same words in the same order as the preview: no letter-spacing, no lost glyphs.
  expect(words(pdf.text)).toEqual(previewWords);
  expect(pdf.text).not.toMatch(/J o s é/);

  const docxDownload = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download DOCX" }).click();
  const docxPath = await (await docxDownload).path();
  // Through HTML, since mammoth's raw text drops the line breaks inside a paragraph.
  const { value: docxHtml } = await mammoth.convertToHtml({ buffer: await readFile(docxPath) });
  const docxText = docxHtml
    .replace(/<br\s*\/?>|<\/p>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&amp;/g, "&");
  expect(words(docxText)).toEqual(previewWords);
  expect(errors).toEqual([]);
});

test("formatting, the template and an edit in progress survive a reload, and are saved with the letter", async ({
  page,
}) => {
  test.setTimeout(90_000);
  await resetBuilderState("premium@example.com");
  await openBuilderAs(page, "premium@example.com", DEMO_PASSWORD);
  await generateLetter(page);

  await page.getByRole("radio", { name: /Executive/ }).check();
  await page.getByRole("combobox", { name: "Page size" }).selectOption("letter");
  const saved = page.waitForResponse(
    (response) => response.request().method() === "PATCH" && response.url().includes("/api/history/"),
  );
  await page.getByLabel("Font size").fill("12.5");
  expect((await saved).ok()).toBe(true);

  await page.getByRole("button", { name: "Edit" }).click();
  await page
    .getByLabel("Edit your cover letter")
    .fill("Dear Hiring Manager,\n\nHalf-written paragraph about Go");
  await page.reload();

  // Step 2 comes back with the letter, its formatting and the edit in progress.
  await expect(page.getByRole("heading", { name: "Step 2: Generate" })).toBeVisible();
  await expect(page.getByLabel("Edit your cover letter")).toHaveValue(
    "Dear Hiring Manager,\n\nHalf-written paragraph about Go",
  );
  await page.getByRole("button", { name: "Cancel" }).click();
  await expect(page.getByRole("radio", { name: /Executive/ })).toBeChecked();
  await expect(letterPage(page)).toHaveAttribute("data-page-size", "letter");
  await expect(letterPage(page)).toHaveAttribute("data-template", "executive");

  // In a fresh tab (no session storage), the history brings back what was saved with the letter.
  const other = await page.context().newPage();
  await other.goto("/builder");
  await other
    .getByRole("button", { name: /^Open / })
    .first()
    .click();
  await expect(other.getByRole("radio", { name: /Executive/ })).toBeChecked();
  await expect(other.getByRole("combobox", { name: "Page size" })).toHaveValue("letter");
  await expect(other.getByLabel("Font size")).toHaveValue("12.5");
  await other.close();
});

test("a free user's template keeps its own fonts while the font controls stay locked", async ({ page }) => {
  await resetBuilderState("free@example.com");
  await openBuilderAs(page, "free@example.com", DEMO_PASSWORD);
  await generateLetter(page);

  const font = page.getByRole("combobox", { name: "Font" });
  await expect(font).toBeDisabled();
  const bodyFont = () =>
    letterPage(page)
      .locator('[data-block="body"]')
      .first()
      .evaluate((element) => getComputedStyle(element).fontFamily);

  await page.getByRole("radio", { name: /Modern/ }).check();
  await expect(font).toHaveValue("sans");
  expect(await bodyFont()).toContain("DejaVu Sans");
  await page.getByRole("radio", { name: /Professional/ }).check();
  await expect(font).toHaveValue("serif");
  expect(await bodyFont()).toContain("DejaVu Serif");
  await expect(font).toBeDisabled();
  await expect(page.getByLabel("Font size")).toBeDisabled();
  await expectNoAxeViolations(page);
});
