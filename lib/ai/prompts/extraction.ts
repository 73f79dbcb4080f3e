import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { DATA_NOTICE, dataBlock } from "@/lib/ai/prompts/data-blocks";

/** CV extraction prompts: the standard one and the stricter admin one (premium model). Both ask for JSON only. */

const SHAPE = `{"name": string, "postNominals": string[], "nickname": string, "email": string, "phone": string,
"linkedin": string, "website": string, "address": string, "summary": string,
"experience": [{"company": string, "position": string, "duration": string, "description": string, "achievements": string[]}],
"education": [{"institution": string, "degree": string, "field": string, "year": string}],
"skills": string[], "certifications": string[], "languages": string[]}`;

export function extractionMessages(
  cvContent: string,
  variant: "standard" | "admin",
): ChatCompletionMessageParam[] {
  const admin =
    variant === "admin"
      ? "Be exhaustive: keep every role with its achievements as separate strings, newest first, and every skill exactly as written."
      : "Newest role first.";
  return [
    {
      role: "system",
      content: [
        "You extract structured data from CVs.",
        DATA_NOTICE,
        `Reply with one JSON object of exactly this shape and nothing else (no code fences): ${SHAPE}`,
        "Use an empty string or empty list when something is not in the CV. Never invent data.",
        "name is the person's name without credentials (RN, PhD, CPA go in postNominals) or a nickname in brackets or quotes (goes in nickname).",
        admin,
      ].join("\n"),
    },
    { role: "user", content: dataBlock("cv", cvContent) },
  ];
}
