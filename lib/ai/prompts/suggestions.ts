import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { DATA_NOTICE, dataBlock } from "@/lib/ai/prompts/data-blocks";

const SHAPE = `{"summary": string, "missingKeywords": string[], "suggestedBullets": string[],
"experienceImprovements": string[], "structure": string[], "formatting": string[], "redFlags": string[],
"priority": {"high": string[], "medium": string[], "low": string[]}}`;

/** CV improvement suggestions against the job description (docs/spec.md, engine §3 'CV improvement result'). */
export function suggestionsMessages(
  cvContent: string,
  jobDescription: string,
  /** The match's must-haves the CV does not show (docs/product-rules.md 'The match'): addressed first. */
  missingMustHaves: readonly string[] = [],
): ChatCompletionMessageParam[] {
  return [
    {
      role: "system",
      content: [
        "You are a CV coach. Compare the CV with the job description and suggest concrete improvements.",
        DATA_NOTICE,
        `Reply with one JSON object of exactly this shape and nothing else (no code fences): ${SHAPE}`,
        "missingKeywords: words and skills the job asks for that the CV lacks. suggestedBullets: CV bullet points the candidate could add, only where the CV supports them. Keep each item to one sentence.",
        ...(missingMustHaves.length
          ? [
              `The advert's must-haves the CV does not show: ${missingMustHaves.map((item) => `"${item}"`).join(", ")}. Address each first in priority.high, as where in the CV to show it if the candidate has it; never suggest claiming it otherwise.`,
            ]
          : []),
      ].join("\n"),
    },
    {
      role: "user",
      content: `${dataBlock("job_description", jobDescription)}\n\n${dataBlock("cv", cvContent)}`,
    },
  ];
}
