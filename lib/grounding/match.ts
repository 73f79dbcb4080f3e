import { advertSkills, findRequirementLists } from "@/lib/ai/analysis/job-description";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { canonicalSkill } from "@/lib/grounding/cv-evidence";
import { adviceFor } from "@/lib/grounding/match-advice";
import { readCvForMatch, type MatchCv } from "@/lib/grounding/match-cv";
import { judgeRequirement, type RequirementStatus } from "@/lib/grounding/match-requirement";
import { MATCH_PANEL } from "@/lib/messages/builder";
import { rememberLast } from "@/lib/memo";

/**
 * How well a CV meets an advert, requirement by requirement (docs/product-rules.md, "The match"). Computed from
 * the CV and the advert only — nothing a letter says can raise it — and deterministic: the same input (and day,
 * for "– Present" date ranges) gives the same result.
 */

export type { RequirementStatus };
export type RequirementImportance = "must" | "nice";
export type MatchBand = keyof typeof MATCH_PANEL.bands;

export type MatchRequirement = {
  text: string;
  importance: RequirementImportance;
  status: RequirementStatus;
  /** The CV lines that show it, best first; empty when missing. */
  evidence: string[];
  /** For a missing must-have: where in the CV to show it, if the user has it. */
  advice?: string;
};

export type CvAdvertMatch = {
  /** 0–100. */
  score: number;
  band: MatchBand;
  requirements: MatchRequirement[];
  /** The must-haves the CV does not show, in the advert's order. */
  missingMustHaves: string[];
};

export type MatchInput = { cvContent: string; jobDescription: string; now?: Date };

/** A must-have counts three times a nice-to-have. */
const WEIGHT: Record<RequirementImportance, number> = { must: 3, nice: 1 };
const VALUE: Record<RequirementStatus, number> = { met: 1, partial: 0.5, missing: 0 };
/** Bare keyword overlap is at most a fifth of the score. */
export const KEYWORD_SHARE = 0.2;

export function bandOf(score: number): MatchBand {
  const floors = MATCH_PANEL.bandFloors;
  if (score >= floors.Great) return "Great";
  if (score >= floors.Good) return "Good";
  if (score >= floors.Fair) return "Fair";
  return "Poor";
}

/** The advert's requirements; an advert with no such list is judged on the skills it names. */
function advertRequirements(advert: string): Array<{ text: string; importance: RequirementImportance }> {
  const { mustHaves, niceToHaves } = findRequirementLists(advert);
  if (mustHaves.length || niceToHaves.length)
    return [
      ...mustHaves.map((text) => ({ text, importance: "must" as const })),
      ...niceToHaves.map((text) => ({ text, importance: "nice" as const })),
    ];
  return advertSkills(advert).map((text) => ({
    text,
    importance: "must" as const,
  }));
}

/** The share of the skills the advert names that the CV shows anywhere, synonyms folded. */
function keywordOverlap(cv: MatchCv, advert: string): number | null {
  const named = [...new Set(advertSkills(advert).map(canonicalSkill))];
  if (!named.length) return null;
  const shown = new Set(cv.lines.flatMap((line) => [...line.skills]));
  return named.filter((skill) => shown.has(skill)).length / named.length;
}

export function scoreOf(
  requirements: readonly Pick<MatchRequirement, "importance" | "status">[],
  keywords: number | null,
): number {
  if (!requirements.length) return Math.round(100 * KEYWORD_SHARE * (keywords ?? 0));
  const weight = requirements.reduce((sum, r) => sum + WEIGHT[r.importance], 0);
  const met = requirements.reduce((sum, r) => sum + WEIGHT[r.importance] * VALUE[r.status], 0) / weight;
  // Without named skills there is no keyword part: the requirements make the whole score.
  const overlap = keywords ?? met;
  return Math.round(100 * ((1 - KEYWORD_SHARE) * met + KEYWORD_SHARE * overlap));
}

/** The match of a CV and an advert, once per pair and month: a letter request asks for it in several places. */
export function matchCvToAdvert({ cvContent, jobDescription, now = new Date() }: MatchInput): CvAdvertMatch {
  return rememberedMatch(
    `${now.getFullYear()}-${now.getMonth()}-${jobDescription.length}\n${jobDescription}${cvContent}`,
  );
}

const rememberedMatch = rememberLast(16, (key: string): CvAdvertMatch => {
  const head = key.indexOf("\n");
  const [year, month, advertLength] = key.slice(0, head).split("-").map(Number);
  const advert = key.slice(head + 1, head + 1 + advertLength!);
  const cv = key.slice(head + 1 + advertLength!);
  return deepFreeze(match(cv, advert, new Date(year!, month!, 15)));
});

/** Shared between callers, so nobody may change it. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === "object" && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const inner of Object.values(value)) deepFreeze(inner);
  }
  return value;
}

function match(cvContent: string, jobDescription: string, now: Date): CvAdvertMatch {
  const cv = readCvForMatch(cvContent, now);
  const employer = extractCvLocally(cvContent).experience.find((role) => role.company)?.company ?? "";
  const requirements = advertRequirements(jobDescription).map(({ text, importance }): MatchRequirement => {
    const { status, evidence } = judgeRequirement(cv, text);
    const requirement: MatchRequirement = { text, importance, status, evidence };
    if (importance === "must" && status === "missing") requirement.advice = adviceFor(text, employer);
    return requirement;
  });
  const score = scoreOf(requirements, keywordOverlap(cv, jobDescription));
  return {
    score,
    band: bandOf(score),
    requirements,
    missingMustHaves: requirements
      .filter((r) => r.importance === "must" && r.status === "missing")
      .map((r) => r.text),
  };
}
