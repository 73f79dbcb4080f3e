// PKCE: the challenge a client sends when starting a flow, and the check of its verifier at exchange time.
import { createHash, timingSafeEqual } from "node:crypto";
import { errors } from "./errors.ts";
import type { ChallengeMethod } from "./store/flow-state.ts";

export type PkceChallenge = { challenge: string; method: ChallengeMethod };

function text(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** The code_challenge / code_challenge_method pair (null for the implicit flow), validated as GoTrue does. */
export function parsePkce(source: Record<string, unknown>): PkceChallenge | null {
  const challenge = text(source.code_challenge);
  const method = text(source.code_challenge_method).toLowerCase();
  if (!challenge && !method) return null;
  if (!challenge || !method)
    throw errors.validation("PKCE flow requires code_challenge_method and code_challenge");
  if (method !== "s256" && method !== "plain") {
    throw errors.validation(`code challenge method not supported: ${method}`);
  }
  if (challenge.length < 43 || challenge.length > 128) {
    throw errors.validation("code challenge has to be between 43 and 128 characters");
  }
  return { challenge, method };
}

export function verifierMatches(verifier: string, challenge: string, method: ChallengeMethod): boolean {
  const expected = method === "s256" ? createHash("sha256").update(verifier).digest("base64url") : verifier;
  const a = Buffer.from(expected);
  const b = Buffer.from(challenge);
  return a.length === b.length && timingSafeEqual(a, b);
}
