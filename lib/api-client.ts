/**
 * The browser's calls to this app's own routes (same origin, so the session cookie goes along). Every failure is an
 * ApiError whose message can be shown as is: the server's `{ error }` text, or the caller's fallback.
 */
export class ApiError extends Error {
  constructor(
    message: string,
    /** 0 when the server could not be reached. */
    readonly status: number,
    readonly fieldErrors: Record<string, string[]> = {},
    /** The whole JSON answer (e.g. the usage sent with a 403 monthly-limit refusal). */
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/** Our own: the network failed before the server answered. */
export const NETWORK_ERROR = "Could not reach the server. Check your connection and try again.";

/** Our own: an error answer without its own text. */
export const httpStatusMessage = (status: number) => `HTTP ${status}`;

/** What a failure says when the server gives no `error` text; each caller keeps its own wording. */
export type FailureMessages = {
  /** The server could not be reached (default NETWORK_ERROR). */
  network?: string;
  /** An error answer without an `error` text (default: the network message). */
  server?: string | ((status: number) => string);
  /** An answer that is not JSON at all (default: the server message). */
  notJson?: (status: number, text: string) => string;
};

export type RequestOptions = {
  method?: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  messages?: FailureMessages;
};

function serverMessage(messages: FailureMessages, status: number): string {
  const { server } = messages;
  if (typeof server === "function") return server(status);
  return server ?? messages.network ?? NETWORK_ERROR;
}

async function send(path: string, { method = "GET", body, signal, messages = {} }: RequestOptions) {
  try {
    return await fetch(path, {
      method,
      headers: {
        accept: "application/json",
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      credentials: "same-origin",
      cache: "no-store",
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error; // a cancelled request is not a failure to report
    throw new ApiError(messages.network ?? NETWORK_ERROR, 0);
  }
}

/** Reads a JSON answer; anything but a 2xx JSON answer throws ApiError. */
async function readJson(response: Response, messages: FailureMessages): Promise<Record<string, unknown>> {
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    const message = messages.notJson
      ? messages.notJson(response.status, text || response.statusText)
      : serverMessage(messages, response.status);
    throw new ApiError(message, response.status);
  }
  const body = data && typeof data === "object" ? (data as Record<string, unknown>) : {};
  if (!response.ok) {
    const message =
      typeof body.error === "string" && body.error ? body.error : serverMessage(messages, response.status);
    const fieldErrors =
      body.fieldErrors && typeof body.fieldErrors === "object"
        ? (body.fieldErrors as Record<string, string[]>)
        : {};
    throw new ApiError(message, response.status, fieldErrors, body);
  }
  return body;
}

/** Calls a JSON route and returns its JSON answer. */
export async function requestJson<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(path, options);
  return (await readJson(response, options.messages ?? {})) as T;
}

/** Starts a streamed answer (the NDJSON of POST /api/ai/generate); a refusal throws ApiError like requestJson. */
export async function openStream(
  path: string,
  options: RequestOptions = {},
): Promise<ReadableStream<Uint8Array>> {
  const response = await send(path, { method: "POST", ...options });
  if (response.ok && response.body) return response.body;
  await readJson(response, options.messages ?? {});
  // A 2xx without a body: nothing to read.
  throw new ApiError(serverMessage(options.messages ?? {}, response.status), response.status);
}

/** The message to show for a failed call: the ApiError's own, else the caller's fallback. */
export function failureMessage(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.message ? error.message : fallback;
}
