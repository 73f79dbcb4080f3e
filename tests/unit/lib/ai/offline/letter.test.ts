import { beforeAll, describe, expect, it } from "vitest";
import { analyseJobDescription } from "@/lib/ai/analysis/job-description";
import type { CvData } from "@/lib/ai/cv-data";
import { matchCvToAdvert } from "@/lib/grounding/match";
import { letterProfile } from "@/lib/grounding/match-profile";
import { bodyWordCount, LENGTH_BANDS } from "@/lib/ai/letter-rules";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { composeTemplateLetter, writeTemplateLetter } from "@/lib/ai/offline/letter";
import { LENGTH_OPTIONS, TONE_OPTIONS } from "@/lib/validation/letter-options";
import { ADVERT_CASES } from "../../../../fixtures/adverts/corpus";
import { CV_CASES } from "../../../../fixtures/cv-corpus/corpus";
import { PAIR_CASES } from "../../../../fixtures/pairs/corpus";
import { readFixture as fixture, REALISTIC_CASES as CASES } from "../../../../fixtures/realistic-cases";
import { cvCaseText } from "../../../../support/accuracy";

/** What the letter engines feature, from the match of this CV and advert. */
function matchProfile(cv: CvData, cvText: string, advert: string) {
  return letterProfile(cv, cvText, advert, matchCvToAdvert({ cvContent: cvText, jobDescription: advert }));
}

/** The offline letter on every labelled CV × advert pair (docs/product-rules.md, "The letter"). */

type Pair = { id: string; cvId: string; fit: string; cvText: string; advertText: string };
let pairs: Pair[] = [];

beforeAll(async () => {
  pairs = await Promise.all(
    PAIR_CASES.map(async (pair) => ({
      id: pair.id,
      cvId: pair.cv,
      fit: pair.fit,
      cvText: await cvCaseText(CV_CASES.find((c) => c.id === pair.cv)!),
      advertText: ADVERT_CASES.find((advert) => advert.id === pair.advert)!.text,
    })),
  );
}, 60_000);

function letterFor(pair: Pair, options: Partial<Parameters<typeof writeTemplateLetter>[0]> = {}) {
  const cv = extractCvLocally(pair.cvText);
  const job = analyseJobDescription(pair.advertText);
  const match = matchProfile(cv, pair.cvText, pair.advertText);
  return {
    cv,
    job,
    ...composeTemplateLetter({ cv, job, match, tone: "professional", length: "medium", ...options }),
  };
}

const body = (letter: string) => letter.split("\n\n").slice(1, -1);
const sentences = (letter: string) =>
  body(letter)
    .join(" ")
    .split(/(?<=[.!?])\s+(?=[A-Z])/);

