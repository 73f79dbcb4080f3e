import type { TestProject } from "vitest/node";
import { findFreePort } from "../../local/ports.ts";
import { startPostgresStandIn } from "../../local/postgres-server.ts";

declare module "vitest" {
  export interface ProvidedContext {
    localStack: { databaseUrl: string };
  }
}

/** Integration runs get their own stand-ins on free ports with a fresh, seeded, in-memory database. */
export default async function setup(project: TestProject) {
  const postgres = await startPostgresStandIn({ port: await findFreePort(), seed: true });
  project.provide("localStack", { databaseUrl: postgres.url });
  return async () => {
    await postgres.stop();
  };
}
