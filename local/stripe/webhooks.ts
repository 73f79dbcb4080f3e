// Events: built like Stripe's, kept in a log, signed (`Stripe-Signature: t=…,v1=HMAC-SHA256("t.body")`) and POSTed
// to the webhook URL one at a time, in order. A failed delivery is logged and never breaks the stand-in.
import { createHmac } from "node:crypto";
import { newId } from "./ids.ts";
import { STAND_IN_API_VERSION } from "./keys.ts";
import type { PendingEvent } from "./lifecycle.ts";
import type { DeliveryRecord, EventRecord, StripeState } from "./state.ts";

/** The `Stripe-Signature` header for `payload` signed at `timestamp` (unix seconds). */
export function signatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`, "utf8").digest("hex");
  return `t=${timestamp},v1=${signature}`;
}

export type WebhookSenderOptions = {
  state: StripeState;
  secret: string;
  url: string | null;
  now: () => Date;
  timeoutMs: number;
  log: (message: string) => void;
};

export class WebhookSender {
  readonly #state: StripeState;
  readonly #secret: string;
  readonly #now: () => Date;
  readonly #timeoutMs: number;
  readonly #log: (message: string) => void;
  readonly #stopping = new AbortController();
  /** Deliveries run one after another, in the order the events happened. */
  #queue: Promise<unknown> = Promise.resolve();
  url: string | null;

  constructor(options: WebhookSenderOptions) {
    this.#state = options.state;
    this.#secret = options.secret;
    this.url = options.url;
    this.#now = options.now;
    this.#timeoutMs = options.timeoutMs;
    this.#log = options.log;
  }

  /** Records the events now; the promise settles once each has been delivered (or has failed), in order. */
  send(pending: PendingEvent[]): Promise<EventRecord[]> {
    const events = pending.map((event) => this.#record(event));
    if (events.length) this.#state.changed();
    return this.#enqueue(async () => {
      for (const event of events) await this.#deliver(event);
      return events;
    });
  }

  /** Sends a logged event again: the same bytes and event id, a fresh signature. */
  resend(event: EventRecord): Promise<DeliveryRecord> {
    return this.#enqueue(() => this.#deliver(event));
  }

  /** Waits for deliveries under way, cutting off any still waiting on an endpoint. */
  async stop(): Promise<void> {
    this.#stopping.abort();
    await this.#queue.catch(() => {});
  }

  #enqueue<T>(job: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(job, job);
    this.#queue = run.catch(() => {});
    return run;
  }

  #record(pending: PendingEvent): EventRecord {
    const created = Math.floor(this.#now().getTime() / 1000);
    const id = newId("evt");
    const event = {
      id,
      object: "event",
      api_version: STAND_IN_API_VERSION,
      created,
      data: {
        object: pending.object,
        ...(pending.previousAttributes ? { previous_attributes: pending.previousAttributes } : {}),
      },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: pending.type,
    };
    // Stripe sends its events pretty-printed; a handler must verify the raw bytes, not a re-serialised parse.
    const record: EventRecord = {
      id,
      type: pending.type,
      created,
      payload: JSON.stringify(event, null, 2),
      deliveries: [],
    };
    this.#state.addEvent(record);
    return record;
  }

  async #deliver(event: EventRecord): Promise<DeliveryRecord> {
    const url = this.url;
    const at = this.#now().toISOString();
    let delivery: DeliveryRecord;
    if (!url) {
      delivery = { at, url: null, outcome: "skipped", error: "no webhook URL is set" };
    } else if (this.#stopping.signal.aborted) {
      delivery = { at, url, outcome: "skipped", error: "the stand-in is stopping" };
    } else {
      // Wall-clock time even under a test clock, as Stripe's test clocks do: receivers check it against their own.
      const timestamp = Math.floor(Date.now() / 1000);
      try {
        const response = await fetch(url, {
          method: "POST",
          headers: {
            "content-type": "application/json; charset=utf-8",
            "user-agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks)",
            "cache-control": "no-cache",
            "stripe-signature": signatureHeader(event.payload, this.#secret, timestamp),
          },
          body: event.payload,
          redirect: "manual",
          signal: AbortSignal.any([AbortSignal.timeout(this.#timeoutMs), this.#stopping.signal]),
        });
        const text = await response.text().catch(() => "");
        delivery = response.ok
          ? { at, url, outcome: "delivered", status: response.status }
          : { at, url, outcome: "failed", status: response.status, error: text.slice(0, 500) };
      } catch (error) {
        const cause = (error as { cause?: { code?: string } }).cause?.code;
        const reason = cause ?? (error as Error).message;
        delivery = {
          at,
          url,
          outcome: "failed",
          error: reason === "ECONNREFUSED" ? "ECONNREFUSED (is the app running?)" : reason,
        };
      }
      if (delivery.outcome === "failed") {
        this.#log(
          `[stripe stand-in] webhook ${event.type} (${event.id}) to ${url} failed: ` +
            `${delivery.status ? `HTTP ${delivery.status}` : ""}${delivery.status && delivery.error ? " " : ""}${delivery.error ?? ""}`,
        );
      }
    }
    event.deliveries.push(delivery);
    this.#state.changed();
    return delivery;
  }
}
