// The built-in engine's Shorten and Rewrite of one paragraph (docs/product-rules.md, "Paragraph actions"): shorter
// or rephrased from the CV's facts, and never a claim the CV does not show that the paragraph did not already make.
import { describe, expect, it } from "vitest";

import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import { rewriteParagraph, shortenParagraph, type ParagraphFacts } from "@/lib/ai/offline/paragraph";
import { checkLetter } from "@/lib/grounding/check-letter";
import { paragraphsOf, replaceParagraph, selectableParagraphs } from "@/lib/letter/paragraphs";
import { offlineRewriteEnglishOnly, PARAGRAPH_MESSAGES } from "@/lib/messages/ai";
import { GROUNDING_CASES } from "../../../../fixtures/grounding/corpus";

const CV = [
  "Jane Doe",
  "jane.doe@example.com | +44 7700 900123",
  "",
  "Experience",
  "Senior Software Engineer — Brightwave Ltd (2021 – Present)",
  "- Led the migration of 40 services to Kubernetes",
  "- Cut cloud costs by 18% through rightsizing",
  "",
  "Skills",
  "Go, Python, Kubernetes, PostgreSQL",
].join("\n");
const JOB =
  "Senior Backend Engineer\n\nNorthstar Analytics is hiring a Senior Backend Engineer with Go and Kafka.\n\nRequirements\n- Go\n- Kafka";
const FACTS: ParagraphFacts = { cvContent: CV, jobDescription: JOB, additionalNotes: "" };
const LETTER = [
  "Dear Hiring Manager,",
  "I am writing to apply for the Senior Backend Engineer role at Northstar Analytics.",
  "I enjoy hard problems. I led the migration of 40 services to Kubernetes. I also ran a team of 25 engineers at Google. My work is careful and steady.",
  "I would welcome the chance to discuss how my experience could help Northstar Analytics.",
  "Sincerely,\nJane Doe",
].join("\n\n");

const unsupported = (letter: string, facts: ParagraphFacts) =>
  new Set(
    checkLetter({ letter, ...facts })
      .claims.filter((claim) => !claim.supported)
      .map((claim) => claim.text.toLowerCase().replace(/\s+/g, " ").trim()),
  );

/** The claims the CV lacks that `after` makes and `before` did not. */
function newClaims(before: string, after: string, facts: ParagraphFacts): string[] {
  const had = unsupported(before, facts);
  return [...unsupported(after, facts)].filter((claim) => !had.has(claim));
}

describe("shortenParagraph", () => {
  it("leaves out the claim the CV lacks first, then the sentences with fewest facts, keeping the CV's facts", () => {
    const paragraph = paragraphsOf(LETTER)[2]!;
    const result = shortenParagraph(paragraph, FACTS);
    if (!("paragraph" in result)) throw new Error(result.refusal);
    expect(result.paragraph).not.toContain("Google");
    expect(result.paragraph).toContain("I led the migration of 40 services to Kubernetes.");
    expect(result.paragraph.split(/\s+/).length).toBeLessThanOrEqual(paragraph.split(/\s+/).length * 0.7);
  });

  it("works in any language: it only leaves sentences out", () => {
    const german =
      "Bei Brightwave habe ich 40 Dienste nach Kubernetes migriert. Ich arbeite gern im Team. Die Stelle reizt mich sehr.";
    const result = shortenParagraph(german, FACTS);
    expect(result).toEqual({ paragraph: "Bei Brightwave habe ich 40 Dienste nach Kubernetes migriert." });
  });

  it("says plainly that one sentence cannot be shortened by leaving sentences out", () => {
    expect(shortenParagraph("I led the migration of 40 services to Kubernetes.", FACTS)).toEqual({
      refusal: PARAGRAPH_MESSAGES.oneSentence,
    });
  });
});

describe("rewriteParagraph", () => {
  const job = analyseJobDescription(JOB);

  it("rephrases a middle paragraph's facts from the CV lines behind them, dropping the claim the CV lacks", () => {
    const result = rewriteParagraph(LETTER, 2, FACTS, job, "en");
    if (!("paragraph" in result)) throw new Error(result.refusal);
    expect(result.paragraph).toContain("Brightwave");
    expect(result.paragraph).toContain("40 services to Kubernetes");
    expect(result.paragraph).not.toContain("Google");
    expect(result.paragraph).not.toBe(paragraphsOf(LETTER)[2]);
  });

  it("words the opening and the closing as the built-in letter does, in another tone", () => {
    for (const index of [1, 3]) {
      const result = rewriteParagraph(LETTER, index, FACTS, job, "en");
      if (!("paragraph" in result)) throw new Error(result.refusal);
      expect(result.paragraph).not.toBe(paragraphsOf(LETTER)[index]);
      expect(newClaims(LETTER, replaceParagraph(LETTER, index, result.paragraph), FACTS)).toEqual([]);
    }
  });

  it("rewrites English only, and says so", () => {
    expect(rewriteParagraph(LETTER, 2, FACTS, job, "de")).toEqual({
      refusal: offlineRewriteEnglishOnly("German"),
    });
  });
});

describe("on the labelled letters", () => {
  it("never adds a number, name or skill the CV lacks", () => {
    let changed = 0;
    for (const letterCase of GROUNDING_CASES) {
      const facts: ParagraphFacts = {
        cvContent: letterCase.cvText,
        jobDescription: letterCase.advertText,
        additionalNotes: letterCase.notes,
      };
      const job = analyseJobDescription(letterCase.advertText);
      for (const index of selectableParagraphs(letterCase.letter)) {
        const paragraph = paragraphsOf(letterCase.letter)[index]!;
        for (const result of [
          shortenParagraph(paragraph, facts),
          rewriteParagraph(letterCase.letter, index, facts, job, "en"),
        ]) {
          if (!("paragraph" in result)) continue;
          changed++;
          const after = replaceParagraph(letterCase.letter, index, result.paragraph);
          expect(newClaims(letterCase.letter, after, facts), `${letterCase.id} paragraph ${index}`).toEqual(
            [],
          );
        }
      }
    }
    // The check above must have had something to check.
    expect(changed).toBeGreaterThan(GROUNDING_CASES.length * 2);
  }, 120_000);
});
