import type { Sql } from "postgres";
import { sql as appSql } from "@/lib/db/client";

export const COVER_LETTER_GENERATION = "cover_letter_generation";

/** One api_usage_logs row, its values already rounded and truncated (lib/ai/call-log.ts). */
export type ApiUsageEntry = {
  userId: string | null;
  sessionId: string | null;
  provider: string;
  /** null on rows the built-in writer leaves (no gateway endpoint or model). */
  endpoint: string | null;
  model: string | null;
  requestType: string;
  tokensUsed: number;
  costCents: number;
  status: "success" | "error";
  durationMs: number;
  errorMessage: string | null;
};

/** Writes the row through log_api_usage (service role only); cost_tracking follows it by trigger. */
export async function privilegedLogApiUsage(entry: ApiUsageEntry, sql: Sql = appSql): Promise<void> {
  await sql`select public.log_api_usage(
    ${entry.userId}::uuid, ${entry.sessionId}, ${entry.provider}, ${entry.endpoint}, ${entry.model},
    ${entry.requestType}, ${entry.tokensUsed}::integer, ${entry.costCents}::numeric, ${entry.status},
    ${entry.durationMs}::integer, ${entry.errorMessage}
  )`;
}
