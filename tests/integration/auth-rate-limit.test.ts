// GoTrue's per-IP limit on sign-up and password sign-in (429 over_request_rate_limit), through supabase-js.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, isAuthApiError } from "@supabase/supabase-js";
import { afterAll, describe, expect, it } from "vitest";
import { movableClock, startExtraStandIn, uniqueEmail, type ExtraStandIn } from "../support/auth-clients.ts";

const started: ExtraStandIn[] = [];
const keysDir = mkdtempSync(path.join(tmpdir(), "auth-rate-limit-"));

afterAll(async () => {
  for (const standIn of started) await standIn.stopAll();
  rmSync(keysDir, { recursive: true, force: true });
});

async function standIn(options: Parameters<typeof startExtraStandIn>[0]) {
  const instance = await startExtraStandIn(options);
  started.push(instance);
  return instance;
}

function client(target: ExtraStandIn, forwardedFor?: string) {
  return createClient(target.supabaseUrl, target.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    ...(forwardedFor ? { global: { headers: { "X-Forwarded-For": forwardedFor } } } : {}),
  });
}

async function signInAttempt(target: ExtraStandIn, forwardedFor?: string) {
  const { error } = await client(target, forwardedFor).auth.signInWithPassword({
    email: uniqueEmail("nobody"),
    password: "wrong-password",
  });
  return error;
}

describe("request rate limit on sign-in and sign-up", () => {
  it("answers 429 over_request_rate_limit once the window is full, and again after it has passed", async () => {
    const clock = movableClock();
    const target = await standIn({ requestRateLimit: { max: 3, windowSeconds: 300 }, now: clock.now });

    for (let attempt = 0; attempt < 3; attempt += 1) {
      const error = await signInAttempt(target);
      expect(error?.code).toBe("invalid_credentials");
    }
    const limited = await signInAttempt(target);
    expect(isAuthApiError(limited)).toBe(true);
    expect(limited?.status).toBe(429);
    expect(limited?.code).toBe("over_request_rate_limit");
    expect(limited?.message).toBe("Request rate limit reached");

    // Sign-up shares the bucket.
    const signUp = await client(target).auth.signUp({
      email: uniqueEmail("limited"),
      password: "password-1",
    });
    expect(signUp.error?.code).toBe("over_request_rate_limit");

    clock.advance(301);
    expect((await signInAttempt(target))?.code).toBe("invalid_credentials");
  });

  it("does not count other endpoints (settings, recovery)", async () => {
    const target = await standIn({ requestRateLimit: { max: 1, windowSeconds: 300 } });
    const anon = client(target);
    for (let attempt = 0; attempt < 3; attempt += 1) {
      expect((await anon.auth.resetPasswordForEmail(uniqueEmail("reset"))).error).toBeNull();
    }
    expect((await signInAttempt(target))?.code).toBe("invalid_credentials");
    expect((await signInAttempt(target))?.code).toBe("over_request_rate_limit");
  });

  it("counts per client address, read from the configured header", async () => {
    const target = await standIn({
      requestRateLimit: { max: 1, windowSeconds: 300 },
      rateLimitHeader: "X-Forwarded-For",
    });
    expect((await signInAttempt(target, "203.0.113.1"))?.code).toBe("invalid_credentials");
    expect((await signInAttempt(target, "203.0.113.1, 10.0.0.1"))?.code).toBe("over_request_rate_limit");
    expect((await signInAttempt(target, "203.0.113.2"))?.code).toBe("invalid_credentials");
  });

  it("counts a server's calls per visitor when it names them in Sb-Forwarded-For (as the app does)", async () => {
    const target = await standIn({ requestRateLimit: { max: 1, windowSeconds: 300 } });
    const onBehalfOf = async (visitor: string) => {
      const { error } = await createClient(target.supabaseUrl, target.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { headers: { "Sb-Forwarded-For": visitor } },
      }).auth.signInWithPassword({ email: uniqueEmail("nobody"), password: "wrong-password" });
      return error?.code;
    };
    expect(await onBehalfOf("198.51.100.7")).toBe("invalid_credentials");
    expect(await onBehalfOf("198.51.100.7")).toBe("over_request_rate_limit");
    expect(await onBehalfOf("2001:db8::5")).toBe("invalid_credentials");
    // Not an IP address: ignored, the caller's own address counts (its first try in this window).
    expect(await onBehalfOf("not-an-ip")).toBe("invalid_credentials");
    expect(await onBehalfOf("not-an-ip")).toBe("over_request_rate_limit");
  });

  it("defaults to GoTrue's 30 per 5 minutes for a stand-in that keeps its keys", async () => {
    const target = await standIn({ keysFile: path.join(keysDir, "keys.json") });
    for (let attempt = 0; attempt < 30; attempt += 1) {
      expect((await signInAttempt(target))?.code).toBe("invalid_credentials");
    }
    expect((await signInAttempt(target))?.code).toBe("over_request_rate_limit");
  });

  it("can be turned off", async () => {
    const target = await standIn({ requestRateLimit: null, keysFile: path.join(keysDir, "keys-off.json") });
    for (let attempt = 0; attempt < 35; attempt += 1) {
      expect((await signInAttempt(target))?.code).toBe("invalid_credentials");
    }
  });
});
