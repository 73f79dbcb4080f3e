import { describe, expect, it } from "vitest";
import { formatNewValues, REDACTED, redactSecrets } from "@/lib/admin/redact-secrets";

describe("secrets never reach the activity list", () => {
  it("masks strings under secret-looking keys at any depth, keeps the rest", () => {
    expect(
      redactSecrets({
        configured: true,
        api_key: "sk-live-123",
        nested: [
          { apiKey: "sk-2", value: 5 },
          { token: "t", password: "p", secret: "s" },
        ],
      }),
    ).toEqual({
      configured: true,
      api_key: REDACTED,
      nested: [
        { apiKey: REDACTED, value: 5 },
        { token: REDACTED, password: REDACTED, secret: REDACTED },
      ],
    });
    expect(redactSecrets("plain")).toBe("plain");
  });

  it("formats new_values as indented JSON, or null", () => {
    expect(formatNewValues({ value: 90000 })).toBe('{\n  "value": 90000\n}');
    expect(formatNewValues(null)).toBeNull();
    expect(formatNewValues({ apiKey: "sk-x" })).not.toContain("sk-x");
  });
});
