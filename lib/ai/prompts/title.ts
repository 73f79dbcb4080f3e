import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import { DATA_NOTICE, dataBlock } from "@/lib/ai/prompts/data-blocks";

/** A short history title (docs/spec.md, engine §5's rules are applied to whatever comes back). */
export function titleMessages(jobDescription: string, letter: string): ChatCompletionMessageParam[] {
  return [
    {
      role: "system",
      content: [
        "You name saved cover letters.",
        DATA_NOTICE,
        "Reply with one title of at most 80 characters in the form '<Position> at <Company>' (or the closest you can), with no quotes and no trailing punctuation.",
      ].join("\n"),
    },
    {
      role: "user",
      content: `${dataBlock("job_description", jobDescription.slice(0, 4000))}\n\n${dataBlock("letter", letter.slice(0, 3000))}`,
    },
  ];
}
