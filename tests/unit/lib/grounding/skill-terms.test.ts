import { describe, expect, it } from "vitest";
import { skillsShownBy } from "@/lib/grounding/skill-terms";

describe("the skills a text shows", () => {
  it("include a known skill that starts a longer one's name, so a letter may say the short form", () => {
    expect(skillsShownBy("Raised SAP PM work orders in Workday HCM")).toEqual(
      new Set(["SAP PM", "SAP", "work orders", "Workday HCM", "Workday"]),
    );
  });

  it("do not read a skill into a longer word", () => {
    expect(skillsShownBy("Built the JavaScript front end").has("Java")).toBe(false);
  });
});
