import { describe, expect, it } from "vitest";
import { bandOf, KEYWORD_SHARE, matchCvToAdvert, scoreOf } from "@/lib/grounding/match";
import { yearsAsked, yearsCovered, spanOf } from "@/lib/grounding/match-years";

/** The match (docs/product-rules.md, "The match"). */

const NOW = new Date("2026-06-01");

const CV = [
  "Jane Doe",
  "jane@example.com",
  "",
  "PROFILE",
  "Backend engineer building payment services.",
  "",
  "SKILLS",
  "Languages: Go, Python, SQL",
  "Data: Postgres, Redis",
  "Infrastructure: K8s, Docker",
  "",
  "EXPERIENCE",
  "Senior Backend Engineer — Paylane Ltd, London",
  "Jan 2021 – Present",
  "• Led the move of card settlement to Kafka streams",
  "Backend Engineer — Cargotrack, Kraków",
  "Jun 2019 – Dec 2020",
  "• Built the route-pricing service in Go",
  "",
  "EDUCATION",
  "BSc Computer Science — University of Leeds — 2019",
  "",
  "LANGUAGES",
  "English (native), German (B1)",
].join("\n");

const advert = (musts: string[], nice: string[] = []) =>
  [
    "Backend Engineer — Ledgerly",
    "",
    "Requirements:",
    ...musts.map((line) => `- ${line}`),
    ...(nice.length ? ["", "Nice to have:", ...nice.map((line) => `- ${line}`)] : []),
  ].join("\n");

const match = (musts: string[], nice: string[] = [], cv = CV) =>
  matchCvToAdvert({ cvContent: cv, jobDescription: advert(musts, nice), now: NOW });
const statusOf = (requirement: string, cv = CV) => match([requirement], [], cv).requirements[0]!;

describe("bands and score", () => {
  it("puts each score in its band, boundaries included", () => {
    expect([0, 39, 40, 59, 60, 79, 80, 100].map(bandOf)).toEqual([
      "Poor",
      "Poor",
      "Fair",
      "Fair",
      "Good",
      "Good",
      "Great",
      "Great",
    ]);
  });

  it("weighs must-haves more than nice-to-haves", () => {
    const mustMet = scoreOf(
      [
        { importance: "must", status: "met" },
        { importance: "nice", status: "missing" },
      ],
      null,
    );
    const niceMet = scoreOf(
      [
        { importance: "must", status: "missing" },
        { importance: "nice", status: "met" },
      ],
      null,
    );
    expect(mustMet).toBeGreaterThan(niceMet);
  });

  it("lets bare keyword overlap make at most a fifth of the score", () => {
    const allMissing = [{ importance: "must" as const, status: "missing" as const }];
    expect(scoreOf(allMissing, 1)).toBe(100 * KEYWORD_SHARE);
    expect(KEYWORD_SHARE).toBeLessThanOrEqual(0.2);
    // An advert whose every named skill the CV has, but whose requirements it misses, stays Poor.
    const result = match(["Right to work in the UK", "Happy working nights", "Level 3 Food Safety"]);
    expect(result.score).toBeLessThanOrEqual(20);
    expect(result.band).toBe("Poor");
  });

  it("scores 0 to 100 and rises with what the CV shows", () => {
    const strong = match(["Go", "PostgreSQL", "Kubernetes"]);
    const weak = match(["Go", "Terraform", "Rust"]);
    expect(strong.score).toBe(100);
    expect(strong.band).toBe("Great");
    expect(weak.score).toBeLessThan(strong.score);
    expect(weak.score).toBeGreaterThanOrEqual(0);
  });
});

describe("determinism and independence from the letter", () => {
  it("gives the same result for the same input", () => {
    const input = {
      cvContent: CV,
      jobDescription: advert(["Go", "Terraform", "3+ years of backend"]),
      now: NOW,
    };
    expect(matchCvToAdvert(input)).toEqual(matchCvToAdvert(input));
  });

  it("takes only the CV and the advert", () => {
    expect(matchCvToAdvert.length).toBe(1);
    const result = match(["Terraform"]);
    expect(result.missingMustHaves).toEqual(["Terraform"]);
  });
});

