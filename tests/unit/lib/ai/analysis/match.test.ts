import { describe, expect, it } from "vitest";
import { matchProfile } from "@/lib/ai/analysis/match";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { readFixture as fixture } from "../../../../fixtures/realistic-cases";

describe("skill matching (docs/spec.md, engine §9)", () => {
  it("takes the first 8 matched skills as required and the next 4 as preferred, top 3 achievements, top 5 skills", () => {
    const cvText = fixture("cvs/software-engineer.txt");
    const jobText = fixture("jobs/backend-engineer.txt");
    const match = matchProfile(extractCvLocally(cvText), cvText, jobText);
    expect(match.requiredSkills).toEqual(match.matchedSkills.slice(0, 8));
    expect(match.preferredSkills).toEqual(match.matchedSkills.slice(8, 12));
    expect(match.requiredSkills).toHaveLength(8);
    expect(match.topAchievements).toHaveLength(3);
    expect(match.topSkills).toHaveLength(5);
    // "Northstar Analytics" is a name, not a request for analytics.
    expect(match.matchedSkills).not.toContain("analytics");
  });
});
