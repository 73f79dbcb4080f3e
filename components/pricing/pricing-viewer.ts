import "server-only";

import { getShellUser } from "@/lib/auth/header-user";

/** Who is looking at the pricing page, decided on the server; it picks the Premium card's button. */
export type PricingViewer = { signedIn: boolean; isPremium: boolean };

export async function getPricingViewer(): Promise<PricingViewer> {
  const user = await getShellUser(); // cached per request: the layout's top bar asked already
  return { signedIn: user !== null, isPremium: user?.isPremium ?? false };
}
