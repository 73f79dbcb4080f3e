// The letter prompt names the letter's language, its greeting and sign-off, and British or American spelling
// (docs/product-rules.md, "Letter language"); the fact gate's second attempt keeps them.
import { describe, expect, it } from "vitest";
import { applyAdvertOverrides } from "@/lib/ai/analysis/advert-overrides";
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import {
  factCorrectionMessages,
  intelligentLetterMessages,
  plainLetterMessages,
  type LetterPromptInput,
} from "@/lib/ai/prompts/letter";
import { matchCvToAdvert } from "@/lib/grounding/match";
import { letterProfile } from "@/lib/grounding/match-profile";
import type { AdvertOverrides } from "@/lib/validation/ai";

const CV =
  "Jane Doe\njane@example.com\n\nEXPERIENCE\nBackend Engineer — Brightwave Ltd (2020 – Present)\n- Built payment services in Go";

const GERMAN = [
  "Backend Engineer (m/w/d) – Klarwerk GmbH, Berlin",
  "Wir suchen eine Backend Engineer für unser Payments-Team. Du entwickelst unsere Dienste mit Go und Kubernetes.",
  "Ihre Ansprechpartnerin: Frau Anna Müller",
].join("\n");
const BRITISH =
  "Northstar Analytics is hiring a Backend Engineer. You will help our organisation prioritise its programme of work. Salary £60,000.";
const AMERICAN =
  "Northstar Analytics is hiring a Backend Engineer in Austin, Texas. You will help our organization prioritize its work. Salary $120,000.";

function input(advert: string, overrides?: AdvertOverrides): LetterPromptInput {
  const cv = extractCvLocally(CV);
  return {
    jobDescription: advert,
    cvContent: CV,
    additionalNotes: "",
    tone: "professional",
    length: "medium",
    cv,
    job: applyAdvertOverrides(analyseJobDescription(advert), overrides),
    match: letterProfile(cv, CV, advert, matchCvToAdvert({ cvContent: CV, jobDescription: advert })),
  };
}

const text = (messages: ReturnType<typeof intelligentLetterMessages>) =>
  messages.map((message) => String(message.content)).join("\n");

describe("the letter prompt's language", () => {
  it("asks for a German letter with German conventions to a German advert", () => {
    const prompt = text(intelligentLetterMessages(input(GERMAN)));
    expect(prompt).toContain("Write the whole letter in German");
    expect(prompt).toContain("Language of the letter: German");
    expect(prompt).toContain("start with 'Sehr geehrte Frau Müller,' and end with 'Mit freundlichen Grüßen'");
    expect(prompt).not.toContain("Sincerely");
  });

  it("keeps the language in the plainer prompt and in the fact gate's second attempt", () => {
    expect(text(plainLetterMessages(input(GERMAN)))).toContain("Write the whole letter in German");
    const correction = text(
      factCorrectionMessages(input(GERMAN), "Sehr geehrte Frau Müller, …", ["5 Jahre"]),
    );
    expect(correction).toContain("Write the whole letter in German");
    expect(correction).toContain("Keep everything else (language, greeting");
  });

  it("asks for British or American spelling as the English advert spells", () => {
    const british = text(intelligentLetterMessages(input(BRITISH)));
    expect(british).toContain("Write the letter in English.");
    expect(british).toContain("Use British English spelling");
    expect(british).toContain("end with 'Sincerely,'");
    expect(text(intelligentLetterMessages(input(AMERICAN)))).toContain("Use American English spelling");
  });

  it("follows the user's language correction over the advert's", () => {
    const prompt = text(intelligentLetterMessages(input(GERMAN, { language: "en" })));
    expect(prompt).toContain("Write the letter in English.");
    expect(prompt).toContain("start with 'Dear Ms Müller,'");
    expect(text(intelligentLetterMessages(input(BRITISH, { language: "fr" })))).toContain(
      "Write the whole letter in French",
    );
  });
});
