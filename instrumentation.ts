/**
 * Runs once when the server starts: refuse to serve with a broken environment, naming each bad variable, warn when
 * production runs with no trusted proxy to name the visitor's IP, and warm up the CV and advert readers.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { serverEnv } = await import("./lib/env");
    const { aiEnv } = await import("./lib/ai/ai-env");
    const { billingEnv } = await import("./lib/billing/billing-env");
    const { missingProxyWarning } = await import("./lib/supabase/forwarded-for");
    const env = serverEnv();
    aiEnv();
    billingEnv();
    const warning = missingProxyWarning(env.TRUSTED_PROXY, process.env.NODE_ENV);
    if (warning) console.warn(warning);
    // Compile the readers' patterns now rather than in the first letter request (docs/architecture.md §7).
    setTimeout(() => {
      import("./lib/ai/warm-up")
        .then(({ warmUpReaders }) => warmUpReaders())
        .catch((error: unknown) => console.warn("Warming up the CV and advert readers failed:", error));
    }, 0);
  }
}
