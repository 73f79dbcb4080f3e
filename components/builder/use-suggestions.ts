"use client";

import { useMutation } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import type { SuggestionsState } from "@/components/builder/suggestions-panel";
import type { ImprovementResult } from "@/lib/ai/suggestions-result";
import { failureMessage, requestJson } from "@/lib/api-client";
import { AI_ERROR_MESSAGES } from "@/lib/messages/ai";
import { API } from "@/lib/routes";

type SuggestionsInput = { cvContent: string; jobDescription: string };

type SuggestionsResponse = {
  result: ImprovementResult;
  engine: "ai" | "offline";
  model: string | null;
  unstructured: boolean;
  notice: string | null;
  message: string;
};

const requestSuggestions = (input: SuggestionsInput) =>
  requestJson<SuggestionsResponse>(API.suggestions, {
    method: "POST",
    body: input,
    messages: { server: AI_ERROR_MESSAGES.suggestionsFailed },
  });

/** CV suggestions for the current input (docs/spec.md, product §9); only the latest request's answer is shown. */
export function useSuggestions() {
  const mutation = useMutation({ mutationFn: requestSuggestions });

  function request(input: SuggestionsInput) {
    if (!input.cvContent.trim() || !input.jobDescription.trim()) {
      toast.error(AI_ERROR_MESSAGES.suggestionsNeedBoth);
      return;
    }
    // Callbacks given to mutate run for the latest request only, and not after reset().
    mutation.mutate(input, {
      onSuccess: (response) => toast.success(response.message),
      onError: (error) => toast.error(failureMessage(error, AI_ERROR_MESSAGES.suggestionsFailed)),
    });
  }

  let state: SuggestionsState = { status: "idle" };
  if (mutation.isPending) state = { status: "loading" };
  else if (mutation.isSuccess)
    state = { status: "ready", result: mutation.data.result, notice: mutation.data.notice };
  else if (mutation.isError)
    state = { status: "error", message: failureMessage(mutation.error, AI_ERROR_MESSAGES.suggestionsFailed) };

  return { state, request, reset: mutation.reset };
}
