/** Runs once when the server starts: refuse to serve with a broken environment, naming each bad variable. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { serverEnv } = await import("./lib/env");
    const { aiEnv } = await import("./lib/ai/ai-env");
    const { billingEnv } = await import("./lib/billing/billing-env");
    serverEnv();
    aiEnv();
    billingEnv();
  }
}
