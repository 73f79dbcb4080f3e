import { aiEnv } from "@/lib/ai/ai-env";
import { decodeEncryptionKey } from "@/lib/env-schema";

/** The 32-byte key from APP_ENCRYPTION_KEY (validated by the AI environment schema). */
export function appEncryptionKey(): Buffer {
  const key = decodeEncryptionKey(aiEnv().APP_ENCRYPTION_KEY);
  if (!key) throw new Error("APP_ENCRYPTION_KEY is malformed");
  return key;
}
