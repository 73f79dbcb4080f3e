import type { AiContext } from "@/lib/ai/context";
import { mapGatewayError } from "@/lib/ai/errors";
import { LETTER_PRIMARY_MODEL } from "@/lib/ai/models";
import { titleMessages } from "@/lib/ai/prompts/title";
import { loggedCall } from "@/lib/ai/tasks/logged-call";
import { deriveTitle, finaliseTitle, type ReadAdvert } from "@/lib/ai/title-rules";

export type TitleOutcome = { title: string; engine: "ai" | "offline" };

/** A history title: the model's suggestion under docs/spec.md, engine §5's rules; offline, or on failure, the rules alone. */
export async function generateTitle(
  ctx: AiContext,
  input: { jobDescription: string; letter: string; candidateName?: string; read?: ReadAdvert },
): Promise<TitleOutcome> {
  if (!ctx.gateway) {
    // The offline engine's own title is the one derived from the advert.
    const derived = deriveTitle(input.jobDescription, input.letter, input.read);
    return { title: finaliseTitle({ ...input, candidate: derived || null }), engine: "offline" };
  }
  try {
    const reply = await loggedCall(
      ctx,
      "title",
      LETTER_PRIMARY_MODEL,
      titleMessages(input.jobDescription, input.letter),
    );
    return { title: finaliseTitle({ ...input, candidate: reply.content }), engine: "ai" };
  } catch (error) {
    if (mapGatewayError(error).kind === "aborted") throw error;
    return { title: finaliseTitle({ ...input, candidate: null }), engine: "offline" };
  }
}
