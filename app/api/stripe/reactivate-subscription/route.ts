import { subscriptionChangeRoute } from "@/lib/billing/subscription-change-route";

export const dynamic = "force-dynamic";

/** Undoes a cancellation while the paid period lasts (docs/decisions.md 'Reactivate'). */
export const POST = subscriptionChangeRoute("reactivate");
