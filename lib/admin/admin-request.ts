import { ADMIN_ERRORS } from "@/lib/messages/admin";

/** A failed admin route call, carrying the server's `error` text (or why the server could not be reached). */
export class AdminRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
  ) {
    super(message);
    this.name = "AdminRequestError";
  }
}

/** Sends JSON to an admin route from the browser and returns its JSON; a non-2xx answer throws AdminRequestError. */
export async function sendAdminJson<T>(url: string, method: "POST" | "PUT", body: unknown): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, {
      method,
      headers: { "content-type": "application/json" },
      body: JSON.stringify(body),
    });
  } catch {
    throw new AdminRequestError(ADMIN_ERRORS.network, 0);
  }
  const data = (await response.json().catch(() => ({}))) as {
    error?: unknown;
    fieldErrors?: Record<string, string[]>;
  };
  if (!response.ok) {
    const message = typeof data.error === "string" && data.error ? data.error : `HTTP ${response.status}`;
    throw new AdminRequestError(message, response.status, data.fieldErrors);
  }
  return data as T;
}
