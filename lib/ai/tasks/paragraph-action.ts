import { detectLanguage, englishSpelling } from "@/lib/ai/analysis/advert-language";
import type { ChatResult } from "@/lib/ai/chat";
import type { AiContext } from "@/lib/ai/context";
import { GatewayFailure, mapGatewayError } from "@/lib/ai/errors";
import { modelChain } from "@/lib/ai/models";
import { rewriteParagraph, shortenParagraph, type ParagraphFacts } from "@/lib/ai/offline/paragraph";
import {
  paragraphCorrectionMessages,
  paragraphMessages,
  type ParagraphPromptInput,
} from "@/lib/ai/prompts/paragraph";
import { resolveAdvertAnalysis } from "@/lib/ai/tasks/analyse-advert";
import { callWithFallback } from "@/lib/ai/tasks/logged-call";
import { checkLetter, type LetterCheck } from "@/lib/grounding/check-letter";
import { letterLanguageOf, type LetterLanguage } from "@/lib/letter/conventions";
import { paragraphsOf, replaceParagraph, selectableParagraphs } from "@/lib/letter/paragraphs";
import { AI_ERROR_MESSAGES, PARAGRAPH_MESSAGES, paragraphModelFailed } from "@/lib/messages/ai";
import type { ParagraphActionRequest } from "@/lib/validation/ai";

/**
 * One paragraph of a letter rewritten, shortened, made more formal or more personal (docs/product-rules.md,
 * "Paragraph actions"); every other byte of the letter stays as it was. With a key, a Premium user's action goes
 * to the model (the letter's model chain, logged as `paragraph_action`, never counted against the monthly letters);
 * a reply that adds claims the CV does not show is asked for once more with those claims quoted, then replaced by
 * the built-in writer's version. Everyone else, and a failed model, gets the built-in Shorten and Rewrite; More
 * formal and More personal need the model.
 */

export type ParagraphOutcome =
  | {
      kind: "done";
      letter: string;
      paragraph: string;
      engine: "ai" | "offline";
      check: LetterCheck;
      notices: string[];
    }
  | { kind: "refused"; status: 400 | 403 | 422 | 503; error: string };

const MODEL_ONLY = new Set<ParagraphActionRequest["action"]>(["formal", "personal"]);

const claimKey = (text: string) => text.toLowerCase().replace(/\s+/g, " ").trim();

/** The unsupported claims of `after` that `before` did not already have. */
function addedClaims(before: LetterCheck, after: LetterCheck): string[] {
  const had = new Set(before.claims.filter((claim) => !claim.supported).map((claim) => claimKey(claim.text)));
  const added = after.claims.filter((claim) => !claim.supported && !had.has(claimKey(claim.text)));
  return [...new Set(added.map((claim) => claim.text))];
}

/** The model's paragraph without wrapping quotes; a reply of several paragraphs (a whole letter) is unusable. */
function paragraphOf(reply: string): string {
  const text = reply
    .trim()
    .replace(/^["“](.*)["”]$/s, "$1")
    .trim();
  if (!text) throw new GatewayFailure("empty", AI_ERROR_MESSAGES.tooShort);
  if (paragraphsOf(text).length > 1)
    throw new GatewayFailure("invalid_format", AI_ERROR_MESSAGES.invalidFormat);
  return text;
}

const validate = (result: ChatResult) => void paragraphOf(result.content);

export async function paragraphAction(
  ctx: AiContext,
  request: ParagraphActionRequest,
  options: { premium: boolean },
): Promise<ParagraphOutcome> {
  const { letter, paragraphIndex: index, action } = request;
  if (!selectableParagraphs(letter).includes(index))
    return { kind: "refused", status: 400, error: PARAGRAPH_MESSAGES.notBody };
  const facts: ParagraphFacts = {
    cvContent: request.cvContent,
    jobDescription: request.jobDescription,
    additionalNotes: request.additionalNotes,
  };
  const checkOf = (text: string) => checkLetter({ letter: text, ...facts });
  const language: LetterLanguage = request.language ?? letterLanguageOf(detectLanguage(letter).language);
  const paragraph = paragraphsOf(letter)[index]!;
  const before = checkOf(letter);

  const done = (text: string, engine: "ai" | "offline", notices: string[]): ParagraphOutcome => {
    const next = replaceParagraph(letter, index, text);
    return {
      kind: "done",
      letter: next,
      paragraph: paragraphsOf(next)[index]!,
      engine,
      check: checkOf(next),
      notices,
    };
  };

  const offline = async (notice: string): Promise<ParagraphOutcome> => {
    if (MODEL_ONLY.has(action)) return { kind: "refused", status: 503, error: PARAGRAPH_MESSAGES.needsModel };
    const result =
      action === "shorten"
        ? shortenParagraph(paragraph, facts)
        : rewriteParagraph(
            letter,
            index,
            facts,
            // The built-in writer reads the advert itself: an offline action starts no model call.
            await resolveAdvertAnalysis({ ...ctx, gateway: null }, request.jobDescription, request.advert, {
              waitMs: 0,
            }),
            language,
          );
    if ("refusal" in result) return { kind: "refused", status: 422, error: result.refusal };
    return done(result.paragraph, "offline", [notice]);
  };

  if (!ctx.gateway) return offline(PARAGRAPH_MESSAGES.offline);
  // With a key the model is Premium's; a free user's Shorten and Rewrite are the built-in writer's.
  if (!options.premium) {
    if (MODEL_ONLY.has(action))
      return { kind: "refused", status: 403, error: PARAGRAPH_MESSAGES.premiumOnly };
    return offline(PARAGRAPH_MESSAGES.offline);
  }

  const input: ParagraphPromptInput = {
    action,
    letter,
    paragraph,
    ...facts,
    language,
    spelling: language === "en" ? englishSpelling(request.jobDescription) : null,
  };
  const chain = modelChain("paragraph", { staff: ctx.staff });
  try {
    const first = paragraphOf(
      (await callWithFallback(ctx, "paragraph", chain, () => paragraphMessages(input), { validate })).content,
    );
    const added = addedClaims(before, checkOf(replaceParagraph(letter, index, first)));
    if (!added.length) return done(first, "ai", []);
    // The fact gate (docs/product-rules.md 'The claim check'): once more, with the claims quoted.
    const second = paragraphOf(
      (
        await callWithFallback(
          ctx,
          "paragraph",
          chain,
          () => paragraphCorrectionMessages(input, first, added),
          {
            validate,
          },
        )
      ).content,
    );
    if (!addedClaims(before, checkOf(replaceParagraph(letter, index, second))).length)
      return done(second, "ai", []);
    if (MODEL_ONLY.has(action)) return { kind: "refused", status: 422, error: PARAGRAPH_MESSAGES.claimsKept };
    return offline(PARAGRAPH_MESSAGES.claimsFallback);
  } catch (error) {
    const failure = mapGatewayError(error);
    if (failure.kind === "aborted") throw failure;
    return offline(paragraphModelFailed(failure.userMessage));
  }
}
