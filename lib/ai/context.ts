import type OpenAI from "openai";
import { isStaff } from "@/lib/auth/access";
import { gatewayClient, providerName, resolveGatewayConfig, type GatewayConfig } from "@/lib/ai/gateway";

/** Who is asking and through which gateway; null gateway = no key configured, so the offline engine answers. */
export type AiContext = {
  gateway: { config: GatewayConfig; client: OpenAI; provider: string } | null;
  userId: string | null;
  sessionId: string | null;
  /** Admin or super_admin: the premium model first for extraction and letters. */
  staff: boolean;
  signal?: AbortSignal;
  /**
   * Where a request that waits for its calls' log rows itself, before it ends, collects them, so the next step need
   * not wait for each (the letter request saves the letter while its title's call is logged).
   */
  pendingLogs?: Promise<void>[];
};

export async function createAiContext(options: Omit<AiContext, "gateway">): Promise<AiContext> {
  const config = await resolveGatewayConfig();
  return {
    ...options,
    gateway: config
      ? { config, client: gatewayClient(config), provider: providerName(config.baseURL) }
      : null,
  };
}

/** The context of a signed-in user's request: staff get the premium model; a closed request stops the call. */
export function userAiContext(user: { id: string; profile: { role: string | null } }, signal?: AbortSignal) {
  return createAiContext({ userId: user.id, sessionId: null, staff: isStaff(user.profile), signal });
}
