// Helpers for tests that call the AI and history route handlers directly (no Next server).
import { NextRequest } from "next/server";
import type { FakeGateway } from "./fake-gateway.ts";

export const TEST_ENCRYPTION_KEY = "746573742d6f6e6c792d6b65792d746573742d6f6e6c792d6b65792d30303031";

/** Points the app at a database, the auth stand-in and (optionally) the fake gateway, before it is imported. */
export function setAppEnvironment(
  target: { databaseUrl: string; supabaseUrl?: string; anonKey?: string; serviceRoleKey?: string },
  gateway: FakeGateway | null,
): void {
  Object.assign(process.env, {
    DATABASE_URL: target.databaseUrl,
    NEXT_PUBLIC_SUPABASE_URL: target.supabaseUrl ?? "http://127.0.0.1:9",
    NEXT_PUBLIC_SUPABASE_ANON_KEY: target.anonKey ?? "sb_publishable_unused-in-this-test-0001",
    SUPABASE_SERVICE_ROLE_KEY: target.serviceRoleKey ?? "sb_secret_unused-in-this-test-00000001",
    APP_ENCRYPTION_KEY: TEST_ENCRYPTION_KEY,
  });
  selectGateway(gateway);
}

/** Switches the environment's gateway key on (the fake) or off (no key: the offline engine). */
export function selectGateway(gateway: Pick<FakeGateway, "baseURL" | "apiKey"> | null): void {
  if (gateway) {
    process.env.AI_GATEWAY_BASE_URL = gateway.baseURL;
    process.env.AI_GATEWAY_API_KEY = gateway.apiKey;
  } else {
    delete process.env.AI_GATEWAY_API_KEY;
  }
}

export function apiRequest(
  path: string,
  options: { method?: string; cookies?: string; body?: unknown; rawBody?: string } = {},
): NextRequest {
  const headers = new Headers({ "content-type": "application/json" });
  if (options.cookies) headers.set("cookie", options.cookies);
  const body = options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  return new NextRequest(new URL(path, "http://localhost:3000"), {
    method: options.method ?? (body === undefined ? "GET" : "POST"),
    headers,
    body,
  });
}

export type StreamEvent = { type: string; [key: string]: unknown };

/** Reads an NDJSON response to the end. */
export async function readEvents(response: Response): Promise<StreamEvent[]> {
  const text = await response.text();
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as StreamEvent);
}

/** The letter as a client would assemble it: deltas appended, `reset` discarding what came before. */
export function assembleLetter(events: StreamEvent[]): string {
  let letter = "";
  for (const event of events) {
    if (event.type === "reset") letter = "";
    if (event.type === "delta") letter += String(event.text);
  }
  return letter;
}

export function doneEvent(events: StreamEvent[]) {
  const done = events.find((event) => event.type === "done");
  if (!done) throw new Error(`no done event in ${JSON.stringify(events).slice(0, 500)}`);
  return done as unknown as {
    item: {
      id: string;
      title: string;
      letter: string;
      tone: string;
      length: string;
      formatting: Record<string, unknown>;
      favorite: boolean;
      layout: Record<string, unknown> | null;
      templateId: string;
    };
    usage: {
      used: number;
      limit: number | null;
      remaining: number | null;
      unlimited: boolean;
      month: string;
    };
    engine: "ai" | "offline";
    model: string | null;
    notices: string[];
    error: string | null;
    message: string;
  };
}
