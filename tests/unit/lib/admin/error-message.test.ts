import { describe, expect, it } from "vitest";
import { describeFailure } from "@/lib/admin/error-message";

describe("failure messages", () => {
  it("shows the database's words, not the wrapper's query and parameters", () => {
    const cause = new Error('new row violates check constraint "x"');
    const wrapped = new Error("Failed query: insert into app_settings … params: secret", { cause });
    expect(describeFailure(wrapped)).toBe('new row violates check constraint "x"');
    expect(describeFailure(new Error("plain"))).toBe("plain");
    expect(describeFailure("text")).toBe("text");
  });
});
