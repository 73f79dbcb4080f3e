import { splitCvSections } from "@/lib/ai/analysis/cv-sections";
import { findCompany, findNamedSkills, withoutCompany } from "@/lib/ai/analysis/job-description";
import { isContentWord, stem, words } from "@/lib/ai/analysis/stemming";
import { containsTerm, isBulletLine, joinList, splitLines } from "@/lib/ai/analysis/text";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { normaliseImprovementResult, type ImprovementResult } from "@/lib/ai/suggestions-result";
import { matchCvToAdvert } from "@/lib/grounding/match";

/** Keyword-gap suggestions without a model: what the advert asks for that the CV never mentions, and CV hygiene. */

/** Advert keywords missing from the CV: named skills first, then words the advert repeats (compared by stem). */
export function missingKeywords(cvText: string, advertText: string): string[] {
  const jobText = withoutCompany(advertText, findCompany(advertText));
  const cvStems = new Set(words(cvText).map(stem));
  const skills = findNamedSkills(jobText).filter(
    (skill) => !containsTerm(cvText, skill) && !words(skill).every((word) => cvStems.has(stem(word))),
  );
  const counts = new Map<string, { form: string; count: number; first: number }>();
  words(jobText).forEach((word, index) => {
    if (!isContentWord(word) || word.includes(".") || word.length < 4) return;
    const key = stem(word);
    if (cvStems.has(key)) return;
    const entry = counts.get(key);
    if (entry) entry.count++;
    else counts.set(key, { form: word, count: 1, first: index });
  });
  const skillStems = new Set(skills.flatMap((skill) => words(skill).map(stem)));
  const repeated = [...counts.entries()]
    .filter(([key, entry]) => entry.count >= 2 && !skillStems.has(key))
    .sort(([, a], [, b]) => b.count - a.count || a.first - b.first)
    .map(([, entry]) => entry.form);
  return [...skills, ...repeated];
}

/** The advert's must-haves the CV does not show, each with where to show it if the candidate has it. */
export function missingMustHaves(cvText: string, jobText: string) {
  return matchCvToAdvert({ cvContent: cvText, jobDescription: jobText }).requirements.filter(
    (requirement) => requirement.importance === "must" && requirement.status === "missing",
  );
}

const WEAK_OPENERS =
  /^(responsible for|helped|worked on|assisted|involved in|duties included|tasked with)\b/i;

export function suggestImprovementsLocally(cvText: string, jobText: string): ImprovementResult {
  const cv = extractCvLocally(cvText);
  // The match's missing must-haves come first: they weigh most in the score (docs/product-rules.md 'The match').
  const gaps = missingMustHaves(cvText, jobText);
  const { sections } = splitCvSections(cvText);
  const missing = missingKeywords(cvText, jobText);
  const named = findNamedSkills(withoutCompany(jobText, findCompany(jobText)));
  const covered = named.filter((skill) => containsTerm(cvText, skill));

  const suggestedBullets = missing
    .slice(0, 5)
    .map(
      (keyword) =>
        `If you have used ${keyword}, add a bullet such as: "Used ${keyword} to deliver [what you achieved], resulting in [a measurable outcome]."`,
    );

  const experienceImprovements: string[] = [];
  for (const role of cv.experience) {
    const label = [role.position, role.company].filter(Boolean).join(" at ") || "one of your roles";
    if (!role.achievements.length) {
      experienceImprovements.push(`Add three to five achievement bullets under ${label}.`);
      continue;
    }
    const unquantified = role.achievements.filter((text) => !/\d/.test(text)).length;
    if (unquantified) {
      experienceImprovements.push(
        `Quantify ${unquantified} bullet${unquantified === 1 ? "" : "s"} under ${label}: add numbers, percentages, money or time saved.`,
      );
    }
    const weak = role.achievements.find((text) => WEAK_OPENERS.test(text));
    if (weak)
      experienceImprovements.push(
        `Start "${weak.slice(0, 60)}…" with a strong action verb (led, built, reduced, delivered).`,
      );
  }
  if (missing.length) {
    experienceImprovements.push(
      `Mirror the advert's wording where it is true for you, for example ${joinList(missing.slice(0, 3))}.`,
    );
  }

  const structure: string[] = [];
  if (!sections.summary)
    structure.push("Add a short profile at the top (two or three lines) naming the role you are targeting.");
  if (!sections.skills)
    structure.push("Add a Skills section listing the tools and techniques the advert asks for.");
  if (!sections.experience)
    structure.push("Add an Experience section with your roles, newest first, each with dates.");
  if (!sections.education) structure.push("Add an Education section (degree, institution, year).");

  const formatting: string[] = [];
  const lines = splitLines(cvText);
  const wordCount = words(cvText).length;
  if (wordCount > 900)
    formatting.push(`Your CV is long (${wordCount} words): aim for two pages by trimming older roles.`);
  if (lines.some((line) => line.length > 220))
    formatting.push("Break long paragraphs into short bullet points.");
  const bulletStyles = new Set(lines.filter(isBulletLine).map((line) => line.trim().charAt(0)));
  if (bulletStyles.size > 1) formatting.push("Use one bullet style throughout.");
  if (cv.experience.some((role) => !role.duration))
    formatting.push("Give every role its start and end dates in the same format.");

  const redFlags: string[] = [];
  if (!cv.email) redFlags.push("No e-mail address found: put your contact details at the top.");
  if (!cv.phone) redFlags.push("No phone number found.");
  if (/references (are )?available on request/i.test(cvText)) {
    redFlags.push("Remove 'References available on request': it takes space and is assumed.");
  }
  if (named.length && covered.length / named.length < 0.3) {
    redFlags.push(
      "Few of the skills the advert names appear in your CV: applicant-tracking systems may filter it out.",
    );
  }

  const summary = named.length
    ? `Your CV mentions ${covered.length} of the ${named.length} skills the advert names.${missing.length ? ` The biggest gaps: ${joinList(missing.slice(0, 3))}.` : " Good coverage."}`
    : missing.length
      ? `The advert stresses ${joinList(missing.slice(0, 3))}, which your CV does not mention.`
      : "Your CV already covers the advert's main keywords.";

  return normaliseImprovementResult({
    summary,
    missingKeywords: missing,
    suggestedBullets,
    experienceImprovements,
    structure,
    formatting,
    redFlags,
    priority: {
      high: [
        ...gaps.map((gap) => gap.advice ?? `Show evidence of ${gap.text}`),
        ...missing.slice(0, 3).map((keyword) => `Show evidence of ${keyword}`),
      ].slice(0, Math.max(3, gaps.length)),
      medium: experienceImprovements.slice(0, 3),
      low: [...structure, ...formatting].slice(0, 3),
    },
  });
}
