// The stand-in's signing key (ES256, P-256) and the JWTs made with it: the anon and service-role API
// keys, access tokens, and the state of the local OAuth provider page.
import {
  createPrivateKey,
  createPublicKey,
  generateKeyPairSync,
  randomUUID,
  sign,
  verify,
  type KeyObject,
} from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from "./api-keys.ts";

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
  /** The public key the browser uses (see api-keys.ts). */
  anonKey: string;
  /** The server-only key. */
  serviceRoleKey: string;
};

export type JwtPayload = Record<string, unknown> & { exp?: number; iat?: number };

type KeysFile = {
  kid: string;
  privateJwk: Record<string, unknown>;
  createdAt: string;
};

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
export function verifyJwt(
  keys: Pick<SigningKeys, "publicKey">,
  token: string,
  nowSeconds: number,
): VerifyResult {
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
  if (typeof payload.exp === "number" && payload.exp <= nowSeconds)
    return { ok: false, reason: "token has expired" };
  return { ok: true, payload };
}

function publicJwkOf(publicKey: KeyObject, kid: string): PublicJwk {
  const jwk = publicKey.export({ format: "jwk" }) as { x: string; y: string };
  return {
    kty: "EC",
    crv: "P-256",
    x: jwk.x,
    y: jwk.y,
    kid,
    alg: "ES256",
    use: "sig",
    key_ops: ["verify"],
    ext: true,
  };
}

function generate(): KeysFile {
  const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const kid = randomUUID();
  return {
    kid,
    privateJwk: privateKey.export({ format: "jwk" }) as Record<string, unknown>,
    createdAt: new Date().toISOString(),
  };
}

function fromFile(data: KeysFile): SigningKeys {
  const privateKey = createPrivateKey({ key: data.privateJwk as never, format: "jwk" });
  const publicKey = createPublicKey(privateKey);
  const publicJwk = publicJwkOf(publicKey, data.kid);
  return {
    kid: data.kid,
    privateKey,
    publicKey,
    publicJwk,
    anonKey: LOCAL_ANON_KEY,
    serviceRoleKey: LOCAL_SERVICE_ROLE_KEY,
  };
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
