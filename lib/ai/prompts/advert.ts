import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { DATA_NOTICE, dataBlock } from "@/lib/ai/prompts/data-blocks";

/** JSON only, nulls where unsure, so a shaky reading never beats the local one (docs/product-rules.md). */

/** The system prompt's opening words; the scripted test gateway recognises the call by them. */
export const ADVERT_PROMPT_OPENING = "You read job adverts and report who is hiring and for what.";

const SHAPE = `{"company": string|null, "agency": string|null, "position": string|null, "hiringManager": string|null,
"mustHave": string[], "niceToHave": string[], "language": string|null}`;

const RULES = [
  "company: the employer the successful candidate will work for. If a recruitment agency placed the advert and does not name its client, company is null. Never give the agency as the company.",
  "agency: the recruitment agency's name when an agency placed the advert, otherwise null.",
  'position: the job title exactly as the advert gives it, keeping meaningful qualifiers such as level or specialism ("Product Designer II", "Senior Backend Engineer (Payments)"). Drop location, salary, pay band, contract type, reference numbers and gender markers such as (m/w/d) or (f/m/x).',
  'hiringManager: the named person the application should be addressed to, e.g. "Ms Anna Müller" or "Anna Müller"; include a title only if the advert gives one. null when no person is named (a team or department is not a person).',
  "mustHave: the essential requirements as short phrases (at most 8 words each), in the advert's order, at most 10.",
  "niceToHave: the desirable or bonus requirements as short phrases, in the advert's order, at most 6.",
  'language: the ISO 639-1 code of the language the advert is written in, e.g. "en", "de", "fr".',
];

export function advertAnalysisMessages(jobDescription: string): ChatCompletionMessageParam[] {
  return [
    {
      role: "system",
      content: [
        ADVERT_PROMPT_OPENING,
        DATA_NOTICE,
        `Reply with one JSON object of exactly this shape and nothing else (no code fences): ${SHAPE}`,
        ...RULES,
        "Use null or an empty list when the advert does not say. Never invent names.",
      ].join("\n"),
    },
    { role: "user", content: dataBlock("job_description", jobDescription) },
  ];
}
