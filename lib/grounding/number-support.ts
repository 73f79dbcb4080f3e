import { findEvidence } from "@/lib/grounding/cv-evidence";
import { contentStems } from "@/lib/grounding/normalise";
import type { Facts } from "@/lib/grounding/facts";
import type { NumberMention } from "@/lib/grounding/numbers";

/**
 * The lines that support a number the letter states, matched exactly and with its unit: a phone number or a date
 * never supports "a team of 12". Years of experience may also be worked out from the CV's date ranges.
 */

const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** "raised results in three years", "within two years": how long an outcome took, not years of experience. */
const TIMEFRAME = /\b(?:in|within|inside)\s+(?:just\s+|only\s+|under\s+|less than\s+)?$/i;

function yearsSupport(claim: NumberMention, sentence: string, facts: Facts): string[] {
  const stated = facts.numbers.filter(
    (known) =>
      known.unit === "years" &&
      !TIMEFRAME.test(known.line.slice(0, known.start)) &&
      (same(known.value, claim.value) ||
        (claim.qualifier !== "exact" && claim.qualifier !== "about" && known.value >= claim.value) ||
        // "four years" in the CV's summary, written a while ago, shows "nearly five years".
        (claim.qualifier === "nearly" && known.value >= claim.value - 1)),
  );
  if (stated.length) return stated.map((known) => known.line);
  if (!facts.career) return [];
  const sentenceStems = new Set(contentStems(sentence));
  // "zeven jaar als afdelingshoofd bij Gemüsebau Hoeven GmbH": the activity in another language, the employer named.
  const atEmployer = facts.roles.filter(
    (role) => contentStems(role.text).filter((word) => sentenceStems.has(word)).length >= 2,
  );
  if (!activityShown(claim.activity, facts) && !atEmployer.length) return [];
  const { career, spans, lines } = activityShown(claim.activity, facts)
    ? careerIn(claim.activity, facts)
    : spanOf(atEmployer);
  const fits =
    claim.qualifier === "at-least"
      ? career >= claim.value
      : claim.qualifier === "nearly"
        ? career >= claim.value - 1
        : Math.abs(career - claim.value) <= 1 ||
          spans.some((span) => Math.abs(span - claim.value) <= 1) ||
          // "three years of Python" within a ten-year career: a part of it, if the CV shows the Python.
          (!claim.experience && claim.value <= career);
  return fits ? lines : [];
}

/** "Ten years of nursing": only the roles that show nursing count, when some do (a care assistant's years don't). */
function careerIn(activity: string, facts: Facts): { career: number; spans: number[]; lines: string[] } {
  const wanted = contentStems(activity);
  const roles = wanted.length
    ? facts.roles.filter((role) => contentStems(role.text).some((word) => wanted.includes(word)))
    : [];
  if (!roles.length) return { career: facts.career, spans: facts.spans, lines: facts.careerLines };
  return spanOf(roles);
}

function spanOf(roles: Facts["roles"]): { career: number; spans: number[]; lines: string[] } {
  const from = Math.min(...roles.map((role) => role.from));
  const to = Math.max(...roles.map((role) => role.to));
  return {
    career: to - from,
    spans: roles.map((role) => role.to - role.from),
    lines: [...new Set(roles.map((role) => role.text.split("\n").at(-1)!))],
  };
}

function activityShown(activity: string, facts: Facts): boolean {
  return !contentStems(activity).length || findEvidence(facts.index, activity).length > 0;
}

export function numberSupport(claim: NumberMention, sentence: string, facts: Facts): string[] {
  if (claim.unit === "years") return yearsSupport(claim, sentence, facts);
  if (claim.unit === "date") return facts.years.get(claim.value) ?? [];
  const sentenceStems = new Set(contentStems(sentence));
  const lines = facts.numbers
    .filter((known) => {
      if (!same(known.value, claim.value) || known.unit === "date") return false;
      switch (claim.unit) {
        case "percent":
        case "money":
          return known.unit === claim.unit;
        case "people":
          return known.unit === "people" || (claim.noun !== "" && known.noun === claim.noun);
        case "count":
          if (known.unit === "count" && known.noun === claim.noun) return true;
          // "12 key accounts" in the CV, "12 enterprise clients" in the letter: the same line of work.
          return (
            (known.unit === "count" || known.unit === "plain" || known.unit === "people") &&
            contentStems(known.line).some((word) => sentenceStems.has(word))
          );
        default:
          return known.unit !== "years" || sentenceStems.has("year");
      }
    })
    .map((known) => known.line);
  return [...new Set(lines)];
}
