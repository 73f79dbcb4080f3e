import { describe, expect, it } from "vitest";
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import { readFixture as fixture, REALISTIC_CASES as CASES } from "../../../../fixtures/realistic-cases";

describe("job description analysis", () => {
  for (const expected of CASES) {
    it(`reads company, position, industry and seniority from ${expected.job}`, () => {
      const job = analyseJobDescription(fixture(expected.job));
      expect(job).toMatchObject({
        company: expected.company,
        position: expected.position,
        industry: expected.industry,
        seniority: expected.seniority,
      });
      expect(job.requirements.length).toBeGreaterThan(2);
    });
  }

  it("defaults to technology and mid level when the advert says nothing", () => {
    expect(analyseJobDescription("We need help.")).toMatchObject({
      industry: "technology",
      seniority: "mid",
    });
  });

  it("detects entry and executive levels and the other industries", () => {
    expect(analyseJobDescription("Graduate Software Engineer\nJoin us").seniority).toBe("entry");
    expect(analyseJobDescription("Director of Sales\nOwn the sales pipeline and revenue").seniority).toBe(
      "executive",
    );
    expect(
      analyseJobDescription("Maths Teacher. Plan lessons for pupils across the school curriculum.").industry,
    ).toBe("education");
    expect(
      analyseJobDescription("Account Executive: close deals, build pipeline, hit quota, grow sales revenue.")
        .industry,
    ).toBe("sales");
    expect(
      analyseJobDescription("Management Consultant for client engagements and advisory workshops.").industry,
    ).toBe("consulting");
  });
});
