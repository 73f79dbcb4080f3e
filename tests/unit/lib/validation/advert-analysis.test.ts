// The model's advert analysis as validated before use: tolerant of nulls and missing keys, strict about types.
import { describe, expect, it } from "vitest";
import { advertRequestSchema, readModelAdvertAnalysis } from "@/lib/validation/advert-analysis";

const NOTHING = {
  company: null,
  agency: null,
  position: null,
  hiringManager: null,
  mustHave: [],
  niceToHave: [],
  language: null,
};

describe("readModelAdvertAnalysis", () => {
  it("reads a complete reply", () => {
    expect(
      readModelAdvertAnalysis({
        company: "Acme GmbH",
        agency: null,
        position: "Product Designer II",
        hiringManager: "Ms Anna Müller",
        mustHave: ["Figma", "3 years of product design"],
        niceToHave: ["German"],
        language: "de",
      }),
    ).toEqual({
      company: "Acme GmbH",
      agency: null,
      position: "Product Designer II",
      hiringManager: { name: "Anna Müller", title: "Ms" },
      mustHave: ["Figma", "3 years of product design"],
      niceToHave: ["German"],
      language: "de",
    });
  });

  it("treats missing keys, nulls, blanks and 'N/A' as not found", () => {
    expect(readModelAdvertAnalysis({})).toEqual(NOTHING);
    expect(readModelAdvertAnalysis(NOTHING)).toEqual(NOTHING);
    expect(
      readModelAdvertAnalysis({
        company: "  ",
        position: "N/A",
        hiringManager: "none",
        agency: "Not stated",
      }),
    ).toEqual(NOTHING);
  });

  it("cleans the lists: strings only, trimmed, without duplicates or blanks", () => {
    const read = readModelAdvertAnalysis({
      mustHave: [" Go ", "go", 42, "", null, "PostgreSQL"],
      niceToHave: ["x".repeat(201), "Kafka"],
    });
    expect(read?.mustHave).toEqual(["Go", "PostgreSQL"]);
    expect(read?.niceToHave).toEqual(["Kafka"]);
  });

  it("reads the language from a code, a regional code or a name; an unlisted language is 'other'", () => {
    const language = (value: unknown) => readModelAdvertAnalysis({ language: value })?.language;
    expect(language("EN")).toBe("en");
    expect(language("en-GB")).toBe("en");
    expect(language("Deutsch")).toBe("de");
    expect(language("sv")).toBe("other");
    expect(language("Klingon language")).toBeNull();
  });

  it("accepts a hiring manager sent as an object", () => {
    expect(
      readModelAdvertAnalysis({ hiringManager: { name: "Sam Jones", title: "Dr" } })?.hiringManager,
    ).toEqual({
      name: "Sam Jones",
      title: "Dr",
    });
    expect(readModelAdvertAnalysis({ hiringManager: { name: null } })?.hiringManager).toBeNull();
  });

  it("drops an over-long value rather than cutting it", () => {
    expect(readModelAdvertAnalysis({ company: "A".repeat(121) })?.company).toBeNull();
  });

  it("rejects a reply with a wrong type, or that is not an object", () => {
    expect(readModelAdvertAnalysis({ company: 42 })).toBeNull();
    expect(readModelAdvertAnalysis({ mustHave: "Go, Python" })).toBeNull();
    expect(readModelAdvertAnalysis({ language: ["en"] })).toBeNull();
    expect(readModelAdvertAnalysis("Acme")).toBeNull();
    expect(readModelAdvertAnalysis(null)).toBeNull();
    expect(readModelAdvertAnalysis([NOTHING])).toBeNull();
  });
});

describe("advertRequestSchema", () => {
  it("needs a job description within the limit", () => {
    expect(advertRequestSchema.safeParse({ jobDescription: "  Job  " }).data).toEqual({
      jobDescription: "Job",
    });
    expect(advertRequestSchema.safeParse({ jobDescription: " " }).error?.issues[0]?.message).toBe(
      "Job description is required",
    );
    expect(
      advertRequestSchema.safeParse({ jobDescription: "x".repeat(20_001) }).error?.issues[0]?.message,
    ).toBe("Job description must be at most 20,000 characters");
  });
});
