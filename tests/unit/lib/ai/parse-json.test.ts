import { describe, expect, it } from "vitest";
import { parseModelJson } from "@/lib/ai/parse-json";

describe("parseModelJson", () => {
  it("parses JSON wrapped in code fences, prose, smart quotes or trailing commas", () => {
    expect(parseModelJson('```json\n{"a": 1}\n```')).toEqual({ a: 1 });
    expect(parseModelJson('Here you go: {"a": [1, 2,],} Hope it helps')).toEqual({ a: [1, 2] });
    expect(parseModelJson("{\u201Ca\u201D: \u201Cb\u201D}")).toEqual({ a: "b" });
    expect(parseModelJson('\uFEFF{"a":"x\u0007"}')).toEqual({ a: "x" });
  });

  it("returns undefined when nothing parses", () => {
    expect(parseModelJson("no json here")).toBeUndefined();
    expect(parseModelJson("{broken")).toBeUndefined();
    expect(parseModelJson("42")).toBeUndefined();
  });
});
