import Link from "next/link";
import { Crown, Loader2, LogOut } from "lucide";
import { Icon } from "@/components/ui/icon";

import { SignOutButton } from "@/components/auth/sign-out-button";

import type { HeaderUser, SignOutAction } from "@/components/layout/header-user";
import { Badge } from "@/components/ui/badge";
import { Button, buttonVariants } from "@/components/ui/button";
import { SIGN_OUT } from "@/lib/messages/auth";
import { NAV_LABELS } from "@/lib/messages/marketing";
import { cn } from "@/lib/utils";
import { PAGES } from "@/lib/routes";

type AccountControlsProps = {
  user?: HeaderUser | null;
  signOutAction?: SignOutAction;
  /** "inline" for the desktop bar, "stacked" for the mobile menu. */
  layout: "inline" | "stacked";
};

/** Right side of the top bar: Sign In / Sign Up, or the user's badge, name (a link to the account page), Manage and Sign Out (docs/spec.md, product §2). */
export function AccountControls({ user, signOutAction, layout }: AccountControlsProps) {
  const stacked = layout === "stacked";
  const buttonWidth = stacked ? "w-full" : undefined;

  if (!user) {
    return (
      <div className={cn("flex gap-2", stacked ? "flex-col" : "items-center")}>
        <Button
          asChild
          variant={stacked ? "outline" : "ghost"}
          size={stacked ? "lg" : "default"}
          className={buttonWidth}
        >
          <Link href={PAGES.signIn}>{NAV_LABELS.signIn}</Link>
        </Button>
        <Button asChild size={stacked ? "lg" : "default"} className={buttonWidth}>
          <Link href={PAGES.signUp}>{NAV_LABELS.signUp}</Link>
        </Button>
      </div>
    );
  }

  const displayName = user.name?.trim() || user.email;

  return (
    <div className={cn("flex gap-3", stacked ? "flex-col items-stretch" : "items-center")}>
      <div className={cn("flex min-w-0 items-center gap-2", stacked && "justify-between")}>
        <Link
          href={PAGES.account}
          className={cn(
            "truncate rounded-sm text-sm font-medium underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
            !stacked && "max-w-28 text-muted-foreground xl:max-w-48",
          )}
          title={displayName}
        >
          <span className="sr-only">{NAV_LABELS.account} </span>
          <span>{displayName}</span>
        </Link>
        {user.isPremium && (
          <Badge className="gap-1">
            <Icon node={Crown} aria-hidden="true" />
            {NAV_LABELS.premium}
          </Badge>
        )}
      </div>
      {user.paymentDue && (
        // A past-due customer keeps the free limits but must find where to fix the card (docs/decisions.md 'Past due').
        <Button asChild variant="destructive" size={stacked ? "lg" : "sm"} className={buttonWidth}>
          <Link href={PAGES.subscription}>{NAV_LABELS.paymentDue}</Link>
        </Button>
      )}
      {user.isPremium && (
        <Button asChild variant="outline" size={stacked ? "lg" : "sm"} className={buttonWidth}>
          <Link href={PAGES.subscription}>{NAV_LABELS.manage}</Link>
        </Button>
      )}
      {signOutAction && (
        <form action={signOutAction} className={buttonWidth}>
          <SignOutButton
            className={cn(
              buttonVariants({ variant: stacked ? "outline" : "ghost", size: stacked ? "lg" : "sm" }),
              buttonWidth,
            )}
            pendingChildren={
              <>
                <Icon node={Loader2} className="animate-spin" aria-hidden="true" />
                {SIGN_OUT.pending}
              </>
            }
          >
            <Icon node={LogOut} aria-hidden="true" />
            {NAV_LABELS.signOut}
          </SignOutButton>
        </form>
      )}
    </div>
  );
}