describe("requirement by requirement", () => {
  it("finds skills through their synonyms, citing the CV line", () => {
    const postgres = statusOf("PostgreSQL");
    expect(postgres.status).toBe("met");
    expect(postgres.evidence).toEqual(["Data: Postgres, Redis"]);
    expect(statusOf("Kubernetes").evidence).toEqual(["Infrastructure: K8s, Docker"]);
  });

  it("meets a choice with any one option, and half of a two-part requirement is partial", () => {
    expect(statusOf("Python, Ruby or Bash").status).toBe("met");
    expect(statusOf("Go and Terraform").status).toBe("partial");
    expect(statusOf("Terraform").status).toBe("missing");
  });

  it("counts a neighbouring tool as partial, or met when the advert accepts similar", () => {
    expect(statusOf("Kafka").status).toBe("met");
    expect(statusOf("MySQL").status).toBe("partial");
    expect(statusOf("MySQL or a similar database").status).toBe("met");
  });

  it("compares years asked with the years of the CV's date ranges", () => {
    expect(statusOf("3+ years as a backend engineer").status).toBe("met");
    expect(statusOf("10+ years as a backend engineer").status).toBe("partial");
    expect(statusOf("3+ years as a CRA").status).toBe("missing");
  });

  it("counts languages, right to work and driving licences only when the CV says so", () => {
    expect(statusOf("Fluent English").status).toBe("met");
    expect(statusOf("Fluent German").status).toBe("partial");
    expect(statusOf("Spanish (C1)").status).toBe("missing");
    expect(statusOf("Right to work in the UK").status).toBe("missing");
    expect(statusOf("Full UK driving licence").status).toBe("missing");
  });

  it("reads a degree's subject from the education lines", () => {
    const degree = statusOf("Degree in Computer Science");
    expect(degree.status).toBe("met");
    expect(degree.evidence[0]).toContain("BSc Computer Science");
    expect(statusOf("Degree in Mechanical Engineering").status).toBe("partial");
  });

  it("counts a course or module as study, not practice", () => {
    const graduate =
      "Sam Lee\n\nEDUCATION\nBSc Computing, 2025\nModules included Distributed Systems and Databases";
    expect(statusOf("Distributed systems", graduate).status).toBe("partial");
  });

  it("reads an abbreviation and its spelled-out form as one", () => {
    const hotelier =
      "Zoe Bell\n\nEXPERIENCE\nFront Office Manager, Hotel Lune, Paris\nMay 2016 – Aug 2024\n• Set up Opera PMS rate plans";
    expect(statusOf("Property management system knowledge", hotelier).status).toBe("met");
    const seller = "Ana Ruiz\n\nEXPERIENCE\nAccount Executive, Ledgerline, Madrid | 2019 – 2025";
    expect(statusOf("2+ years as an AE", seller).status).toBe("met");
    expect(statusOf("2+ years as an SDR", seller).status).toBe("missing");
  });

  it("lets a named skill meet an 'or a similar' requirement, and a bracketed example its topic", () => {
    expect(statusOf("Go or another typed language").status).toBe("met");
    expect(statusOf("Messaging systems (Kafka, RabbitMQ)").status).toBe("met");
  });

  it("meets a list of options with any one of them", () => {
    expect(statusOf("Open banking, PSD2 compliance, card settlement or FX rails").status).toBe("met");
    expect(statusOf("Open banking, PSD2 compliance, card settlement and FX rails").status).not.toBe("met");
  });
});

describe("advice for missing must-haves", () => {
  it("says where to show each one, only if the user has it", () => {
    const result = match(["Terraform", "Right to work in the UK", "Go"]);
    const [terraform, rightToWork, go] = result.requirements;
    expect(terraform!.advice).toBe(
      "If you have used Terraform, name it in your experience at Paylane Ltd or in your skills.",
    );
    expect(rightToWork!.advice).toContain("If this is true of you");
    expect(go!.advice).toBeUndefined();
    expect(result.missingMustHaves).toEqual(["Terraform", "Right to work in the UK"]);
  });

  it("gives no advice for nice-to-haves", () => {
    const result = match(["Go"], ["Terraform"]);
    expect(result.requirements[1]).toMatchObject({ importance: "nice", status: "missing" });
    expect(result.requirements[1]!.advice).toBeUndefined();
  });
});

describe("years", () => {
  it("reads years asked in four languages", () => {
    expect(yearsAsked("3+ years of Python")?.years).toBe(3);
    expect(yearsAsked("Mindestens 3 Jahre Berufserfahrung")?.years).toBe(3);
    expect(yearsAsked("Au moins 5 ans en management")?.years).toBe(5);
    expect(yearsAsked("2 à 3 ans d'expérience")?.years).toBe(2);
    expect(yearsAsked("5+ años como desarrollador")?.years).toBe(5);
    expect(yearsAsked("five years' experience")?.years).toBe(5);
    expect(yearsAsked("Level 3 Food Safety")).toBeNull();
  });

  it("counts overlapping date ranges once", () => {
    const spans = ["Jan 2020 – Dec 2021", "Jun 2021 – Dec 2022"].map((line) => spanOf(line, NOW)!);
    expect(yearsCovered(spans)).toBe(3);
    expect(yearsCovered([spanOf("Jan 2021 – Present", NOW)!])).toBe(5);
  });
});
