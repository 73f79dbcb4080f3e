import { parseAiEnv, type AiEnv } from "@/lib/env-schema";

let cached: { raw: string; env: AiEnv } | undefined;

/** The validated AI variables (APP_ENCRYPTION_KEY, AI_GATEWAY_BASE_URL, AI_GATEWAY_API_KEY); throws EnvError naming a bad one. */
export function aiEnv(): AiEnv {
  const source = {
    APP_ENCRYPTION_KEY: process.env.APP_ENCRYPTION_KEY,
    AI_GATEWAY_BASE_URL: process.env.AI_GATEWAY_BASE_URL,
    AI_GATEWAY_API_KEY: process.env.AI_GATEWAY_API_KEY,
  };
  // Re-parsed only when a value changes (tests point the app at a fake gateway between cases).
  const raw = JSON.stringify(source);
  if (cached?.raw !== raw) cached = { raw, env: parseAiEnv(source) };
  return cached.env;
}