describe("the offline letter on the labelled pairs", () => {
  it("keeps the body inside the length band, or uses every true sentence when the CV is too thin", () => {
    const outside: string[] = [];
    for (const pair of pairs) {
      for (const length of LENGTH_OPTIONS) {
        const { letter, usedEverything } = letterFor(pair, { length });
        const words = bodyWordCount(letter);
        const band = LENGTH_BANDS[length];
        if (words > band.max || (words < band.min && !usedEverything))
          outside.push(`${pair.id} ${length}: ${words}`);
      }
    }
    expect(outside).toEqual([]);
  });

  it("writes a Short letter inside 120–180 words for every pair", () => {
    for (const pair of pairs) {
      const words = bodyWordCount(letterFor(pair, { length: "short" }).letter);
      expect(words, pair.id).toBeGreaterThanOrEqual(LENGTH_BANDS.short.min);
      expect(words, pair.id).toBeLessThanOrEqual(LENGTH_BANDS.short.max);
    }
  });

  it("makes Short shorter than Medium and Medium no longer than Long", () => {
    let shorter = 0;
    for (const pair of pairs) {
      const [short, medium, long] = LENGTH_OPTIONS.map((length) =>
        bodyWordCount(letterFor(pair, { length }).letter),
      );
      expect(short!, pair.id).toBeLessThanOrEqual(medium!);
      expect(medium!, pair.id).toBeLessThanOrEqual(long!);
      if (short! < medium!) shorter++;
      else
        expect(
          letterFor(pair, { length: "medium" }).usedEverything,
          `${pair.id}: only a thin CV may give equal lengths`,
        ).toBe(true);
    }
    expect(shorter).toBeGreaterThan(pairs.length * 0.8);
  });

  it("names the employer and the position whenever the advert does, in every tone", () => {
    for (const pair of pairs) {
      for (const tone of TONE_OPTIONS) {
        const { letter, job } = letterFor(pair, { tone });
        if (job.company) expect(letter, pair.id).toContain(job.company);
        if (job.position) expect(letter, pair.id).toContain(job.position);
      }
    }
  });

  it("leaves no placeholder and ends with the sign-off and the name", () => {
    for (const pair of pairs) {
      const { letter, cv } = letterFor(pair, { length: "long" });
      expect(letter, pair.id).not.toMatch(/\[[^\]]*\]|\{[^}]*\}|\bundefined\b|\bnull\b|Your Name|\.\.(?!\.)/);
      expect(letter.endsWith(`Sincerely,\n${cv.name}`), pair.id).toBe(true);
    }
  });

  it("writes whole sentences: no subjectless clause after a lead-in", () => {
    for (const pair of pairs) {
      for (const sentence of sentences(letterFor(pair, { length: "long" }).letter)) {
        // "In my most recent role, built a…": a lead-in straight into a verb with no subject.
        expect(sentence, pair.id).not.toMatch(
          /^(In my (current|most recent) role|At [^,]+|Before that|Earlier)(, as an? [^,]+?(?: at [^,]+)?)?, (?!I\b|my\b|one\b|another\b)[a-z]+(ed|t)\b/,
        );
      }
    }
  });

  it("reads acronyms aloud and puts 'also' after 'was'", () => {
    for (const pair of pairs) {
      const { letter } = letterFor(pair, { length: "long" });
      expect(letter, pair.id).not.toMatch(/\ba (?:HR|MA|MSc|MBA|SRE|RN)\b|\bI also (?:was|am)\b/);
    }
  });

  it("gives a Long letter the CV's further facts: every degree, the current role's start and the other skills", async () => {
    const text = await cvCaseText(CV_CASES.find((c) => c.id === "text-backend-engineer-caps-headings")!);
    const pair = pairs.find((p) => p.cvText === text)!;
    const long = letterFor(pair, { length: "long" }).letter;
    expect(long).toContain("I have been with Paylane Ltd since 2021.");
    expect(long).toMatch(/I also hold a BSc in Computer Science/);
    expect(long).toMatch(/My other skills include [^.]*Terraform/);
    // Short has no room for them.
    expect(letterFor(pair, { length: "short" }).letter).not.toContain("My other skills include");
  });

  it("is honest when the CV meets few of the advert's needs", () => {
    const poor = pairs.filter((pair) => pair.fit === "poor");
    expect(poor.length).toBeGreaterThan(0);
    for (const pair of pairs) {
      const { letter } = letterFor(pair, { length: "long" });
      expect(letter, pair.id).not.toMatch(
        /exactly where my experience lies|matches what you are looking for/,
      );
    }
    for (const pair of poor) {
      const { letter } = letterFor(pair);
      expect(letter, pair.id).not.toMatch(/I have used (both|each of them) in my work/);
    }
  });

  it("never repeats a body sentence of eight or more words in the letters of two different CVs", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const pair of pairs) {
      for (const length of LENGTH_OPTIONS) {
        for (const sentence of sentences(letterFor(pair, { length }).letter)) {
          if (sentence.split(/\s+/).length < 8 || /^You can reach me/.test(sentence)) continue;
          const owner = seen.get(sentence);
          if (owner && owner !== pair.cvId) repeats.push(sentence);
          seen.set(sentence, owner ?? pair.cvId);
        }
      }
    }
    expect([...new Set(repeats)]).toEqual([]);
  });
});

describe("the offline letter uses the candidate's notes", () => {
  const notes =
    "Referred by Sam Lee, a senior engineer on the platform team. Available from 1 March. Relocating to Leeds in the spring. I love their mission to cut food waste.";

  it("places a referral in the opening, motivation in the middle, and the start date and move in the closing", () => {
    for (const pair of pairs.slice(0, 8)) {
      for (const length of LENGTH_OPTIONS) {
        const paragraphs = body(letterFor(pair, { length, notes }).letter);
        expect(paragraphs[0], pair.id).toContain(
          "I was referred to this role by Sam Lee, a senior engineer on the platform team.",
        );
        expect(paragraphs.at(-1), pair.id).toContain("I am available to start from 1 March.");
        expect(paragraphs.at(-1), pair.id).toContain("I am relocating to Leeds in the spring.");
        expect(paragraphs.slice(1, -1).join(" "), pair.id).toContain(
          "I love your mission to cut food waste.",
        );
      }
    }
  });

  it("reads notes written as fragments or in the candidate's own words", () => {
    const pair = pairs[0]!;
    const paragraphs = body(
      letterFor(pair, {
        notes:
          "Notice period: 4 weeks\nwilling to relocate to Manchester\nSam Patel suggested I apply\nbig fan of the product",
      }).letter,
    );
    expect(paragraphs[0]).toContain("Sam Patel suggested I apply.");
    expect(paragraphs.at(-1)).toContain("My notice period is 4 weeks.");
    expect(paragraphs.at(-1)).toContain("I am happy to relocate to Manchester.");
    expect(paragraphs.slice(1, -1).join(" ")).toContain("I am a big fan of the product.");
  });
});

