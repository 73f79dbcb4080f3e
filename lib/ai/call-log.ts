import { sql } from "@/lib/db/client";
import { truncateForLog } from "@/lib/ai/errors";

/** One AI call's outcome for api_usage_logs via log_api_usage (docs/spec.md, engine §7). */
export type AiCallLog = {
  userId: string | null;
  sessionId: string | null;
  provider: string;
  endpoint: string;
  model: string;
  requestType: string;
  tokensUsed: number;
  costCents: number;
  status: "success" | "error";
  durationMs: number;
  errorMessage: string | null;
};

export const CHAT_ENDPOINT = "/chat/completions";

/** Writes the log row; a logging failure is written to the console and never fails the request (docs/architecture.md, rule 5). */
export async function logAiCall(entry: AiCallLog): Promise<void> {
  try {
    await sql`select public.log_api_usage(
      ${entry.userId}::uuid, ${entry.sessionId}, ${entry.provider}, ${entry.endpoint}, ${entry.model},
      ${entry.requestType}, ${Math.max(0, Math.round(entry.tokensUsed))}::integer,
      ${Math.round(entry.costCents * 100) / 100}::numeric, ${entry.status},
      ${Math.max(0, Math.round(entry.durationMs))}::integer,
      ${entry.errorMessage === null ? null : truncateForLog(entry.errorMessage)}
    )`;
  } catch (error) {
    console.error("[ai] usage logging failed:", (error as Error).message);
  }
}
