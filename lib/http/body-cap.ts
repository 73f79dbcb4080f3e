import { z } from "zod";

/**
 * A route's body cap, derived from its schema's own limits (docs/decisions.md 'Body caps'): the largest body a
 * client can legally send, plus a margin. Each character of a string may cost several bytes on the wire:
 * a UTF-16 code unit is at most 3 UTF-8 bytes (Chinese, Arabic, …; an astral character is 4 bytes for 2 units),
 * and JSON escapes a quote, a backslash or a line break as 2; a form field percent-encodes each byte as 3.
 * A schema with an unbounded string or list has no cap and is refused when the route is defined.
 */
export const BYTES_PER_CHAR = { json: 3, form: 9 } as const;

/** Whitespace the schema trims, JSON spacing, multipart boundaries: generous, still far below an abuse. */
const MARGIN = (bytes: number) => Math.ceil(bytes / 10) + 4096;

/** The longest JSON number ('-1.2345678901234567e-308'), with room to spare. */
const NUMBER_BYTES = 32;
/** Strings of a known format have a known length (quotes included). */
const FORMAT_BYTES: Record<string, number> = { date: 12, uuid: 38, "date-time": 64, email: 322 };

type JsonSchema = {
  type?: string | string[];
  maxLength?: number;
  maxItems?: number;
  format?: string;
  enum?: unknown[];
  const?: unknown;
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};

const utf8Bytes = (text: string) => new TextEncoder().encode(text).byteLength;

function largest(node: JsonSchema, bytesPerChar: number): number {
  const alternatives = node.anyOf ?? node.oneOf ?? node.allOf;
  if (alternatives) return Math.max(...alternatives.map((option) => largest(option, bytesPerChar)));
  if (node.const !== undefined) return utf8Bytes(JSON.stringify(node.const));
  if (node.enum) return Math.max(...node.enum.map((value) => utf8Bytes(JSON.stringify(value))));
  switch (node.type) {
    case "string":
      if (node.maxLength !== undefined) return 2 + node.maxLength * bytesPerChar;
      return (node.format && FORMAT_BYTES[node.format]) || Infinity;
    case "number":
    case "integer":
      return NUMBER_BYTES;
    case "boolean":
      return 5;
    case "null":
      return 4;
    case "array":
      if (node.maxItems === undefined || !node.items) return Infinity;
      return 2 + node.maxItems * (largest(node.items, bytesPerChar) + 1);
    case "object":
      return Object.entries(node.properties ?? {}).reduce(
        (sum, [key, value]) => sum + utf8Bytes(JSON.stringify(key)) + 2 + largest(value, bytesPerChar),
        2,
      );
    default:
      return Infinity;
  }
}

/** The cap in bytes for a body that `schema` validates, sent as JSON or as a form. */
export function bodyCap(schema: z.ZodType, kind: keyof typeof BYTES_PER_CHAR): number {
  const json = z.toJSONSchema(schema, { io: "input", unrepresentable: "any" }) as JsonSchema;
  const bytes = largest(json, BYTES_PER_CHAR[kind]);
  if (!Number.isFinite(bytes))
    throw new Error("A route's body schema needs a limit on every string and list");
  return bytes + MARGIN(bytes);
}
