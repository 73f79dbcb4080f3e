// LinkedIn's "Save to PDF" profile export → the builder's CV text (docs/decisions.md 'LinkedIn import').
import * as pdfjs from "pdfjs-dist/legacy/build/pdf.mjs";
import { describe, expect, it } from "vitest";
import { jsPDF } from "jspdf";

import { linkedInCvText, parseLinkedInProfile } from "@/lib/documents/linkedin-profile";
import { extractPdfLines, pageLines } from "@/lib/documents/pdf-lines";
import type { PdfJsLike } from "@/lib/documents/pdf-text";
import { linkedInProfilePdf, PROFILE } from "../../../fixtures/linkedin/profile-pdf.ts";

const pdfjsLib = pdfjs as unknown as PdfJsLike;
const read = (bytes: Buffer) => extractPdfLines(new Uint8Array(bytes), pdfjsLib, { verbosity: 0 });

describe("pageLines", () => {
  it("joins items into lines, starting a new one on another baseline or back at the left", () => {
    const item = (str: string, x: number, y: number, height = 10, hasEOL = false) => ({
      str,
      hasEOL,
      height,
      transform: [height, 0, 0, height, x, y],
    });
    expect(
      pageLines([
        item("Jane", 200, 700, 26),
        item(" ", 260, 700, 26),
        item("Doe", 265, 700, 26),
        item("Contact", 30, 700, 13),
      ]),
    ).toEqual([
      { text: "Jane Doe", x: 200, size: 26 },
      { text: "Contact", x: 30, size: 13 },
    ]);
    expect(pageLines([item("a", 30, 700, 10, true), item("b", 30, 690)]).map((line) => line.text)).toEqual([
      "a",
      "b",
    ]);
  });
});

describe("a LinkedIn profile PDF", () => {
  it("reads name, headline, location, contact, the main sections in order and the sidebar", async () => {
    const profile = parseLinkedInProfile(await read(linkedInProfilePdf()));
    expect(profile).not.toBeNull();
    expect(profile).toMatchObject({
      name: PROFILE.name,
      headline: PROFILE.headline,
      location: PROFILE.location,
      contact: [PROFILE.email, PROFILE.linkedin],
    });
    expect(profile!.sections.map((section) => section.heading)).toEqual([
      "Summary",
      "Experience",
      "Education",
    ]);
    const experience = profile!.sections.find((section) => section.heading === "Experience")!;
    expect(experience.lines).toEqual([...PROFILE.experience[0], ...PROFILE.experience[1]]);
    expect(profile!.sidebar).toEqual([
      { heading: "Top Skills", lines: [...PROFILE.skills] },
      { heading: "Languages", lines: [...PROFILE.languages] },
      { heading: "Certifications", lines: [PROFILE.certification] },
    ]);
  });

  it("becomes a CV: who and contact first, then the career, skills on one line; no page footers", async () => {
    const text = linkedInCvText(parseLinkedInProfile(await read(linkedInProfilePdf()))!);
    expect(
      text.startsWith(
        `${PROFILE.name}\n${PROFILE.headline}\n${PROFILE.location}\n${PROFILE.email} · ${PROFILE.linkedin}\n\nSummary\n`,
      ),
    ).toBe(true);
    expect(text).toContain(`\n\nSkills\n${PROFILE.skills.join(", ")}\n\nLanguages\n`);
    expect(text.indexOf("Experience")).toBeLessThan(text.indexOf("Education"));
    expect(text.indexOf("Education")).toBeLessThan(text.indexOf("Skills"));
    expect(text).not.toMatch(/Page \d of \d/);
    expect(text).not.toContain("(LinkedIn)");
  });

  it("is not claimed for an ordinary CV PDF", async () => {
    const doc = new jsPDF({ unit: "pt", format: "letter" });
    [
      "Jane Doe",
      "jane@example.com",
      "Experience",
      "Engineer at Acme, 2019 - 2024",
      "Skills",
      "Go, SQL",
    ].forEach((line, row) => doc.text(line, 60, 80 + row * 20));
    const lines = await read(Buffer.from(doc.output("arraybuffer")));
    expect(parseLinkedInProfile(lines)).toBeNull();
  });
});
