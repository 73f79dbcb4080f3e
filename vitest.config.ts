import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const root = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig({
  resolve: { alias: { "@": root } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          environment: "node",
          // The corpus tests read and check hundreds of documents; on a busy 2-core machine that can pass 5 s.
          testTimeout: 30_000,
        },
      },
      {
        extends: true,
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/support/real-postgres.setup.ts", "tests/support/local-stack.setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // Benchmarks (npm run bench), not part of npm test: they report numbers rather than assert timings.
        extends: true,
        test: {
          name: "bench",
          include: ["bench/**/*.bench.ts"],
          environment: "node",
          globalSetup: ["tests/support/local-stack.setup.ts"],
          testTimeout: 300_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
