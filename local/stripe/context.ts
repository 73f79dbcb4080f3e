// What every route of the stand-in works with.
import type { Lifecycle } from "./lifecycle.ts";
import type { Resources } from "./resources.ts";
import type { StripeState } from "./state.ts";
import type { WebhookSender } from "./webhooks.ts";

export type StripeContext = {
  state: StripeState;
  resources: Resources;
  lifecycle: Lifecycle;
  webhooks: WebhookSender;
  secretKey: string;
};
