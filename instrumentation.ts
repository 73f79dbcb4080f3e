/** Runs once when the server starts: refuse to serve with a broken environment. */
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { serverEnv } = await import("./lib/env");
    serverEnv();
  }
}
