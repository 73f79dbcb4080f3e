import { describe, expect, it } from "vitest";
import { rememberLast } from "@/lib/memo";
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";

describe("rememberLast", () => {
  it("computes a text once while it is among the last few, and again once pushed out", () => {
    const seen: string[] = [];
    const length = rememberLast(2, (text) => {
      seen.push(text);
      return text.length;
    });
    expect([length("a"), length("bb"), length("a"), length("ccc"), length("bb"), length("a")]).toEqual([
      1, 2, 1, 3, 2, 1,
    ]);
    // "a" was used again before "ccc" came, so "bb" went first; "a" went when "bb" came back.
    expect(seen).toEqual(["a", "bb", "ccc", "bb", "a"]);
  });
});

describe("remembered analyses", () => {
  it("give each caller its own copy, so one caller's change never reaches another", () => {
    const advert = "Northstar Analytics is hiring a Senior Backend Engineer.\n\nRequirements\n- Go\n- Kafka";
    const first = analyseJobDescription(advert);
    first.requirements.push("changed");
    first.company = "changed";
    expect(analyseJobDescription(advert).company).toBe("Northstar Analytics");
    expect(analyseJobDescription(advert).requirements).not.toContain("changed");
    const cv = "Jane Doe\njane@example.com\n\nSkills\nGo, Kafka";
    extractCvLocally(cv).skills.push("changed");
    expect(extractCvLocally(cv).skills).toEqual(["Go", "Kafka"]);
  });
});
