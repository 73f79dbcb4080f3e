import type { Metadata } from "next";
import { redirect } from "next/navigation";

import { CheckoutSuccess } from "@/components/subscription/checkout-success";
import { firstParam, type SearchParams } from "@/lib/auth/search-params";
import { CHECKOUT_SUCCESS_PAGE } from "@/lib/messages/billing";
import { PAGES } from "@/lib/routes";

export const metadata: Metadata = { title: CHECKOUT_SUCCESS_PAGE.metaTitle, robots: { index: false } };

/** After payment (docs/spec.md, product §2): signed-out visitors are sent to /signin by the proxy; no session_id → /pricing. */
export default async function CheckoutSuccessPage({ searchParams }: { searchParams: SearchParams }) {
  const sessionId = firstParam(await searchParams, "session_id")?.trim();
  if (!sessionId) redirect(PAGES.pricing);
  return (
    <div className="mx-auto flex min-h-[60vh] w-full max-w-2xl items-center justify-center px-4 py-16">
      <CheckoutSuccess sessionId={sessionId} />
    </div>
  );
}
