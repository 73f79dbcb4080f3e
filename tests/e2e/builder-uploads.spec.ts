import { expect, test } from "@playwright/test";
import * as docx from "docx";

import { closeDatabase, collectBrowserErrors, DEMO_PASSWORD } from "./support/auth.ts";
import { imageOnlyPdf, openBuilderAs } from "../fixtures/builder/e2e.ts";

test.afterAll(() => closeDatabase());

test("CV uploads: text and DOCX are read; .doc, image-only PDFs and oversized files are refused", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const errors = collectBrowserErrors(page);
  await openBuilderAs(page, "free@example.com", DEMO_PASSWORD);
  await page.getByRole("radio", { name: "Upload File" }).click();
  const picker = page.getByLabel("Choose a file");
  const alert = page.getByRole("alert").filter({ hasText: "Error processing file:" });

  await picker.setInputFiles({ name: "cv.doc", mimeType: "application/msword", buffer: Buffer.from("DOC") });
  await expect(alert).toContainText(
    "Error processing file: Word documents are not supported yet. Please convert to PDF or paste text manually.",
  );
  await expect(alert).toContainText("Please try again or use the paste option.");

  await picker.setInputFiles({ name: "scan.pdf", mimeType: "application/pdf", buffer: imageOnlyPdf() });
  await expect(alert).toContainText("Error processing file: No text could be extracted from this PDF");
  await expect(alert).toContainText(
    "image-only scan, encrypted or password-protected, or in an unsupported format",
  );

  await picker.setInputFiles({
    name: "broken.pdf",
    mimeType: "application/pdf",
    buffer: Buffer.from("%PDF-1.4\nnot a pdf"),
  });
  await expect(alert).toContainText("Error processing file: PDF processing failed:");

  await picker.setInputFiles({
    name: "huge.txt",
    mimeType: "text/plain",
    buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x61),
  });
  await expect(alert).toContainText("Error processing file: This file is larger than 10 MB.");

  await picker.setInputFiles({
    name: "cv.txt",
    mimeType: "text/plain",
    buffer: Buffer.from("Jane Doe\nSkills: Go"),
  });
  await expect(alert).toHaveCount(0);
  await expect(page.getByLabel("Extracted text (you can edit it)")).toHaveValue("Jane Doe\nSkills: Go");
  await page.getByRole("button", { name: "Remove file" }).click();
  await expect(page.getByLabel("Extracted text (you can edit it)")).toHaveCount(0);

  const document = new docx.Document({
    sections: [
      { children: [new docx.Paragraph("Jane Doe"), new docx.Paragraph("Experience at Brightwave Ltd")] },
    ],
  });
  await picker.setInputFiles({
    name: "cv.docx",
    mimeType: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
    buffer: await docx.Packer.toBuffer(document),
  });
  await expect(page.getByLabel("Extracted text (you can edit it)")).toHaveValue(
    /Jane Doe\s+Experience at Brightwave Ltd/,
  );
  await expect(page.getByText("cv.docx")).toBeVisible();
  expect(errors).toEqual([]);
});
