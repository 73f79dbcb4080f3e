// Arms failures in the auth stand-in through its test-only hook (POST /__stand-in/faults, service-role key):
// the next `times` requests to `method path` (below /auth/v1) get `status` and `body` instead of an answer.
import { LOCAL_SERVICE_ROLE_KEY } from "../../../local/auth/api-keys.ts";

export type AuthFault = {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Below /auth/v1, e.g. "/logout". */
  path: string;
  status: number;
  /** GoTrue's error shape (`{ code, error_code, msg }`) for an unexpected failure when omitted. */
  body?: unknown;
  /** Default 1. */
  times?: number;
};

function faultsUrl(): string {
  const url = process.env.E2E_SUPABASE_URL;
  if (!url) throw new Error("E2E_SUPABASE_URL is not set (playwright.config.ts sets it)");
  return `${url}/__stand-in/faults`;
}

async function call(method: string, body?: unknown): Promise<Response> {
  const response = await fetch(faultsUrl(), {
    method,
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`the fault hook answered ${response.status}: ${await response.text()}`);
  return response;
}

export async function armAuthFault(fault: AuthFault): Promise<void> {
  await call("POST", fault);
}

/** The faults still armed (a fault goes once its `times` requests have been answered). */
export async function armedAuthFaults(): Promise<AuthFault[]> {
  const { faults } = (await (await call("GET")).json()) as { faults: AuthFault[] };
  return faults;
}

export async function clearAuthFaults(): Promise<void> {
  await call("DELETE");
}
