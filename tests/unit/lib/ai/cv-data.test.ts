import { describe, expect, it } from "vitest";
import { normaliseCvData } from "@/lib/ai/cv-data";

describe("normaliseCvData (docs/spec.md, engine §3)", () => {
  it("turns non-text values into empty strings and defaults the name to 'Your Name'", () => {
    const cv = normaliseCvData({ name: 42, email: null, phone: { x: 1 }, skills: "Go" });
    expect(cv).toMatchObject({ name: "42", email: "", phone: "", skills: [], experience: [], education: [] });
    expect(normaliseCvData({ name: "  " }).name).toBe("Your Name");
    expect(normaliseCvData(null).name).toBe("Your Name");
    expect(normaliseCvData("garbage").name).toBe("Your Name");
  });

  it("drops experience with no company, position or description, and all-empty education", () => {
    const cv = normaliseCvData({
      experience: [
        { company: "", position: "", description: "", duration: "2020", achievements: ["x"] },
        { company: "Acme", achievements: ["Led", 5, null, " Built "] },
        "not an object",
      ],
      education: [{ institution: "", degree: "", field: "", year: "" }, { year: 2015 }],
    });
    expect(cv.experience).toEqual([
      { company: "Acme", position: "", duration: "", description: "", achievements: ["Led", "Built"] },
    ]);
    expect(cv.education).toEqual([{ institution: "", degree: "", field: "", year: "2015" }]);
  });

  it("drops non-text list items and keeps optional lists only when present", () => {
    const cv = normaliseCvData({ skills: ["Go", 1, { a: 1 }, "", "Rust"], languages: ["English", false] });
    expect(cv.skills).toEqual(["Go", "Rust"]);
    expect(cv.languages).toEqual(["English"]);
    expect(cv.certifications).toBeUndefined();
  });
});
