/** Who is looking at the pricing page, decided on the server; it picks the Premium card's button. */
export type PricingViewer = { signedIn: boolean; isPremium: boolean };

export async function getPricingViewer(): Promise<PricingViewer> {
  // Placeholder until the session wiring replaces it with the signed-in user's plan.
  return { signedIn: false, isPremium: false };
}
