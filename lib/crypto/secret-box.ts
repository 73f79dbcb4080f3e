import { createCipheriv, createDecipheriv, randomBytes } from "node:crypto";

/**
 * AES-256-GCM for secrets at rest (docs/architecture.md, rule 4). Format: `v1:` + base64(iv ‖ tag ‖ ciphertext), a fresh
 * 12-byte IV per message; the version prefix lets a later key rotation tell formats apart.
 */
const VERSION = "v1";
const IV_BYTES = 12;
const TAG_BYTES = 16;

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SecretBoxError";
  }
}

function assertKey(key: Buffer): void {
  if (key.length !== 32) throw new SecretBoxError("The encryption key must be 32 bytes");
}

export function encryptSecret(plaintext: string, key: Buffer): string {
  assertKey(key);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv("aes-256-gcm", key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, "utf8"), cipher.final()]);
  return `${VERSION}:${Buffer.concat([iv, cipher.getAuthTag(), ciphertext]).toString("base64")}`;
}

/** Throws SecretBoxError when the text was not written by encryptSecret with this key, or was altered. */
export function decryptSecret(sealed: string, key: Buffer): string {
  assertKey(key);
  const [version, payload] = sealed.split(":", 2);
  if (version !== VERSION || !payload) throw new SecretBoxError("Unknown secret format");
  const bytes = Buffer.from(payload, "base64");
  if (bytes.length < IV_BYTES + TAG_BYTES) throw new SecretBoxError("Secret is truncated");
  const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, IV_BYTES));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  try {
    return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString(
      "utf8",
    );
  } catch {
    throw new SecretBoxError("Secret cannot be decrypted with this key");
  }
}

/** What a browser may see of a secret: "configured · …abcd" (docs/architecture.md, rule 4). */
export function maskSecret(secret: string): string {
  return `configured · …${secret.slice(-4)}`;
}
