// Access tokens are ES256 with a kid, so supabase-js verifies them locally against the JWKS (getClaims),
// without a request per check; tokens signed by any other key are rejected.
import { generateKeyPairSync, sign, verify, createPublicKey } from "node:crypto";
import { AuthInvalidJwtError } from "@supabase/supabase-js";
import { beforeAll, describe, expect, it } from "vitest";
import {
  browserClient,
  confirmedUser,
  countingFetch,
  localStack,
  memoryStorage,
  signedInClient,
  ssrClient,
  uniqueEmail,
} from "../support/auth-clients.ts";

const stack = localStack();
const PASSWORD = "claims-pass-1";

function decode(part: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(part, "base64url").toString("utf8")) as Record<string, unknown>;
}

function signWith(
  privateKey: ReturnType<typeof generateKeyPairSync>["privateKey"],
  header: object,
  payload: object,
): string {
  const head = Buffer.from(JSON.stringify(header)).toString("base64url");
  const body = Buffer.from(JSON.stringify(payload)).toString("base64url");
  const signature = sign("sha256", Buffer.from(`${head}.${body}`), {
    key: privateKey,
    dsaEncoding: "ieee-p1363",
  });
  return `${head}.${body}.${signature.toString("base64url")}`;
}

let email: string;
beforeAll(async () => {
  email = uniqueEmail("claims");
  await confirmedUser(email, PASSWORD, { name: "Cla Ims" });
});

describe("JWKS and getClaims()", () => {
  it("getClaims() verifies locally: one JWKS fetch, then no request at all", async () => {
    const fetchSpy = countingFetch();
    const client = browserClient(stack, { storage: memoryStorage(), fetch: fetchSpy });
    const { data: signedIn } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(fetchSpy.calls).toHaveLength(1);

    const { data, error } = await client.auth.getClaims();
    expect(error).toBeNull();
    expect(fetchSpy.calls.slice(1)).toEqual([`${stack.supabaseUrl}/auth/v1/.well-known/jwks.json`]);
    expect(data?.header).toMatchObject({ alg: "ES256", typ: "JWT" });
    expect(data?.claims).toMatchObject({
      iss: `${stack.supabaseUrl}/auth/v1`,
      sub: signedIn.user?.id,
      aud: "authenticated",
      email,
      phone: "",
      role: "authenticated",
      aal: "aal1",
      is_anonymous: false,
      app_metadata: { provider: "email", providers: ["email"] },
      user_metadata: { name: "Cla Ims" },
    });
    const claims = data?.claims as Record<string, unknown>;
    expect(claims.exp).toBe((claims.iat as number) + 3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: "password", timestamp: expect.any(Number) }]);

    const calls = fetchSpy.calls.length;
    for (let i = 0; i < 3; i++) expect((await client.auth.getClaims()).error).toBeNull();
    const other = await signedInClient(stack, email, PASSWORD);
    expect((await client.auth.getClaims(other.session.access_token)).error).toBeNull();
    expect(fetchSpy.calls.length).toBe(calls);
  });

  it("also without a network request from an @supabase/ssr server client (the proxy's check)", async () => {
    const jar = new Map<string, string>();
    await ssrClient(stack, jar).auth.signInWithPassword({ email, password: PASSWORD });
    const fetchSpy = countingFetch();
    const server = ssrClient(stack, jar, fetchSpy);
    const first = await server.auth.getClaims();
    expect(first.error).toBeNull();
    expect(first.data?.claims.email).toBe(email);
    expect(fetchSpy.calls.filter((url) => !url.endsWith("/.well-known/jwks.json"))).toEqual([]);
    const before = fetchSpy.calls.length;
    expect((await ssrClient(stack, jar, fetchSpy).auth.getClaims()).error).toBeNull();
    expect(fetchSpy.calls.length).toBe(before);
  });

  it("publishes the public key with kid, alg ES256 and use sig, and it verifies an access token", async () => {
    const response = await fetch(`${stack.supabaseUrl}/auth/v1/.well-known/jwks.json`);
    expect(response.status).toBe(200);
    const { keys } = (await response.json()) as { keys: Array<Record<string, string>> };
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ kty: "EC", crv: "P-256", alg: "ES256", use: "sig" });
    expect(keys[0]).not.toHaveProperty("d");

    const { session } = await signedInClient(stack, email, PASSWORD);
    const [head = "", body = "", signature = ""] = session.access_token.split(".");
    expect(decode(head).kid).toBe(keys[0]?.kid);
    const publicKey = createPublicKey({ key: keys[0] as never, format: "jwk" });
    const valid = verify(
      "sha256",
      Buffer.from(`${head}.${body}`),
      { key: publicKey, dsaEncoding: "ieee-p1363" },
      Buffer.from(signature, "base64url"),
    );
    expect(valid).toBe(true);
  });

  it("rejects a token signed by another key, whether it claims our kid or its own", async () => {
    const client = browserClient(stack, { storage: memoryStorage() });
    const { data } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    const token = data.session?.access_token ?? "";
    const [head = "", body = ""] = token.split(".");
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });

    const sameKid = signWith(privateKey, decode(head), decode(body));
    const forged = await client.auth.getClaims(sameKid);
    expect(forged.data).toBeNull();
    expect(forged.error).toBeInstanceOf(AuthInvalidJwtError);

    const ownKid = signWith(privateKey, { ...decode(head), kid: "attacker-key" }, decode(body));
    const unknownKey = await client.auth.getClaims(ownKid);
    expect(unknownKey.data).toBeNull();
    expect(unknownKey.error).toMatchObject({ status: 403, code: "bad_jwt" });
  });

  it("rejects an expired token", async () => {
    const client = browserClient(stack);
    const { privateKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    const expired = signWith(privateKey, { alg: "ES256", typ: "JWT", kid: "x" }, { sub: "s", exp: 1 });
    const { error } = await client.auth.getClaims(expired);
    expect(error).toBeInstanceOf(AuthInvalidJwtError);
  });
});
