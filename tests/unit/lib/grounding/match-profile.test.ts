import { describe, expect, it } from "vitest";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { matchCvToAdvert } from "@/lib/grounding/match";
import { letterProfile } from "@/lib/grounding/match-profile";
import { readFixture as fixture } from "../../../fixtures/realistic-cases";

describe("what the letter features (docs/spec.md, engine §9)", () => {
  const cvText = fixture("cvs/software-engineer.txt");
  const jobText = fixture("jobs/backend-engineer.txt");
  const match = matchCvToAdvert({ cvContent: cvText, jobDescription: jobText });
  const profile = letterProfile(extractCvLocally(cvText), cvText, jobText, match);

  it("takes the first 8 matched skills as required and the next 4 as preferred, top 3 achievements, top 5 skills", () => {
    expect(profile.requiredSkills).toEqual(profile.matchedSkills.slice(0, 8));
    expect(profile.preferredSkills).toEqual(profile.matchedSkills.slice(8, 12));
    expect(profile.requiredSkills).toHaveLength(8);
    expect(profile.topAchievements).toHaveLength(3);
    expect(profile.topSkills).toHaveLength(5);
    // "Northstar Analytics" is a name, not a request for analytics.
    expect(profile.matchedSkills).not.toContain("analytics");
  });

  it("carries the match's missing must-haves, so the letter never claims them", () => {
    const advert = "Data Engineer\n\nRequirements:\n- Terraform\n- Strong Python and SQL";
    const cv =
      "Jane Doe\n\nSKILLS\nPython, SQL\n\nEXPERIENCE\nData Engineer — Acme Ltd (2019 – Present)\n- Built pipelines in Python";
    const result = matchCvToAdvert({ cvContent: cv, jobDescription: advert });
    const own = letterProfile(extractCvLocally(cv), cv, advert, result);
    expect(own.missingMustHaves).toEqual(["Terraform"]);
    expect(own.matchedSkills).not.toContain("Terraform");
    expect(own.mustHaveCoverage).toBe(0.5);
  });
});
