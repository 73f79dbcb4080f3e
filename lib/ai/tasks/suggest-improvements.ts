import type { AiContext } from "@/lib/ai/context";
import { mapGatewayError } from "@/lib/ai/errors";
import { modelChain } from "@/lib/ai/models";
import { missingMustHaves, suggestImprovementsLocally } from "@/lib/ai/offline/suggestions";
import { parseModelJson } from "@/lib/ai/parse-json";
import { suggestionsMessages } from "@/lib/ai/prompts/suggestions";
import {
  isEmptyImprovementResult,
  normaliseImprovementResult,
  unstructuredImprovementResult,
  type ImprovementResult,
} from "@/lib/ai/suggestions-result";
import { callWithFallback } from "@/lib/ai/tasks/logged-call";
import { AI_ERROR_MESSAGES } from "@/lib/messages/ai";

export type SuggestionsOutcome = {
  result: ImprovementResult;
  engine: "ai" | "offline";
  model: string | null;
  /** The model's reply was not JSON: its first 10 lines are the bullets (docs/spec.md, engine §4). */
  unstructured: boolean;
  notice: string | null;
};

/** CV improvement suggestions; without a key, or when every model fails, the offline keyword-gap analysis answers. */
export async function suggestImprovements(
  ctx: AiContext,
  cvContent: string,
  jobDescription: string,
): Promise<SuggestionsOutcome> {
  const offline = (notice: string | null): SuggestionsOutcome => ({
    result: suggestImprovementsLocally(cvContent, jobDescription),
    engine: "offline",
    model: null,
    unstructured: false,
    notice,
  });
  // The missing key is named to staff only (docs/decisions.md 'No AI key'); job seekers just get the suggestions.
  if (!ctx.gateway) return offline(ctx.staff ? AI_ERROR_MESSAGES.noKey : null);
  try {
    const reply = await callWithFallback(
      ctx,
      "suggestions",
      modelChain("suggestions", { staff: false }),
      () =>
        suggestionsMessages(
          cvContent,
          jobDescription,
          missingMustHaves(cvContent, jobDescription).map((gap) => gap.text),
        ),
    );
    const parsed = parseModelJson(reply.content);
    const result = parsed === undefined ? null : normaliseImprovementResult(parsed);
    if (!result || isEmptyImprovementResult(result)) {
      return {
        result: unstructuredImprovementResult(reply.content),
        engine: "ai",
        model: reply.model,
        unstructured: true,
        notice: null,
      };
    }
    return { result, engine: "ai", model: reply.model, unstructured: false, notice: null };
  } catch (error) {
    const failure = mapGatewayError(error);
    if (failure.kind === "aborted") throw failure;
    return offline(failure.userMessage);
  }
}
