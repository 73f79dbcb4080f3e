"use client";

import { useState } from "react";

import { toast } from "@/components/ui/toast";
import { ApiError, failureMessage, NETWORK_ERROR, openStream } from "@/lib/api-client";
import type { DoneEvent } from "@/lib/builder/stream";
import type { LetterLayout } from "@/lib/letter/layout";
import type { MonthlyUsage } from "@/lib/usage/quota";
import type { GenerateRequest } from "@/lib/validation/ai";
import { API } from "@/lib/routes";

export type GeneratePayload = Partial<GenerateRequest> &
  Pick<GenerateRequest, "jobDescription" | "cvContent">;

type GenerationHandlers = {
  /** The letter is written and saved. */
  onDone(event: DoneEvent): void;
  /** Refused for the monthly limit, with the count the server sent. */
  onLimited(usage: MonthlyUsage): void;
};

/** One generation at a time, streamed into the preview as it is written (POST /api/ai/generate, NDJSON). */
export function useGeneration() {
  const [generating, setGenerating] = useState(false);
  const [streamText, setStreamText] = useState<string | null>(null);
  /** The layout of the letter being written, from the stream's first event. */
  const [streamLayout, setStreamLayout] = useState<LetterLayout | null>(null);
  /** The fact gate's notice while it writes the letter again. */
  const [rewriting, setRewriting] = useState<string | null>(null);

  async function generate(payload: GeneratePayload, handlers: GenerationHandlers) {
    setGenerating(true);
    setStreamText("");
    setStreamLayout(null);
    try {
      // The stream reader loads beside the request, at the first letter, not with step 1 (docs/architecture.md §7).
      const [body, { readGenerationStream }] = await Promise.all([
        openStream(API.generate, { body: payload }),
        import("@/lib/builder/stream"),
      ]);
      const outcome = await readGenerationStream(body, {
        onLayout: setStreamLayout,
        onText: setStreamText,
        onRewrite: setRewriting,
      });
      if (outcome.kind === "error") {
        toast.error(outcome.message);
        return;
      }
      handlers.onDone(outcome.event);
    } catch (error) {
      const limited = error instanceof ApiError && error.status === 403 ? error.body.usage : undefined;
      if (limited) handlers.onLimited(limited as MonthlyUsage);
      toast.error(failureMessage(error, NETWORK_ERROR));
    } finally {
      setGenerating(false);
      setStreamText(null);
      setStreamLayout(null);
      setRewriting(null);
    }
  }

  return { generating, streamText, streamLayout, rewriting, generate };
}