describe("the offline letter greets the right person", () => {
  const cvText = CV_CASES.find((c) => c.format === "text")!;

  async function greetingFor(advert: string) {
    const text = await cvCaseText(cvText);
    const cv = extractCvLocally(text);
    const job = analyseJobDescription(advert);
    return writeTemplateLetter({
      cv,
      job,
      match: matchProfile(cv, text, advert),
      tone: "professional",
      length: "short",
    }).split("\n")[0];
  }

  it("uses the title only when the advert gives one, else the full name, else Dear Hiring Manager", async () => {
    expect(
      await greetingFor(
        "Data Analyst — Kestrel Foods\n\nPlease address your application to Ms Anna Müller, Head of Data.",
      ),
    ).toBe("Dear Ms Müller,");
    expect(await greetingFor("Data Analyst — Kestrel Foods\n\nHiring manager: Anna Müller")).toBe(
      "Dear Anna Müller,",
    );
    expect(await greetingFor("Data Analyst — Kestrel Foods\n\nWe are a food business in Leeds.")).toBe(
      "Dear Hiring Manager,",
    );
  });

  it("writes an agency advert to the role the agency recruits for, never calling the agency the employer", async () => {
    const advert =
      "Senior Paralegal\n\nOur client, a leading law firm in Leeds, is looking for a Senior Paralegal.\n\nMeridian Recruitment is acting as an employment agency for this vacancy. Contact Jo Barnes on 0113 496 0000.";
    const text = await cvCaseText(cvText);
    const cv = extractCvLocally(text);
    const job = analyseJobDescription(advert);
    const letter = writeTemplateLetter({
      cv,
      job,
      match: matchProfile(cv, text, advert),
      tone: "professional",
      length: "medium",
    });
    expect(letter.split("\n")[0]).toBe("Dear Jo Barnes,");
    expect(letter).toContain("the Senior Paralegal role you are recruiting for");
    expect(letter).not.toMatch(/at Meridian Recruitment|help Meridian Recruitment/);
  });
});

describe("the template letter", () => {
  for (const expected of CASES) {
    it(`reads as a real letter for ${expected.cv}, in every tone and length`, () => {
      const cvText = fixture(expected.cv);
      const jobText = fixture(expected.job);
      const cv = extractCvLocally(cvText);
      const job = analyseJobDescription(jobText);
      const match = matchProfile(cv, cvText, jobText);
      for (const tone of TONE_OPTIONS) {
        for (const length of LENGTH_OPTIONS) {
          const letter = writeTemplateLetter({ cv, job, match, tone, length });
          expect(letter.startsWith("Dear Hiring Manager")).toBe(true);
          expect(letter).toMatch(new RegExp(`Sincerely,\\n${expected.name}$`));
          expect(letter).toContain(expected.company);
          expect(letter).toContain(expected.position);
          expect(letter).toContain(expected.email);
          expect(letter).toContain(expected.phone);
          expect(letter).toContain(expected.latest.position);
          expect(letter).not.toMatch(/\[[^\]]*\]|\{[^}]*\}|undefined|null|Your Name/);
          const body = letter.split("\n\n").slice(1, -1);
          expect(body.length).toBeGreaterThanOrEqual(3);
          expect(body.length).toBeLessThanOrEqual(5);
        }
      }
    });
  }

  it("writes around a missing company, position and contact details", () => {
    const cv = extractCvLocally("Alex Smith\n\nSkills\nExcel, SQL");
    const job = analyseJobDescription("We need someone good with spreadsheets.");
    const letter = writeTemplateLetter({
      cv,
      job,
      match: matchProfile(cv, "", ""),
      tone: "professional",
      length: "medium",
    });
    expect(letter).toContain("this role");
    expect(letter).not.toMatch(/\[|\]|undefined/);
    expect(letter.endsWith("Sincerely,\nAlex Smith")).toBe(true);
  });
});
