import { aiEnv } from "@/lib/ai/ai-env";
import { CHAT_ENDPOINT, logAiCall } from "@/lib/ai/call-log";
import { completeChat } from "@/lib/ai/chat";
import { costCents } from "@/lib/ai/cost";
import { mapGatewayError } from "@/lib/ai/errors";
import { gatewayClient, providerName } from "@/lib/ai/gateway";
import { LETTER_PRIMARY_MODEL } from "@/lib/ai/models";
import { SETTINGS_PAGE } from "@/lib/messages/admin";
import { AI_ERROR_MESSAGES, CONNECTION_TEST, connectionTestFailed } from "@/lib/messages/ai";
import { readAiSettings } from "@/lib/settings/ai-settings";

/** request_type of the connection test in api_usage_logs. */
export const CONNECTION_TEST_REQUEST_TYPE = "connection_test";

export type ConnectionTestResult =
  { status: "success"; message: string; model: string } | { status: "error"; message: string };

/**
 * The admin's connection test (docs/spec.md, engine §4, §7, §8): a 5-token 'Hello' to the default letter model with a 10 s
 * time-out, using the typed key or else the saved one. No retries: the admin is waiting for an answer. Logged like
 * every AI call.
 */
export async function testAiConnection(typedKey: string, actorId: string): Promise<ConnectionTestResult> {
  const apiKey = typedKey.trim() || (await readAiSettings()).apiKey;
  if (!apiKey) return { status: "error", message: AI_ERROR_MESSAGES.connectionTestNoKey };

  const { AI_GATEWAY_BASE_URL: baseURL } = aiEnv();
  const client = gatewayClient({
    baseURL,
    apiKey,
    timeoutMs: CONNECTION_TEST.timeoutMs,
    maxRetries: 0,
    keySource: "settings",
  });
  const base = {
    userId: actorId,
    sessionId: null,
    provider: providerName(baseURL),
    endpoint: CHAT_ENDPOINT,
    requestType: CONNECTION_TEST_REQUEST_TYPE,
  };
  const started = performance.now();
  try {
    const result = await completeChat(client, {
      model: LETTER_PRIMARY_MODEL,
      messages: [{ role: "user", content: CONNECTION_TEST.prompt }],
      temperature: 0,
      maxTokens: CONNECTION_TEST.maxTokens,
    });
    await logAiCall({
      ...base,
      model: result.model,
      tokensUsed: result.usage.totalTokens,
      costCents: costCents(LETTER_PRIMARY_MODEL, result.usage),
      status: "success",
      durationMs: result.durationMs,
      errorMessage: null,
    });
    return { status: "success", message: SETTINGS_PAGE.connectionOk(result.model), model: result.model };
  } catch (error) {
    const failure = mapGatewayError(error);
    await logAiCall({
      ...base,
      model: LETTER_PRIMARY_MODEL,
      tokensUsed: 0,
      costCents: 0,
      status: "error",
      durationMs: performance.now() - started,
      errorMessage: failure.detail,
    });
    return { status: "error", message: connectionTestFailed(failure.detail) };
  }
}
