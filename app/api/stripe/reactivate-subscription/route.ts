import { subscriptionChangeRoute } from "@/lib/billing/subscription-change-route";

export const dynamic = "force-dynamic";

/** Undoes a cancellation while the paid period lasts (spec/README 'Reactivate'). */
export const POST = subscriptionChangeRoute("reactivate");
