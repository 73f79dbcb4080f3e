import { truncateForLog } from "@/lib/ai/errors";
import { privilegedLogApiUsage, type ApiUsageEntry } from "@/lib/db/queries/usage";

export const CHAT_ENDPOINT = "/chat/completions";

/** Writes one AI call's outcome to api_usage_logs (docs/spec.md, engine §7); a logging failure is written to the console and never fails the request (docs/architecture.md, rule 5). */
export async function logAiCall(entry: ApiUsageEntry): Promise<void> {
  try {
    await privilegedLogApiUsage({
      ...entry,
      tokensUsed: Math.max(0, Math.round(entry.tokensUsed)),
      costCents: Math.round(entry.costCents * 100) / 100,
      durationMs: Math.max(0, Math.round(entry.durationMs)),
      errorMessage: entry.errorMessage === null ? null : truncateForLog(entry.errorMessage),
    });
  } catch (error) {
    console.error("[ai] usage logging failed:", (error as Error).message);
  }
}
