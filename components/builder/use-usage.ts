"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";

import { requestJson } from "@/lib/api-client";
import { USAGE_REFRESH_DELAY_MS } from "@/lib/messages/builder/page";
import type { MonthlyUsage } from "@/lib/usage/quota";
import { API } from "@/lib/routes";

const USAGE_KEY = ["usage"] as const;

/** This month's generations (docs/spec.md, product §2 'Usage panel'), starting from what the page was rendered with. */
export function useUsage(initialUsage: MonthlyUsage) {
  const client = useQueryClient();
  const { data: usage } = useQuery({
    queryKey: USAGE_KEY,
    queryFn: () => requestJson<MonthlyUsage>(API.usage),
    initialData: initialUsage,
  });

  const set = (next: MonthlyUsage) => client.setQueryData(USAGE_KEY, next);

  /** After a letter the count is asked for again; if that fails, the count the letter came with is shown. */
  function refreshSoon(fallback: MonthlyUsage | null) {
    setTimeout(() => {
      client.invalidateQueries({ queryKey: USAGE_KEY }, { throwOnError: true }).catch(() => {
        if (fallback) set(fallback);
      });
    }, USAGE_REFRESH_DELAY_MS);
  }

  return { usage, set, refreshSoon };
}
