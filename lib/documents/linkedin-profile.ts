import { columnSide, detectColumns } from "@/lib/documents/pdf-columns";
import type { PdfLinesPage } from "@/lib/documents/pdf-lines";

/**
 * The PDF LinkedIn's "Save to PDF" makes of a profile (docs/decisions.md 'LinkedIn import'): a narrow sidebar (Contact,
 * Top Skills, Languages, Certifications…) beside the main column (name in the largest type, headline, location,
 * then Summary, Experience, Education…). Parsed into a CV in the usual order: who, contact, the main sections,
 * then skills and the rest of the sidebar.
 */
export type ProfileSection = { heading: string; lines: string[] };

export type LinkedInProfile = {
  name: string;
  headline: string | null;
  location: string | null;
  contact: string[];
  sections: ProfileSection[];
  sidebar: ProfileSection[];
};

const SIDEBAR_HEADINGS = new Set([
  "Contact",
  "Top Skills",
  "Skills",
  "Languages",
  "Certifications",
  "Honors-Awards",
  "Publications",
  "Patents",
]);
const MAIN_HEADINGS = new Set([
  "Summary",
  "Experience",
  "Education",
  "Volunteer Experience",
  "Projects",
  "Courses",
  "Organizations",
  "Honors-Awards",
  "Publications",
  "Licenses & Certifications",
]);
// The sidebar takes about the left quarter of the page: where the gutter lies on a page without one of its own.
const SIDEBAR_SHARE = 0.3;
const PAGE_FOOTER = /^Page \d+ of \d+$/i;
// LinkedIn labels contact lines: "(LinkedIn)", "(Personal)", "(Mobile)"…
const CONTACT_LABEL = /\s*\((LinkedIn|Personal|Company|Portfolio|Blog|Other|Mobile|Home|Work)\)\s*$/i;

type Column = "sidebar" | "main";
type Located = { text: string; size: number; page: number; column: Column };

/** Each line's column: split at the gutter pdf-columns.ts finds on its page, else on another page of the export. */
function locate(pages: PdfLinesPage[]): Located[] {
  const content = pages.map((page) => page.lines.filter((line) => !PAGE_FOOTER.test(line.text)));
  const gutters = content.map((lines) => detectColumns(lines)?.gutter ?? null);
  const anyGutter = gutters.find((gutter) => gutter !== null) ?? null;
  const located: Located[] = [];
  content.forEach((lines, index) => {
    const gutter = gutters[index] ?? anyGutter ?? pages[index]!.width * SIDEBAR_SHARE;
    for (const line of lines) {
      located.push({
        text: line.text,
        size: line.size,
        page: index,
        column: columnSide(line, gutter) === "left" ? "sidebar" : "main",
      });
    }
  });
  return located;
}

function sectionsOf(
  lines: string[],
  headings: Set<string>,
): { before: string[]; sections: ProfileSection[] } {
  const before: string[] = [];
  const sections: ProfileSection[] = [];
  for (const line of lines) {
    if (headings.has(line)) sections.push({ heading: line, lines: [] });
    else if (sections.length) sections.at(-1)!.lines.push(line);
    else before.push(line);
  }
  return { before, sections: sections.filter((section) => section.lines.length) };
}

function contactLines(section: ProfileSection | undefined): string[] {
  if (!section) return [];
  const lines: string[] = [];
  for (const raw of section.lines) {
    const text = raw.replace(CONTACT_LABEL, "").trim();
    // A label wrapped onto its own line belongs to the line before.
    if (!text) continue;
    lines.push(text.replace(/^https?:\/\//, ""));
  }
  return lines;
}

/** The profile in a LinkedIn export, or null when the PDF does not look like one. */
export function parseLinkedInProfile(pages: PdfLinesPage[]): LinkedInProfile | null {
  const located = locate(pages);
  const main = located.filter((line) => line.column === "main");
  const sidebar = located.filter((line) => line.column === "sidebar").map((line) => line.text);

  // The name is the largest type in the main column of the first page.
  const firstPage = main.filter((line) => line.page === 0);
  const nameLine = firstPage.reduce<Located | null>(
    (best, line) => (!best || line.size > best.size ? line : best),
    null,
  );
  if (!nameLine) return null;
  const afterName = main.slice(main.indexOf(nameLine) + 1).map((line) => line.text);
  const { before: header, sections } = sectionsOf(afterName, MAIN_HEADINGS);
  const { sections: sidebarSections } = sectionsOf(sidebar, SIDEBAR_HEADINGS);

  const contact = contactLines(sidebarSections.find((section) => section.heading === "Contact"));
  const looksLikeLinkedIn =
    contact.some((line) => /linkedin\.com\/in\//i.test(line)) ||
    sidebarSections.some((section) => section.heading === "Contact" || section.heading === "Top Skills");
  const hasCareer = sections.some((section) =>
    ["Experience", "Education", "Summary"].includes(section.heading),
  );
  if (!looksLikeLinkedIn || !hasCareer) return null;

  return {
    name: nameLine.text,
    headline: header.length > 1 ? header.slice(0, -1).join(" ") : (header[0] ?? null),
    location: header.length > 1 ? (header.at(-1) ?? null) : null,
    contact,
    sections,
    sidebar: sidebarSections.filter((section) => section.heading !== "Contact"),
  };
}

/** The CV text the builder's CV field receives. */
export function linkedInCvText(profile: LinkedInProfile): string {
  const blocks: string[] = [];
  blocks.push(
    [profile.name, profile.headline, profile.location, profile.contact.join(" · ")]
      .filter(Boolean)
      .join("\n"),
  );
  for (const section of profile.sections) blocks.push([section.heading, ...section.lines].join("\n"));
  for (const section of profile.sidebar) {
    if (section.heading === "Top Skills" || section.heading === "Skills") {
      blocks.push(["Skills", section.lines.join(", ")].join("\n"));
    } else {
      blocks.push([section.heading, ...section.lines].join("\n"));
    }
  }
  return blocks.join("\n\n");
}
