import "server-only";

import { getCurrentUser } from "@/lib/auth/current-user";
import { hasPremium, isStaff } from "@/lib/auth/access";

/** What the top bar shows about the signed-in user (the shape of components/layout HeaderUser). */
export type ShellUser = {
  name: string | null;
  email: string;
  isPremium: boolean;
  isAdmin: boolean;
  paymentDue: boolean;
};

/** The signed-in user for the site shell, or null when signed out (per-request cached underneath). */
export async function getShellUser(): Promise<ShellUser | null> {
  const current = await getCurrentUser();
  if (!current) return null;
  const profile = current.profile;
  return {
    name: profile?.name?.trim() || null,
    email: current.email,
    isPremium: profile ? hasPremium(profile) : false,
    isAdmin: isStaff(profile?.role),
    paymentDue: profile?.subscriptionStatus === "past_due",
  };
}
