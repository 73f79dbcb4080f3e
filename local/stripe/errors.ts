// Errors in Stripe's shape: `{"error": {"type", "code"?, "param"?, "message", "doc_url"?}}` with Stripe's statuses,
// so the SDK raises the same error classes (StripeInvalidRequestError, StripeAuthenticationError, …) it would in production.

export type StripeErrorType = "invalid_request_error" | "idempotency_error" | "api_error";

export class StripeApiError extends Error {
  readonly status: number;
  readonly type: StripeErrorType;
  readonly code: string | undefined;
  readonly param: string | undefined;

  constructor(status: number, type: StripeErrorType, message: string, code?: string, param?: string) {
    super(message);
    this.name = "StripeApiError";
    this.status = status;
    this.type = type;
    this.code = code;
    this.param = param;
  }

  toJSON(): { error: Record<string, string> } {
    const error: Record<string, string> = {};
    if (this.code) {
      error.code = this.code;
      error.doc_url = `https://stripe.com/docs/error-codes/${this.code.replaceAll("_", "-")}`;
    }
    error.message = this.message;
    if (this.param) error.param = this.param;
    error.type = this.type;
    return { error };
  }
}

/** The noun Stripe uses in "No such …" messages, by id prefix. */
export type ResourceKind =
  "customer" | "checkout.session" | "subscription" | "price" | "invoice" | "event" | "billing_portal.session";

function maskKey(key: string): string {
  return key.length > 8
    ? `${key.slice(0, 8)}${"*".repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
    : "****";
}

export const stripeErrors = {
  missingApiKey: () =>
    new StripeApiError(
      401,
      "invalid_request_error",
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer " +
        "auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY'). See https://stripe.com/docs/api#authentication for " +
        "details, or we can help at https://support.stripe.com/.",
    ),
  invalidApiKey: (key: string) =>
    new StripeApiError(401, "invalid_request_error", `Invalid API Key provided: ${maskKey(key)}`),
  /** An id in the URL answers 404; an id given as a parameter answers 400 with `param`. */
  resourceMissing: (kind: ResourceKind, id: string, param?: string) =>
    new StripeApiError(
      param ? 400 : 404,
      "invalid_request_error",
      `No such ${kind}: '${id}'`,
      "resource_missing",
      param ?? "id",
    ),
  parameterMissing: (param: string) =>
    new StripeApiError(
      400,
      "invalid_request_error",
      `Missing required param: ${param}.`,
      "parameter_missing",
      param,
    ),
  parameterUnknown: (param: string, accepted: readonly string[]) =>
    new StripeApiError(
      400,
      "invalid_request_error",
      `Received unknown parameter: ${param}. (The local Stripe stand-in accepts here: ${accepted.join(", ") || "nothing"}.)`,
      "parameter_unknown",
      param,
    ),
  invalidParam: (param: string, message: string, code = "parameter_invalid") =>
    new StripeApiError(400, "invalid_request_error", message, code, param),
  invalidRequest: (message: string, code?: string, param?: string) =>
    new StripeApiError(400, "invalid_request_error", message, code, param),
  /** A real Stripe feature this stand-in does not model: said plainly, so nobody mistakes it for a Stripe rule. */
  notSupported: (param: string, what: string) =>
    new StripeApiError(
      400,
      "invalid_request_error",
      `The local Stripe stand-in does not support ${what}.`,
      "parameter_invalid",
      param,
    ),
  unrecognizedUrl: (method: string, path: string) =>
    new StripeApiError(
      404,
      "invalid_request_error",
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at ` +
        "https://support.stripe.com/.",
    ),
  idempotencyMismatch: (key: string) =>
    new StripeApiError(
      400,
      "idempotency_error",
      `Keys for idempotent requests can only be used with the same parameters they were first used with. Try ` +
        `using a key other than '${key}' if you meant to execute a different request.`,
    ),
  bodyTooLarge: () => new StripeApiError(400, "invalid_request_error", "Request body too large."),
};
