import { truncateForLog } from "@/lib/ai/errors";
import { loggableMessage } from "@/lib/db/loggable-error";
import { OFFLINE_LETTER_REQUEST_TYPE } from "@/lib/ai/models";
import { privilegedLogApiUsage, type ApiUsageEntry } from "@/lib/db/queries/usage";

export const CHAT_ENDPOINT = "/chat/completions";
/** api_provider of the rows the built-in writer leaves (no gateway was called). */
export const BUILT_IN_PROVIDER = "built-in";

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
    console.error("[ai] usage logging failed:", loggableMessage(error));
  }
}

export type OfflineLetter = {
  userId: string;
  sessionId?: string | null;
  /** Why the built-in writer wrote it: the last model failure's message, or null when no AI key is configured. */
  reason: string | null;
  /** From the request's start to the letter's last word. */
  durationMs: number;
};

/**
 * Logs a letter the built-in writer wrote as an `offline_letter` row: 0 tokens, 0 cost, status success. The staff
 * dashboard counts it beside the AI letters; the monthly quota counts only cover_letter_generation rows
 * (docs/architecture.md §3). The reason sits in error_message, shown in the usage list.
 */
export async function logOfflineLetter(letter: OfflineLetter): Promise<void> {
  await logAiCall({
    userId: letter.userId,
    sessionId: letter.sessionId ?? null,
    provider: BUILT_IN_PROVIDER,
    endpoint: null,
    model: null,
    requestType: OFFLINE_LETTER_REQUEST_TYPE,
    tokensUsed: 0,
    costCents: 0,
    status: "success",
    durationMs: letter.durationMs,
    errorMessage: letter.reason,
  });
}
