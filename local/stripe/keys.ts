/**
 * The Stripe stand-in's fixed, well-known keys and price ids. Fixed (not generated) so `next build` and the tests
 * know them before anything starts. They open nothing but this machine's loopback stand-in.
 */
export const LOCAL_STRIPE_SECRET_KEY = "sk_test_local_stand_in_0001";
export const LOCAL_STRIPE_WEBHOOK_SECRET = "whsec_local_stand_in_0001";

export const LOCAL_STRIPE_PRICE_MONTHLY = "price_local_monthly";
export const LOCAL_STRIPE_PRICE_SIXMONTHLY = "price_local_sixmonthly";

/** The API version the stand-in's resources follow: that of the `stripe` SDK it was written against (23.1.0). */
export const STAND_IN_API_VERSION = "2026-10-28.endive";
