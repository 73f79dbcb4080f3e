import type { z } from "zod";
import { bodyCap } from "@/lib/http/body-cap";
import { RouteError } from "@/lib/http/route-error";
import { VALIDATION_MESSAGES } from "@/lib/messages/ai";
import { describeValidationError } from "@/lib/validation/ai";

/**
 * The body kinds a route declares (docs/architecture.md 'Route handlers'): `json` (the app's fetches), `form`
 * (the pricing page's post before JavaScript runs) and `raw` (the Stripe webhook, whose signature covers the
 * exact bytes). A route that accepts JSON and a form gets whichever the request's content type says; any other
 * content type is refused (415), so a cross-site "simple request" (text/plain) never reaches a JSON route.
 * `maxBytes` replaces the cap derived from the schema, for a schema whose real limit is a refinement.
 */
export type BodySpec<S extends z.ZodType> = { json?: S; form?: S; maxBytes?: number } | "raw";

export type BodyKind = "json" | "form" | "raw" | "none";

/**
 * The Stripe webhook's cap (docs/decisions.md 'Body caps'): an event is a few kilobytes, since Stripe cuts the
 * lists inside it to 10 items; 512 KiB is far above any event and far below an abuse.
 */
export const RAW_BODY_MAX_BYTES = 512 * 1024;

const FORM_TYPES = ["application/x-www-form-urlencoded", "multipart/form-data"];

const mediaType = (request: Request) =>
  (request.headers.get("content-type") ?? "").split(";")[0]!.trim().toLowerCase();

/** The kind of this request's body, or null when its content type is not one the route accepts. */
export function bodyKindOf(request: Request, spec: BodySpec<z.ZodType> | undefined): BodyKind | null {
  if (!spec) return "none";
  if (spec === "raw") return "raw";
  const type = mediaType(request);
  if (spec.form && FORM_TYPES.includes(type)) return "form";
  if (spec.json && type === "application/json") return "json";
  return null;
}

export type BodyCaps = Partial<Record<BodyKind, number>>;

/** Each accepted kind's cap in bytes, worked out once when the route is defined. */
export function bodyCaps(spec: BodySpec<z.ZodType> | undefined): BodyCaps {
  if (!spec) return {};
  if (spec === "raw") return { raw: RAW_BODY_MAX_BYTES };
  return {
    ...(spec.json && { json: spec.maxBytes ?? bodyCap(spec.json, "json") }),
    ...(spec.form && { form: spec.maxBytes ?? bodyCap(spec.form, "form") }),
  };
}

export const unsupportedContentType = (spec: BodySpec<z.ZodType> | undefined) =>
  new RouteError("unsupported_type", 415, {
    error:
      spec !== "raw" && !spec?.json ? VALIDATION_MESSAGES.formRequired : VALIDATION_MESSAGES.jsonRequired,
  });

const tooLarge = () => new RouteError("too_large", 413, { error: VALIDATION_MESSAGES.bodyTooLarge });

/** 413 at once when the declared Content-Length is over the cap (nothing is read). */
export function checkDeclaredLength(request: Request, maxBytes: number): RouteError | void {
  if (Number(request.headers.get("content-length") ?? 0) > maxBytes) return tooLarge();
}

/** The body's bytes, cut off with 413 as soon as they pass the cap (a chunked body has no Content-Length). */
async function readCapped(request: Request, maxBytes: number): Promise<Uint8Array<ArrayBuffer>> {
  const checked = checkDeclaredLength(request, maxBytes);
  if (checked) throw checked;
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = request.body?.getReader();
  while (reader) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => undefined);
      throw tooLarge();
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(total);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

async function parse(
  request: Request,
  bytes: Uint8Array<ArrayBuffer>,
  kind: "json" | "form",
): Promise<unknown> {
  if (kind === "json") return JSON.parse(new TextDecoder().decode(bytes));
  const type = request.headers.get("content-type")!;
  return Object.fromEntries(await new Response(bytes, { headers: { "content-type": type } }).formData());
}

/**
 * Reads and validates the body within the route's cap: 413 'The request is too large …', 400 'The request body
 * must be JSON' or the first schema error with fieldErrors.
 */
export async function readBody(
  request: Request,
  spec: BodySpec<z.ZodType> | undefined,
  kind: BodyKind,
  caps: BodyCaps,
): Promise<unknown> {
  if (kind === "none" || !spec) return undefined;
  const bytes = await readCapped(request, caps[kind] ?? 0);
  if (spec === "raw") return new TextDecoder().decode(bytes);
  const schema = kind === "form" ? spec.form : spec.json;
  let value: unknown;
  try {
    value = await parse(request, bytes, kind as "json" | "form");
  } catch {
    throw new RouteError("invalid_body", 400, { error: VALIDATION_MESSAGES.invalidBody });
  }
  const parsed = schema!.safeParse(value);
  if (!parsed.success) throw new RouteError("invalid_body", 400, describeValidationError(parsed.error));
  return parsed.data;
}
