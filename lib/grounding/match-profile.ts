import { findCompany, withoutCompany, withoutContainedTerms } from "@/lib/ai/analysis/job-description";
import {
  CASE_SENSITIVE_SKILLS,
  scanSkills,
  SKILLS_LEXICON,
  skillPattern,
} from "@/lib/ai/analysis/skills-lexicon";
import { isContentWord, stem, words } from "@/lib/ai/analysis/stemming";
import { termIndex, uniqueCaseInsensitive } from "@/lib/ai/analysis/text";
import type { CvData } from "@/lib/ai/cv-data";
import type { CvAdvertMatch } from "@/lib/grounding/match";
import {
  PREFERRED_SKILLS_COUNT,
  REQUIRED_SKILLS_COUNT,
  TOP_ACHIEVEMENTS_COUNT,
  TOP_SKILLS_COUNT,
} from "@/lib/messages/ai";

/**
 * What the letter engines feature, drawn from the match (docs/spec.md, engine §9: 8 required + 4 preferred skills,
 * top 3 achievements, top 5 skills; docs/product-rules.md, "The match"): only what the CV shows, achievements that
 * are evidence for the advert's requirements first, and the missing must-haves the letter must never claim.
 */
export type LetterProfile = {
  /** The candidate's skills the advert also names, in the advert's order. */
  matchedSkills: string[];
  requiredSkills: string[];
  preferredSkills: string[];
  /** The five skills the advert stresses most (fewer matches: topped up from the CV's own list). */
  topSkills: string[];
  topAchievements: Array<{ text: string; position: string; company: string; current: boolean }>;
  /** Must-haves the CV does not show: never claimed. */
  missingMustHaves: string[];
  /** Share of must-haves the CV shows (met 1, partial ½), 0 when the advert lists none. */
  mustHaveCoverage: number;
};

function countOccurrences(text: string, term: string): number {
  let count = 0;
  let rest = text;
  for (let at = termIndex(rest, term); at !== -1; at = termIndex(rest, term)) {
    count++;
    rest = rest.slice(at + term.length);
  }
  return count;
}

/** Where the advert names a skill; lexicon words that are also everyday words must keep their capitals. */
function skillIndex(text: string, skill: string): number {
  const known = SKILLS_LEXICON.find((term) => term.toLowerCase() === skill.toLowerCase());
  if (known && CASE_SENSITIVE_SKILLS.has(known)) {
    const match = skillPattern(known).exec(text);
    return match ? match.index + (match[1]?.length ?? 0) : -1;
  }
  return skill.length <= 2 ? -1 : termIndex(text, skill);
}

/** A CV's "Patient care" is the lexicon's "patient care"; unknown skills keep their spelling. */
function canonical(skill: string): string {
  return SKILLS_LEXICON.find((known) => known.toLowerCase() === skill.toLowerCase()) ?? skill;
}

/** Whether a CV line (an achievement) is the evidence of a requirement the CV meets. */
function isEvidence(match: CvAdvertMatch, text: string): boolean {
  const line = text.replace(/\s+/g, " ").trim();
  return match.requirements.some(
    (requirement) =>
      requirement.status !== "missing" && requirement.evidence.some((evidence) => evidence.includes(line)),
  );
}

/** `company`, when the caller already read the advert, saves reading it again. */
export function letterProfile(
  cv: CvData,
  cvText: string,
  advertText: string,
  match: CvAdvertMatch,
  company?: string,
): LetterProfile {
  const jobText = withoutCompany(advertText, company ?? findCompany(advertText));
  const candidateSkills = uniqueCaseInsensitive([
    ...cv.skills.map(canonical),
    ...scanSkills(cvText).map((hit) => hit.term),
  ]);
  const matchedSkills = withoutContainedTerms(candidateSkills)
    // One- and two-letter skills ("R", "Go") match only as written, never inside "R&D" or "go-live".
    .map((skill) => ({ skill, at: skillIndex(jobText, skill) }))
    .filter((entry) => entry.at !== -1)
    .sort((a, b) => a.at - b.at)
    .map((entry) => entry.skill);

  const byEmphasis = [...matchedSkills].sort(
    (a, b) => countOccurrences(jobText, b) - countOccurrences(jobText, a),
  );
  const topSkills = uniqueCaseInsensitive([...byEmphasis, ...cv.skills.map(canonical)]).slice(
    0,
    TOP_SKILLS_COUNT,
  );

  const jobStems = new Set(words(jobText).filter(isContentWord).map(stem));
  const achievements = cv.experience.flatMap((role, roleIndex) =>
    role.achievements.map((text, index) => ({
      text,
      position: role.position,
      company: role.company,
      current: roleIndex === 0,
      score:
        (/\d|%|£|\$|€/.test(text) ? 2 : 0) +
        words(text).filter((word) => isContentWord(word) && jobStems.has(stem(word))).length +
        (roleIndex === 0 ? 1 : 0) +
        // The match cites it for one of the advert's requirements.
        (isEvidence(match, text) ? 2 : 0) -
        index * 0.1,
    })),
  );
  const topAchievements = achievements
    .map((entry, order) => ({ ...entry, order }))
    .sort((a, b) => b.score - a.score || a.order - b.order)
    .slice(0, TOP_ACHIEVEMENTS_COUNT)
    .map(({ text, position, company, current }) => ({ text, position, company, current }));

  const musts = match.requirements.filter((requirement) => requirement.importance === "must");
  const shown = musts.reduce(
    (sum, requirement) =>
      sum + (requirement.status === "met" ? 1 : requirement.status === "partial" ? 0.5 : 0),
    0,
  );
  return {
    matchedSkills,
    requiredSkills: matchedSkills.slice(0, REQUIRED_SKILLS_COUNT),
    preferredSkills: matchedSkills.slice(
      REQUIRED_SKILLS_COUNT,
      REQUIRED_SKILLS_COUNT + PREFERRED_SKILLS_COUNT,
    ),
    topSkills,
    topAchievements,
    missingMustHaves: match.missingMustHaves,
    mustHaveCoverage: musts.length ? shown / musts.length : 0,
  };
}
