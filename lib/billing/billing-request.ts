import { BILLING_ERRORS } from "@/lib/messages/billing";

/** A billing call that failed, with the message to show (docs/spec.md, product §8 'Billing'). */
export class BillingRequestError extends Error {}

/**
 * POSTs JSON to a billing route from the browser. A response that is not JSON becomes 'Server error ({status}): …';
 * a JSON error uses the server's `error` or `serverFallback`; a network failure uses `networkFallback`.
 */
export async function postBilling<T>(
  path: string,
  body: unknown,
  messages: { serverFallback: string; networkFallback: string },
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(path, {
      method: "POST",
      headers: { "content-type": "application/json", accept: "application/json" },
      body: JSON.stringify(body ?? {}),
    });
  } catch {
    throw new BillingRequestError(messages.networkFallback);
  }
  const text = await response.text();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    throw new BillingRequestError(BILLING_ERRORS.serverError(response.status, text || response.statusText));
  }
  if (!response.ok) {
    const error = (data as { error?: unknown } | null)?.error;
    throw new BillingRequestError(typeof error === "string" && error ? error : messages.serverFallback);
  }
  return data as T;
}
