import { envReader } from "@/lib/env-reader";
import { parseAiEnv } from "@/lib/env-schema";

/** The validated AI variables (APP_ENCRYPTION_KEY, AI_GATEWAY_BASE_URL, AI_GATEWAY_API_KEY); throws EnvError naming a bad one. */
export const aiEnv = envReader(
  ["APP_ENCRYPTION_KEY", "AI_GATEWAY_BASE_URL", "AI_GATEWAY_API_KEY"],
  parseAiEnv,
);
