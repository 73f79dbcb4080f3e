/** The stand-ins are development tools: they must never serve a production deployment. */
export function assertNotProduction(what: string): void {
  if (process.env.NODE_ENV === "production") {
    throw new Error(`${what} is a local stand-in and refuses to run with NODE_ENV=production.`);
  }
}

/** Stand-ins only ever bind to loopback. */
export const LOOPBACK = "127.0.0.1";
