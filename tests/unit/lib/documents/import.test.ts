import { describe, expect, it } from "vitest";

import { normaliseDocText } from "@/lib/documents/docx-text";
import {
  classifyFile,
  importCvFile,
  importFailureReason,
  type Extractors,
  type FileLike,
} from "@/lib/documents/import-file";
import { ImportError } from "@/lib/documents/import-errors";
import { pdfFailure } from "@/lib/documents/pdf-text";
import { UPLOAD, UPLOAD_ERRORS } from "@/lib/messages/builder";

function file(name: string, type: string, content = "text", size?: number): FileLike {
  const blob = new Blob([content], { type });
  return {
    name,
    type,
    size: size ?? blob.size,
    arrayBuffer: () => blob.arrayBuffer(),
    text: () => blob.text(),
  };
}

const fake: Extractors = { pdf: async () => "pdf text", docx: async () => "docx text" };

describe("CV file import (docs/spec.md, product §5, docs/decisions.md 'Word uploads')", () => {
  it("classifies files by type and name", () => {
    expect(classifyFile({ name: "cv.txt", type: "text/plain", size: 10 })).toBe("text");
    expect(classifyFile({ name: "CV.PDF", type: "", size: 10 })).toBe("pdf");
    expect(classifyFile({ name: "cv", type: "application/pdf", size: 10 })).toBe("pdf");
    expect(classifyFile({ name: "cv.docx", type: "", size: 10 })).toBe("docx");
    expect(
      classifyFile({
        name: "cv",
        type: "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        size: 10,
      }),
    ).toBe("docx");
    expect(classifyFile({ name: "cv.doc", type: "", size: 10 })).toBe("doc");
    expect(classifyFile({ name: "cv", type: "application/msword", size: 10 })).toBe("doc");
    expect(classifyFile({ name: "cv.md", type: "text/markdown", size: 10 })).toBe("other");
    expect(classifyFile({ name: "cv.txt", type: "text/plain", size: UPLOAD.maxBytes + 1 })).toBe("too-large");
    expect(classifyFile({ name: "cv.txt", type: "text/plain", size: UPLOAD.maxBytes })).toBe("text");
  });

  it("reads text, dispatches PDF and DOCX, and refuses .doc and big files with the spec's messages", async () => {
    expect(await importCvFile(file("cv.txt", "text/plain", "\uFEFFJane\r\nDoe\n"), fake)).toBe("Jane\nDoe");
    expect(await importCvFile(file("cv.md", "text/markdown", "# Jane"), fake)).toBe("# Jane");
    expect(await importCvFile(file("cv.pdf", "application/pdf"), fake)).toBe("pdf text");
    expect(await importCvFile(file("cv.docx", ""), fake)).toBe("docx text");
    await expect(importCvFile(file("cv.doc", "application/msword"), fake)).rejects.toThrow(
      "Word documents are not supported yet. Please convert to PDF or paste text manually.",
    );
    await expect(importCvFile(file("big.txt", "text/plain", "x", UPLOAD.maxBytes + 1), fake)).rejects.toThrow(
      UPLOAD_ERRORS.tooLarge,
    );
  });

  it("maps read failures to 'Failed to read text file' and 'Failed to read file'", async () => {
    const broken = (name: string, type: string): FileLike => ({
      name,
      type,
      size: 1,
      arrayBuffer: () => Promise.reject(new Error("x")),
      text: () => Promise.reject(new Error("x")),
    });
    await expect(importCvFile(broken("cv.txt", "text/plain"), fake)).rejects.toThrow(
      "Failed to read text file",
    );
    await expect(importCvFile(broken("cv.rtf", "application/rtf"), fake)).rejects.toThrow(
      "Failed to read file",
    );
  });

  it("builds the alert texts", () => {
    expect(UPLOAD_ERRORS.alert(importFailureReason(new ImportError(UPLOAD_ERRORS.word)))).toBe(
      "Error processing file: Word documents are not supported yet. Please convert to PDF or paste text manually.",
    );
    expect(UPLOAD_ERRORS.alertHint).toBe("Please try again or use the paste option.");
    expect(pdfFailure(new Error("Invalid PDF structure.")).message).toBe(
      "PDF processing failed: Invalid PDF structure. Please try a different PDF or paste the text instead.",
    );
    expect(pdfFailure("weird").message).toBe(
      "Unknown error occurred while processing PDF. Please try the paste option.",
    );
    expect(UPLOAD_ERRORS.pdfNoText.startsWith("No text could be extracted from this PDF")).toBe(true);
  });

  it("normalises Word text", () => {
    expect(normaliseDocText("Jane   Doe\r\n\n\n\nSkills:\u00a0Go \n")).toBe("Jane Doe\n\nSkills: Go");
  });
});
