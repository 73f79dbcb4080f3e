import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { EnglishSpelling } from "@/lib/ai/analysis/advert-language";
import { DATA_NOTICE, dataBlock } from "@/lib/ai/prompts/data-blocks";
import { LANGUAGE_NAMES, type LetterLanguage } from "@/lib/letter/conventions";
import type { ParagraphAction } from "@/lib/validation/ai";

/** The paragraph-action prompt (docs/product-rules.md, "Paragraph actions") and its fact-gate retry. */

export type ParagraphPromptInput = {
  action: ParagraphAction;
  /** The whole letter, for context; only `paragraph` is written again. */
  letter: string;
  paragraph: string;
  cvContent: string;
  jobDescription: string;
  additionalNotes: string;
  language: LetterLanguage;
  spelling: EnglishSpelling | null;
};

const ACTION_GUIDE: Record<ParagraphAction, string> = {
  rewrite: "Rewrite the paragraph in fresh words: the same points, in a different and better-flowing way.",
  shorten:
    "Shorten the paragraph to about two thirds of its length: keep its strongest facts, drop repetition and filler.",
  formal:
    "Make the paragraph more formal: measured, courteous, no contractions or casual phrases; keep its points.",
  personal:
    "Make the paragraph more personal: warmer, in the candidate's own voice, saying why this matters to them; use only motivations the CV or the notes give, or none.",
};

function languageRule(input: ParagraphPromptInput): string {
  if (input.language !== "en")
    return `Write in ${LANGUAGE_NAMES[input.language]}, the language of the letter.`;
  if (input.spelling === "uk") return "Write in English with British spelling.";
  if (input.spelling === "us") return "Write in English with American spelling.";
  return "Write in English.";
}

export function paragraphMessages(input: ParagraphPromptInput): ChatCompletionMessageParam[] {
  const data = [
    `The whole letter, for context:\n${dataBlock("letter", input.letter)}`,
    `The paragraph to change:\n${dataBlock("letter", input.paragraph)}`,
    dataBlock("cv", input.cvContent),
    dataBlock("job_description", input.jobDescription),
    input.additionalNotes ? dataBlock("notes", input.additionalNotes) : "",
  ].filter(Boolean);
  return [
    {
      role: "system",
      content: [
        "You edit one paragraph of a candidate's cover letter.",
        DATA_NOTICE,
        ACTION_GUIDE[input.action],
        languageRule(input),
        "Never invent employers, qualifications, numbers, skills or facts that are not in the CV or the notes; never claim something the paragraph and the CV do not show.",
        "Reply with the new paragraph only: one paragraph of plain text, no greeting, no sign-off, no quotes, no markdown, no comments.",
      ].join("\n"),
    },
    { role: "user", content: data.join("\n\n") },
  ];
}

/** The fact gate's retry: the paragraph's claims the CV does not show, quoted, and the instruction to leave them out. */
export function paragraphCorrectionMessages(
  input: ParagraphPromptInput,
  reply: string,
  unsupported: readonly string[],
): ChatCompletionMessageParam[] {
  return [
    ...paragraphMessages(input),
    { role: "assistant", content: reply },
    {
      role: "user",
      content: [
        "These statements in your paragraph are not supported by the CV or the notes:",
        ...unsupported.map((claim) => `- "${claim}"`),
        "",
        "Write the paragraph again. Leave out each unsupported statement or replace it with something the CV shows;",
        "never claim a skill, employer, qualification, number or length of experience the CV does not state.",
        "Reply with the paragraph only.",
      ].join("\n"),
    },
  ];
}
