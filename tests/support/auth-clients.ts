// Helpers for the auth stand-in's contract tests: supabase-js and @supabase/ssr clients as the app builds
// them, the mailbox, a movable clock, and extra stand-in instances with other settings.
import { randomBytes } from "node:crypto";
import { createServerClient } from "@supabase/ssr";
import { createClient, type Session, type SupabaseClient } from "@supabase/supabase-js";
import { inject } from "vitest";
import { startAuthStandIn, type AuthStandIn, type AuthStandInOptions } from "../../local/auth/server.ts";
import { startMailbox, type Mailbox, type MailMessage } from "../../local/mailbox/server.ts";
import type { LocalStack } from "./local-stack.setup.ts";

export type { MailMessage } from "../../local/mailbox/server.ts";

export const DEMO_PASSWORD = "demo-password-1";

export function localStack(): LocalStack {
  return inject("localStack");
}

/** A fresh address per test, so test files sharing the database never collide. */
export function uniqueEmail(label: string): string {
  return `${label}-${randomBytes(5).toString("hex")}@example.com`;
}

/** A Web-Storage-like store kept in memory, whose contents a test can copy and put back. */
export type MemoryStorage = {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  snapshot(): Map<string, string>;
  restore(items: Map<string, string>): void;
};

export function memoryStorage(): MemoryStorage {
  let items = new Map<string, string>();
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    snapshot: () => new Map(items),
    restore: (saved) => void (items = new Map(saved)),
  };
}

export type CountingFetch = typeof fetch & { calls: string[] };

/** `fetch` that records every URL it is asked for. */
export function countingFetch(): CountingFetch {
  const calls: string[] = [];
  const wrapped = ((input: RequestInfo | URL, init?: RequestInit) => {
    calls.push(input instanceof Request ? input.url : String(input));
    return fetch(input, init);
  }) as CountingFetch;
  wrapped.calls = calls;
  return wrapped;
}

type Target = { supabaseUrl: string; anonKey: string };

/**
 * A browser-style supabase-js client. Without `storage` it keeps nothing between calls (persistSession off);
 * with a storage (needed to keep a PKCE verifier or a session) it persists there.
 */
export function browserClient(
  target: Target,
  options: { flowType?: "pkce" | "implicit"; storage?: MemoryStorage; fetch?: typeof fetch } = {},
): SupabaseClient {
  return createClient(target.supabaseUrl, target.anonKey, {
    auth: {
      persistSession: options.storage !== undefined,
      autoRefreshToken: false,
      detectSessionInUrl: false,
      flowType: options.flowType ?? "implicit",
      ...(options.storage ? { storage: options.storage } : {}),
    },
    ...(options.fetch ? { global: { fetch: options.fetch } } : {}),
  });
}

export type CookieJar = Map<string, string>;

/** The server client exactly as the app builds it (@supabase/ssr, PKCE), over an in-memory cookie jar. */
export function ssrClient(
  target: Target,
  jar: CookieJar = new Map(),
  fetchImpl?: typeof fetch,
): SupabaseClient {
  return createServerClient(target.supabaseUrl, target.anonKey, {
    cookies: {
      getAll: () => [...jar].map(([name, value]) => ({ name, value })),
      setAll(cookies) {
        for (const { name, value } of cookies) {
          if (value) jar.set(name, value);
          else jar.delete(name);
        }
      },
    },
    ...(fetchImpl ? { global: { fetch: fetchImpl } } : {}),
  });
}

