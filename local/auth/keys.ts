// The stand-in's signing key (ES256, P-256) and the JWTs made with it: the anon and service-role API
// keys, access tokens, and the state of the local OAuth provider page.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomUUID, sign, verify, type KeyObject } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

export type PublicJwk = {
  kty: "EC";
  crv: "P-256";
  x: string;
  y: string;
  kid: string;
  alg: "ES256";
  use: "sig";
  key_ops: ["verify"];
  ext: true;
};

export type SigningKeys = {
  kid: string;
  privateKey: KeyObject;
  publicKey: KeyObject;
  publicJwk: PublicJwk;
  /** Long-lived JWT with role "anon" (the public key the browser uses). */
  anonKey: string;
  /** Long-lived JWT with role "service_role" (server only). */
  serviceRoleKey: string;
};

export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number };

type KeysFile = {
  kid: string;
  privateJwk: Record<string, unknown>;
  anonKey: string;
  serviceRoleKey: string;
  createdAt: string;
};

const API_KEY_LIFETIME_SECONDS = 10 * 365 * 24 * 3600;

function base64url(input: Buffer | string): string {
  return Buffer.from(input).toString("base64url");
}

export function signJwt(keys: Pick<SigningKeys, "kid" | "privateKey">, payload: JwtPayload): string {
  const header = base64url(JSON.stringify({ alg: "ES256", typ: "JWT", kid: keys.kid }));
  const body = base64url(JSON.stringify(payload));
  const signature = sign("sha256", Buffer.from(`${header}.${body}`), {
    key: keys.privateKey,
    dsaEncoding: "ieee-p1363", // JWS wants r||s, not DER
  });
  return `${header}.${body}.${base64url(signature)}`;
}

export type VerifyResult = { ok: true; payload: JwtPayload } | { ok: false; reason: string };

/** Checks the ES256 signature against our key and the expiry (against `nowSeconds`). */
export function verifyJwt(keys: Pick<SigningKeys, "publicKey">, token: string, nowSeconds: number): VerifyResult {
  const parts = token.split(".");
  if (parts.length !== 3) return { ok: false, reason: "token is malformed" };
  const [header = "", body = "", signature = ""] = parts;
  let parsedHeader: { alg?: unknown };
  let payload: JwtPayload;
  try {
    parsedHeader = JSON.parse(Buffer.from(header, "base64url").toString("utf8")) as { alg?: unknown };
    payload = JSON.parse(Buffer.from(body, "base64url").toString("utf8")) as JwtPayload;
  } catch {
    return { ok: false, reason: "token is malformed" };
  }
  if (parsedHeader.alg !== "ES256") return { ok: false, reason: "signing method is not ES256" };
  const valid = verify(
    "sha256",
    Buffer.from(`${header}.${body}`),
    { key: keys.publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!valid) return { ok: false, reason: "signature is invalid" };
  if (typeof payload.exp === "number" && payload.exp <= nowSeconds) return { ok: false, reason: "token has expired" };
  return { ok: true, payload };
}

function publicJwkOf(publicKey: KeyObject, kid: string): PublicJwk {
  const jwk = publicKey.export({ format: "jwk" }) as { x: string; y: string };
  return { kty: "EC", crv: "P-256", x: jwk.x, y: jwk.y, kid, alg: "ES256", use: "sig", key_ops: ["verify"], ext: true };
}

function apiKey(keys: Pick<SigningKeys, "kid" | "privateKey">, role: "anon" | "service_role", iat: number): string {
  return signJwt(keys, { iss: "supabase-demo", role, iat, exp: iat + API_KEY_LIFETIME_SECONDS });
}

function generate(): KeysFile {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const kid = randomUUID();
  const iat = Math.floor(Date.now() / 1000);
  return {
    kid,
    privateJwk: privateKey.export({ format: "jwk" }) as Record<string, unknown>,
    anonKey: apiKey({ kid, privateKey }, "anon", iat),
    serviceRoleKey: apiKey({ kid, privateKey }, "service_role", iat),
    createdAt: new Date(iat * 1000).toISOString(),
  };
}

function fromFile(data: KeysFile): SigningKeys {
  const privateKey = createPrivateKey({ key: data.privateJwk as never, format: "jwk" });
  const publicKey = createPublicKey(privateKey);
  const keys = { kid: data.kid, privateKey, publicKey, publicJwk: publicJwkOf(publicKey, data.kid) };
  for (const [name, token] of [
    ["anonKey", data.anonKey],
    ["serviceRoleKey", data.serviceRoleKey],
  ] as const) {
    if (typeof token !== "string" || !verifyJwt(keys, token, 0).ok) {
      throw new Error(`${name} was not signed by the key stored next to it`);
    }
  }
  return { ...keys, anonKey: data.anonKey, serviceRoleKey: data.serviceRoleKey };
}

/**
 * The key pair and API keys: read from `keysFile` when it exists, else generated (and written there,
 * so the anon/service-role keys stay the same between runs). Without `keysFile` they live in memory.
 */
export function loadOrCreateKeys(keysFile?: string): SigningKeys {
  if (keysFile && existsSync(keysFile)) {
    try {
      return fromFile(JSON.parse(readFileSync(keysFile, "utf8")) as KeysFile);
    } catch (error) {
      throw new Error(
        `The auth stand-in's key file ${keysFile} is unreadable (${(error as Error).message}). ` +
          `Delete it to generate new keys (sessions signed with the old key end).`,
        { cause: error },
      );
    }
  }
  const data = generate();
  if (keysFile) {
    mkdirSync(path.dirname(keysFile), { recursive: true });
    writeFileSync(keysFile, `${JSON.stringify(data, null, 2)}\n`, { mode: 0o600 });
  }
  return fromFile(data);
}
