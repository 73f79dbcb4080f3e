"use client";

import { useEffect, useRef, useState } from "react";

import { requestJson } from "@/lib/api-client";
import { advertFingerprint, type AdvertReading } from "@/lib/builder/advert-edits";
import { ADVERT_ANALYSIS_DEBOUNCE_MS } from "@/lib/messages/builder/page";
import { API } from "@/lib/routes";

export type AdvertAnalysisState =
  | { status: "idle" }
  | { status: "loading" }
  | { status: "ready"; reading: AdvertReading }
  | { status: "error" };

type Settled = { fingerprint: string; reading: AdvertReading | null };

/** Debounced and cancelled on change, so typing costs one request per pause, not per key. */
export function useAdvertAnalysis(
  jobDescription: string,
  onReading: (reading: AdvertReading, fingerprint: string) => void,
): AdvertAnalysisState {
  const text = jobDescription.trim();
  const fingerprint = advertFingerprint(text);
  const [settled, setSettled] = useState<Settled | null>(null);
  const settledRef = useRef<Settled | null>(null);
  const onReadingRef = useRef(onReading);

  useEffect(() => {
    onReadingRef.current = onReading;
  }, [onReading]);

  useEffect(() => {
    if (!text || settledRef.current?.fingerprint === fingerprint) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      void (async () => {
        let next: Settled;
        try {
          const body = await requestJson<{ analysis?: AdvertReading }>(API.advert, {
            method: "POST",
            body: { jobDescription: text },
            signal: controller.signal,
          });
          next = { fingerprint, reading: body.analysis ?? null };
        } catch {
          // Any failure: the strip says the advert could not be read.
          if (controller.signal.aborted) return;
          next = { fingerprint, reading: null };
        }
        if (controller.signal.aborted) return;
        settledRef.current = next;
        setSettled(next);
        if (next.reading) onReadingRef.current(next.reading, fingerprint);
      })();
    }, ADVERT_ANALYSIS_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [text, fingerprint]);

  if (!text) return { status: "idle" };
  if (settled?.fingerprint !== fingerprint) return { status: "loading" };
  return settled.reading ? { status: "ready", reading: settled.reading } : { status: "error" };
}
