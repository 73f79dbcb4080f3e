import type { z } from "zod";
import { RouteError } from "@/lib/http/route-error";
import { VALIDATION_MESSAGES } from "@/lib/messages/ai";
import { describeValidationError } from "@/lib/validation/ai";

/**
 * The body kinds a route declares (docs/architecture.md 'Route handlers'): `json` (the app's fetches), `form`
 * (the pricing page's post before JavaScript runs) and `raw` (the Stripe webhook, whose signature covers the
 * exact bytes). A route that accepts JSON and a form gets whichever the request's content type says.
 */
export type BodySpec<S extends z.ZodType> = { json?: S; form?: S } | "raw";

export type BodyKind = "json" | "form" | "raw" | "none";

export function bodyKindOf(request: Request, spec: BodySpec<z.ZodType> | undefined): BodyKind {
  if (!spec) return "none";
  if (spec === "raw") return "raw";
  const type = request.headers.get("content-type") ?? "";
  if (
    spec.form &&
    (type.includes("application/x-www-form-urlencoded") || type.includes("multipart/form-data"))
  )
    return "form";
  return spec.json ? "json" : "form";
}

/** Reads and validates the body: 400 'The request body must be JSON' or the first schema error with fieldErrors. */
export async function readBody(
  request: Request,
  spec: BodySpec<z.ZodType> | undefined,
  kind: BodyKind,
): Promise<unknown> {
  if (kind === "none" || !spec) return undefined;
  if (kind === "raw") return request.text();
  const schema = spec === "raw" ? undefined : kind === "form" ? spec.form : spec.json;
  let value: unknown;
  try {
    value = kind === "form" ? Object.fromEntries(await request.formData()) : await request.json();
  } catch {
    throw new RouteError("invalid_body", 400, { error: VALIDATION_MESSAGES.invalidBody });
  }
  const parsed = schema!.safeParse(value);
  if (!parsed.success) throw new RouteError("invalid_body", 400, describeValidationError(parsed.error));
  return parsed.data;
}
