"use client";

import { useState, type ReactNode } from "react";
import { QueryCache, QueryClient, QueryClientProvider } from "@tanstack/react-query";

import { toast } from "@/components/ui/toast";
import { failureMessage } from "@/lib/api-client";

function createBuilderQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A query with `meta.errorToast` reports a failure with the server's text, else that fallback.
      onError: (error, query) => {
        const fallback = query.meta?.errorToast;
        if (typeof fallback === "string") toast.error(failureMessage(error, fallback));
      },
    }),
    defaultOptions: {
      // Data changes only through this page: a failure is shown, not retried; focus and reconnect refetch nothing.
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        staleTime: Infinity,
        gcTime: Infinity,
      },
      mutations: { retry: false },
    },
  });
}

/** The builder's server-state cache. Only the builder page uses it, so other pages never load TanStack Query. */
export function BuilderQueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(createBuilderQueryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
