import { subscribe } from "node:diagnostics_channel";

/**
 * When a call's request has really left for the gateway (docs/architecture.md §7): work that can wait for the reply
 * (the claim check's reading, the check itself) must not hold up the writing of the request, which the SDK and
 * fetch do over several turns of the event loop after the call is made. Node's fetch reports each request on
 * diagnostics channels; `MAX_WAIT_MS` covers a fetch that does not, or a request that fails before it is sent.
 */
const MAX_WAIT_MS = 25;

type Waiter = { origin: string; pending: Set<object>; seen: boolean; resolve: () => void };
type RequestMessage = { request: { origin?: string | URL } };

const waiters = new Set<Waiter>();
let subscribed = false;

function originOf(request: RequestMessage["request"]): string {
  return String(request.origin ?? "");
}

function settle(waiter: Waiter) {
  waiters.delete(waiter);
  waiter.resolve();
}

function listen() {
  if (subscribed) return;
  subscribed = true;
  subscribe("undici:request:create", (message) => {
    const { request } = message as RequestMessage;
    for (const waiter of waiters)
      if (waiter.origin === originOf(request)) {
        waiter.pending.add(request);
        waiter.seen = true;
      }
  });
  const gone = (message: unknown) => {
    const { request } = message as RequestMessage;
    for (const waiter of waiters)
      if (waiter.pending.delete(request) && waiter.pending.size === 0 && waiter.seen) settle(waiter);
  };
  subscribe("undici:request:bodySent", gone);
  subscribe("undici:request:error", gone);
}

/**
 * Resolves once every request to `baseURL`'s origin made from now on has been written out (at least one), or after
 * `MAX_WAIT_MS`. Call it just before starting the call it should wait for.
 */
export function requestsLeft(baseURL: string): Promise<void> {
  listen();
  return new Promise((resolve) => {
    const waiter: Waiter = {
      origin: new URL(baseURL).origin,
      pending: new Set(),
      seen: false,
      resolve: () => {
        clearTimeout(timer);
        resolve();
      },
    };
    const timer = setTimeout(() => settle(waiter), MAX_WAIT_MS);
    waiters.add(waiter);
  });
}
