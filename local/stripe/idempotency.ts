// Idempotency-Key: the first answer to a POST is kept for 24 hours and given again (with `Idempotent-Replayed: true`)
// to a retry with the same key; reusing a key for another path or other parameters is Stripe's idempotency_error.
import { stripeErrors } from "./errors.ts";
import type { Reply } from "./http.ts";

const TTL_MS = 24 * 60 * 60 * 1000;
const MAX_KEYS = 2000;

type Entry = { method: string; path: string; body: string; reply: Reply; at: number };

export class IdempotencyKeys {
  readonly #entries = new Map<string, Entry>();
  readonly #now: () => Date;

  constructor(now: () => Date) {
    this.#now = now;
  }

  /** The stored answer for a repeat of this request, or undefined when the key is new. */
  replay(key: string, method: string, path: string, body: string): Reply | undefined {
    const entry = this.#entries.get(key);
    if (!entry) return undefined;
    if (this.#now().getTime() - entry.at > TTL_MS) {
      this.#entries.delete(key);
      return undefined;
    }
    if (entry.method !== method || entry.path !== path || entry.body !== body) {
      throw stripeErrors.idempotencyMismatch(key);
    }
    return { ...entry.reply, headers: { ...entry.reply.headers, "idempotent-replayed": "true" } };
  }

  /** Keeps a successful answer (a request that failed validation did nothing, so it may be retried). */
  remember(key: string, method: string, path: string, body: string, reply: Reply): void {
    if (reply.status < 200 || reply.status >= 300) return;
    this.#entries.set(key, { method, path, body, reply, at: this.#now().getTime() });
    if (this.#entries.size > MAX_KEYS) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
  }
}
