import type { CvData } from "@/lib/ai/cv-data";
import type { ImprovementResult } from "@/lib/ai/suggestions-result";
import type { HistoryItem } from "@/lib/history/history-item";
import { AI_ERROR_MESSAGES } from "@/lib/messages/ai";
import type { MonthlyUsage } from "@/lib/usage/quota";
import type { GenerateRequest } from "@/lib/validation/ai";

/**
 * The builder's calls to its own server (same origin, so the session cookie goes along). Every failure becomes an
 * ApiError carrying the server's message (`{ error }`), so callers can toast it as is.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Our own: the network failed before the server answered. */
export const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";

async function request<T>(path: string, init: RequestInit = {}, fallback = NETWORK_ERROR): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { "content-type": "application/json", ...init.headers },
      credentials: "same-origin",
      cache: "no-store",
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  let body: Record<string, unknown> = {};
  try {
    body = (await response.json()) as Record<string, unknown>;
  } catch {
    // not JSON: keep the fallback message
  }
  if (!response.ok) {
    throw new ApiError(typeof body.error === "string" ? body.error : fallback, response.status, body);
  }
  return body as T;
}

export const fetchUsage = () => request<MonthlyUsage>("/api/ai/usage");

export const fetchHistory = (search = "", signal?: AbortSignal) =>
  request<{ items: HistoryItem[] }>(
    `/api/history${search.trim() ? `?search=${encodeURIComponent(search.trim())}` : ""}`,
    { signal },
  );

export const clearHistory = () => request<{ deleted: number }>("/api/history", { method: "DELETE" });

export const updateHistoryItem = (id: string, patch: { favorite?: boolean; letter?: string }) =>
  request<{ item: HistoryItem }>(`/api/history/${encodeURIComponent(id)}`, {
    method: "PATCH",
    body: JSON.stringify(patch),
  });

export const deleteHistoryItem = (id: string) =>
  request<{ deleted: true }>(`/api/history/${encodeURIComponent(id)}`, { method: "DELETE" });

export type SuggestionsResponse = {
  result: ImprovementResult;
  engine: "ai" | "offline";
  model: string | null;
  unstructured: boolean;
  notice: string | null;
  message: string;
};

export const fetchSuggestions = (cvContent: string, jobDescription: string) =>
  request<SuggestionsResponse>(
    "/api/ai/suggestions",
    { method: "POST", body: JSON.stringify({ cvContent, jobDescription }) },
    AI_ERROR_MESSAGES.suggestionsFailed,
  );

export type ExtractResponse = {
  data: CvData;
  engine: "ai" | "offline";
  model: string | null;
  cached: boolean;
  notice: string | null;
  message: string;
};

export const extractCvData = (cvContent: string) =>
  request<ExtractResponse>(
    "/api/ai/extract",
    { method: "POST", body: JSON.stringify({ cvContent }) },
    AI_ERROR_MESSAGES.extractionTestFailed,
  );

/**
 * Starts a generation. A refusal (403 monthly limit, 400, 401, 429) is an ApiError (the 403 body has `usage`);
 * otherwise the NDJSON body to read with readGenerationStream.
 */
export async function startGenerationRequest(
  payload: Partial<GenerateRequest> & Pick<GenerateRequest, "jobDescription" | "cvContent">,
  signal?: AbortSignal,
): Promise<ReadableStream<Uint8Array>> {
  let response: Response;
  try {
    response = await fetch("/api/ai/generate", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(payload),
      credentials: "same-origin",
      signal,
    });
  } catch {
    throw new ApiError(NETWORK_ERROR, 0);
  }
  if (!response.ok || !response.body) {
    let body: Record<string, unknown> = {};
    try {
      body = (await response.json()) as Record<string, unknown>;
    } catch {
      // not JSON
    }
    throw new ApiError(typeof body.error === "string" ? body.error : NETWORK_ERROR, response.status, body);
  }
  return response.body;
}
