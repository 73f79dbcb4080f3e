import { describe, expect, it } from "vitest";

import { DEFAULT_AFTER_SIGN_IN, safeRedirectPath } from "@/lib/auth/safe-redirect";

describe("safeRedirectPath", () => {
  it("keeps same-origin paths with their query and fragment", () => {
    expect(safeRedirectPath("/subscription")).toBe("/subscription");
    expect(safeRedirectPath("/builder?step=2#top")).toBe("/builder?step=2#top");
    expect(safeRedirectPath("/reset-password")).toBe("/reset-password");
  });

  it("falls back to /builder when nothing usable is given", () => {
    expect(DEFAULT_AFTER_SIGN_IN).toBe("/builder");
    for (const value of [undefined, null, "", "builder", "./builder", "?next=/x"]) {
      expect(safeRedirectPath(value)).toBe("/builder");
    }
  });

  it("refuses other origins, protocol-relative and backslash tricks", () => {
    for (const value of [
      "https://evil.example/",
      "http:/evil.example",
      "//evil.example",
      "//evil.example/path",
      "/\\evil.example",
      "\\\\evil.example",
      "/\t/evil.example",
      "/\n/evil.example",
      "javascript:alert(1)",
      "data:text/html,hi",
      " /builder",
    ]) {
      expect(safeRedirectPath(value), value).toBe("/builder");
    }
  });

  it("uses the fallback it is given", () => {
    expect(safeRedirectPath("//evil.example", "/")).toBe("/");
    expect(safeRedirectPath("/pricing", "/")).toBe("/pricing");
  });

  it("normalises dot segments without leaving the origin", () => {
    expect(safeRedirectPath("/a/../builder")).toBe("/builder");
    expect(safeRedirectPath("/..//evil.example")).toBe("/builder");
  });
});
