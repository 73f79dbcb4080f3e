import { jsonResponse } from "@/lib/http/responses";

/** Why a request was refused before or inside its handler. */
export type Refusal =
  | "cross_site"
  | "unsupported_type"
  | "too_large"
  | "not_signed_in"
  | "consent_required"
  | "not_staff"
  | "rate_limited"
  | "not_permitted"
  | "invalid_body"
  | "failed";

/**
 * A refusal with its JSON answer. Pipeline steps return one; a handler may throw one. A route that answers
 * differently (the pricing page's form post redirects) maps it in `refuse`.
 */
export class RouteError extends Error {
  constructor(
    readonly refusal: Refusal,
    readonly status: number,
    readonly body: { error: string; [key: string]: unknown },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.error);
    this.name = "RouteError";
  }

  toResponse(): Response {
    return jsonResponse(this.body, this.status, this.headers);
  }
}
