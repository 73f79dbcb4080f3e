import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";

import { formattingSchema } from "@/lib/validation/ai";
import { DEFAULT_FORMATTING, type Formatting } from "@/lib/validation/letter-options";

describe("letter options without zod", () => {
  it("default formatting is what the schema gives for an empty object", () => {
    expect(formattingSchema.parse({})).toEqual(DEFAULT_FORMATTING);
  });

  it("Formatting is the schema's output type", () => {
    expectTypeOf<z.infer<typeof formattingSchema>>().toEqualTypeOf<Formatting>();
  });
});