export async function mailTo(mailboxUrl: string, to: string): Promise<MailMessage[]> {
  const response = await fetch(`${mailboxUrl}/api/messages?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`mailbox answered ${response.status}`);
  return (await response.json()) as MailMessage[];
}

/** The newest message to `to` (with that subject), waiting briefly for it. */
export async function latestMail(mailboxUrl: string, to: string, subject?: string): Promise<MailMessage> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const found = (await mailTo(mailboxUrl, to)).find((message) => !subject || message.subject === subject);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`no e-mail${subject ? ` "${subject}"` : ""} to ${to}`);
}

/** The verify link of a message (the one pointing at /auth/v1/verify). */
export function verifyLinkOf(message: MailMessage): string {
  const link = message.links.find((candidate) => candidate.includes("/auth/v1/verify?"));
  if (!link) throw new Error(`no verify link in "${message.subject}"`);
  return link;
}

/** Opens a URL like a browser would, without following the redirect: the status and where it points. */
export async function navigate(
  url: string,
  init: RequestInit = {},
): Promise<{ status: number; location: URL | null }> {
  const response = await fetch(url, { ...init, redirect: "manual" });
  await response.arrayBuffer();
  const location = response.headers.get("location");
  return { status: response.status, location: location ? new URL(location, url) : null };
}

/** Fragment parameters of a redirect (the implicit flow's tokens and errors). */
export function fragmentOf(url: URL): URLSearchParams {
  return new URLSearchParams(url.hash.replace(/^#/, ""));
}

/** A clock tests can move forward. */
export function movableClock(start = Date.now()): { now: () => Date; advance(seconds: number): void } {
  let current = start;
  return {
    now: () => new Date(current),
    advance(seconds) {
      current += seconds * 1000;
    },
  };
}

export type ExtraStandIn = AuthStandIn & {
  mailbox: Mailbox;
  supabaseUrl: string;
  mailboxUrl: string;
  stopAll(): Promise<void>;
};

/** Another auth stand-in (and mailbox) on the same database, with other settings. Stop it in afterAll. */
export async function startExtraStandIn(
  options: Partial<Omit<AuthStandInOptions, "mailbox" | "databaseUrl" | "port">> = {},
): Promise<ExtraStandIn> {
  const stack = localStack();
  const mailbox = await startMailbox({ port: 0 });
  const auth = await startAuthStandIn({
    port: 0,
    databaseUrl: stack.databaseUrl,
    siteUrl: stack.siteUrl,
    mailbox,
    ...options,
  });
  return {
    ...auth,
    mailbox,
    supabaseUrl: auth.url,
    mailboxUrl: mailbox.url,
    async stopAll() {
      await auth.stop();
      await mailbox.stop();
    },
  };
}

/** Signs up on the shared stand-in and opens the confirmation link: a confirmed e-mail + password user. */
export async function confirmedUser(
  email: string,
  password: string,
  data: Record<string, unknown> = {},
): Promise<{ id: string; email: string }> {
  const stack = localStack();
  const { data: signedUp, error } = await browserClient(stack).auth.signUp({
    email,
    password,
    options: { data },
  });
  if (error || !signedUp.user) throw error ?? new Error("sign-up returned no user");
  const opened = await navigate(
    verifyLinkOf(await latestMail(stack.mailboxUrl, email, "Confirm your signup")),
  );
  if (opened.status !== 303 || !opened.location?.hash.includes("access_token")) {
    throw new Error(`confirmation failed: ${opened.status} ${opened.location?.toString() ?? ""}`);
  }
  return { id: signedUp.user.id, email };
}

/** A signed-in supabase-js client with its own in-memory storage (so signOut and refresh work like a browser's). */
export async function signedInClient(
  target: Target,
  email: string,
  password: string,
): Promise<{ client: SupabaseClient; session: Session }> {
  const client = browserClient(target, { storage: memoryStorage() });
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error("no session");
  return { client, session: data.session };
}

/** The session @supabase/ssr keeps in the jar (`base64-` + base64url JSON, possibly split into `.0`, `.1`…). */
export function sessionFromCookies(jar: CookieJar, storageKey = "sb-127-auth-token"): Session | null {
  const isChunk = (name: string) =>
    name === storageKey ||
    (name.startsWith(`${storageKey}.`) && /^\d+$/.test(name.slice(storageKey.length + 1)));
  const chunks = [...jar]
    .filter(([name]) => isChunk(name))
    .sort(([a], [b]) => a.localeCompare(b, "en", { numeric: true }));
  if (!chunks.length) return null;
  const raw = chunks.map(([, value]) => value).join("");
  return JSON.parse(Buffer.from(raw.replace(/^base64-/, ""), "base64url").toString("utf8")) as Session;
}
