import { subscriptionChangeRoute } from "@/lib/billing/subscription-change-route";

export const dynamic = "force-dynamic";

/** Cancels at the end of the paid period: Premium is kept until then (docs/spec.md, product §6). */
export const POST = subscriptionChangeRoute("cancel");
