import OpenAI from "openai";
import { aiEnv } from "@/lib/ai/ai-env";
import { readAiSettings } from "@/lib/settings/ai-settings";

/**
 * The one gateway client (docs/architecture.md §4): the `openai` SDK against any OpenAI-compatible URL (OpenRouter by default).
 * The key comes from admin settings (encrypted at rest) or AI_GATEWAY_API_KEY; time-out and retries from
 * api.timeouts.default / api.retries.max. With no key, callers use the offline engine.
 */
export type GatewayConfig = {
  baseURL: string;
  apiKey: string;
  timeoutMs: number;
  maxRetries: number;
  /** Where the key came from. */
  keySource: "settings" | "environment";
};

export const APP_TITLE = "Cover Letter Builder";

/** The gateway to use, or null when no key is configured anywhere. */
export async function resolveGatewayConfig(): Promise<GatewayConfig | null> {
  const env = aiEnv();
  const settings = await readAiSettings();
  const apiKey = settings.apiKey ?? env.AI_GATEWAY_API_KEY ?? null;
  if (!apiKey) return null;
  return {
    baseURL: env.AI_GATEWAY_BASE_URL,
    apiKey,
    timeoutMs: settings.timeoutMs,
    maxRetries: settings.maxRetries,
    keySource: settings.apiKey ? "settings" : "environment",
  };
}

/** The provider name for api_usage_logs: "openrouter" for OpenRouter, else the gateway's host. */
export function providerName(baseURL: string): string {
  const host = new URL(baseURL).hostname;
  return host.endsWith("openrouter.ai") ? "openrouter" : host;
}

const clients = new Map<string, OpenAI>();

/** One SDK client per configuration (they keep connections alive). */
export function gatewayClient(config: GatewayConfig): OpenAI {
  const cacheKey = JSON.stringify(config);
  let client = clients.get(cacheKey);
  if (!client) {
    if (clients.size > 8) clients.clear(); // configurations change rarely; never grow without bound
    client = new OpenAI({
      baseURL: config.baseURL,
      apiKey: config.apiKey,
      timeout: config.timeoutMs,
      maxRetries: config.maxRetries,
      defaultHeaders: {
        // OpenRouter's attribution headers (docs/spec.md, engine §7: referer and title).
        "HTTP-Referer": process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000",
        "X-Title": APP_TITLE,
      },
    });
    clients.set(cacheKey, client);
  }
  return client;
}
