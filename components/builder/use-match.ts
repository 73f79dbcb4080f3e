"use client";

import { useQuery } from "@tanstack/react-query";

import { requestJson } from "@/lib/api-client";
import { textFingerprint } from "@/lib/builder/fingerprint";
import type { CvAdvertMatch } from "@/lib/grounding/match";
import { API } from "@/lib/routes";

/**
 * How the CV meets the advert (POST /api/match; docs/product-rules.md, "The match"). The answer depends on these two
 * texts only, so it is kept per pair of texts and asked for once.
 */
export function useMatch(cvContent: string, jobDescription: string) {
  const cv = cvContent.trim();
  const advert = jobDescription.trim();
  return useQuery({
    queryKey: ["match", textFingerprint(cv), textFingerprint(advert)],
    queryFn: ({ signal }) =>
      requestJson<CvAdvertMatch>(API.match, {
        method: "POST",
        body: { cvContent: cv, jobDescription: advert },
        signal,
      }),
    enabled: Boolean(cv && advert),
  });
}
