import { randomBytes } from "node:crypto";
import { describe, expect, it } from "vitest";
import { decryptSecret, encryptSecret, maskSecret, SecretBoxError } from "@/lib/crypto/secret-box";

describe("AES-256-GCM secret box", () => {
  const key = randomBytes(32);

  it("round-trips, with a fresh IV each time", () => {
    const a = encryptSecret("sk-or-v1-abcd", key);
    const b = encryptSecret("sk-or-v1-abcd", key);
    expect(a).not.toBe(b);
    expect(a.startsWith("v1:")).toBe(true);
    expect(a).not.toContain("abcd");
    expect(decryptSecret(a, key)).toBe("sk-or-v1-abcd");
  });

  it("refuses another key, a tampered message and unknown formats", () => {
    const sealed = encryptSecret("secret", key);
    expect(() => decryptSecret(sealed, randomBytes(32))).toThrow(SecretBoxError);
    const bytes = Buffer.from(sealed.slice(3), "base64");
    bytes[bytes.length - 1]! ^= 1;
    expect(() => decryptSecret(`v1:${bytes.toString("base64")}`, key)).toThrow(SecretBoxError);
    expect(() => decryptSecret("v2:abc", key)).toThrow(SecretBoxError);
    expect(() => encryptSecret("x", randomBytes(16))).toThrow(SecretBoxError);
  });

  it("shows only the last four characters", () => {
    expect(maskSecret("sk-or-v1-123456abcd")).toBe("configured · …abcd");
  });
});
