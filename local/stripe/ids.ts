// Object ids with Stripe's prefixes and alphabet (cus_…, cs_test_…, sub_…, evt_…), random enough to be unguessable:
// a checkout or portal URL is the only key to its page, as on Stripe.
import { randomBytes } from "node:crypto";

const ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

function randomBase62(length: number): string {
  const bytes = randomBytes(length * 2);
  let out = "";
  for (const byte of bytes) {
    // 248 = 4 × 62: drop the top of the range so every character is equally likely.
    if (byte >= 248) continue;
    out += ALPHABET[byte % 62];
    if (out.length === length) return out;
  }
  return out + randomBase62(length - out.length);
}

export type IdPrefix = "cus" | "cs_test" | "sub" | "si" | "evt" | "bps" | "in" | "il" | "li" | "req";

const LENGTHS: Record<IdPrefix, number> = {
  cus: 14,
  cs_test: 58,
  sub: 24,
  si: 14,
  evt: 24,
  bps: 24,
  in: 24,
  il: 24,
  li: 24,
  req: 14,
};

export function newId(prefix: IdPrefix): string {
  return `${prefix}_${randomBase62(LENGTHS[prefix])}`;
}
