"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useCallback, useEffect, useState } from "react";
import { CheckCircle2, Clock, Loader2 } from "lucide";
import { Icon } from "@/components/ui/icon";

import { FormAlert } from "@/components/forms/form-alert";
import { Button } from "@/components/ui/button";
import { failureMessage, requestJson } from "@/lib/api-client";
import { BILLING_ERRORS, CHECKOUT_SUCCESS_PAGE as T, CHECKOUT_VERIFY_DELAY_MS } from "@/lib/messages/billing";
import { API, PAGES } from "@/lib/routes";

type State =
  { kind: "verifying" } | { kind: "verified" } | { kind: "pending" } | { kind: "failed"; message: string };

/** After Checkout (docs/spec.md, product §6): waits 2 s, verifies the session, then refetches the user (top bar, limits). */
export function CheckoutSuccess({ sessionId }: { sessionId: string }) {
  const router = useRouter();
  const [state, setState] = useState<State>({ kind: "verifying" });

  const verify = useCallback(async () => {
    try {
      const result = await requestJson<{ verified: boolean; premium: boolean }>(API.verifyCheckout, {
        method: "POST",
        body: { sessionId },
        messages: {
          server: BILLING_ERRORS.checkoutFailed,
          network: BILLING_ERRORS.checkoutFailed,
          notJson: BILLING_ERRORS.serverError,
        },
      });
      setState({ kind: result.verified && result.premium ? "verified" : "pending" });
      router.refresh();
    } catch (error) {
      setState({
        kind: "failed",
        message: failureMessage(error, BILLING_ERRORS.checkoutFailed),
      });
    }
  }, [router, sessionId]);

  useEffect(() => {
    const timer = setTimeout(() => void verify(), CHECKOUT_VERIFY_DELAY_MS);
    return () => clearTimeout(timer);
  }, [verify]);

  if (state.kind === "verifying") {
    return (
      <div role="status" className="flex flex-col items-center gap-4 text-center">
        <Icon node={Loader2} className="size-8 animate-spin text-primary" aria-hidden="true" />
        <h1 className="text-lg font-medium">{T.verifying}</h1>
      </div>
    );
  }

  if (state.kind === "verified") {
    return (
      <div className="flex flex-col items-center gap-4 text-center">
        <Icon node={CheckCircle2} className="size-12 text-emerald-600" aria-hidden="true" />
        <h1 className="text-3xl font-semibold tracking-tight">{T.title}</h1>
        <p className="max-w-md text-muted-foreground">{T.body}</p>
        <div className="mt-2 flex flex-wrap justify-center gap-3">
          <Button asChild size="lg">
            <Link href={PAGES.builder}>{T.toBuilder}</Link>
          </Button>
          <Button asChild size="lg" variant="outline">
            <Link href={PAGES.subscription}>{T.toSubscription}</Link>
          </Button>
        </div>
      </div>
    );
  }

  const pending = state.kind === "pending";
  return (
    <div className="flex flex-col items-center gap-4 text-center">
      <Icon node={Clock} className="size-12 text-amber-500" aria-hidden="true" />
      <h1 className="text-3xl font-semibold tracking-tight">{pending ? T.pendingTitle : T.failedTitle}</h1>
      {pending ? (
        <p className="max-w-md text-muted-foreground">{T.pendingBody}</p>
      ) : (
        <FormAlert>{state.message}</FormAlert>
      )}
      <div className="mt-2 flex flex-wrap justify-center gap-3">
        <Button
          size="lg"
          onClick={() => {
            setState({ kind: "verifying" });
            void verify();
          }}
        >
          {T.retry}
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href={pending ? PAGES.subscription : PAGES.pricing}>
            {pending ? T.toSubscription : T.toPricing}
          </Link>
        </Button>
      </div>
    </div>
  );
}
