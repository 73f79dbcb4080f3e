// The browser's zod runs without eval (docs/decisions.md 'Security headers'), set without importing zod.
import { describe, expect, it } from "vitest";
import { zodWithoutEval } from "@/lib/validation/zod-without-eval";

describe("zodWithoutEval", () => {
  it("turns on zod's jitless setting through the global zod reads, keeping other settings", async () => {
    const { z } = await import("zod");
    const before = { ...z.config() };
    try {
      zodWithoutEval();
      expect(z.config().jitless).toBe(true);
      expect(z.object({ a: z.string() }).parse({ a: "x" })).toEqual({ a: "x" });
    } finally {
      const config = z.config() as Record<string, unknown>;
      for (const key of Object.keys(config)) delete config[key];
      Object.assign(config, before);
    }
  });
});
