import { rememberLast } from "@/lib/memo";
import { EXACT_CASE_ALIASES, SKILL_IMPLIES, SKILL_SYNONYMS } from "@/lib/ai/analysis/skill-synonyms";
import { CASE_SENSITIVE_SKILLS, SKILLS_LEXICON, termScanner } from "@/lib/ai/analysis/skills-lexicon";

/** Skills and tools with their synonyms folded together: "k8s" and "Kubernetes" are one skill. */

const CANONICAL = new Map<string, string>();
for (const [canonical, ...aliases] of SKILL_SYNONYMS) {
  for (const form of [canonical!, ...aliases]) CANONICAL.set(form.toLowerCase(), canonical!);
}
for (const term of SKILLS_LEXICON) {
  if (!CANONICAL.has(term.toLowerCase())) CANONICAL.set(term.toLowerCase(), term);
}

const ALL_FORMS = [...new Set([...SKILLS_LEXICON, ...SKILL_SYNONYMS.flat()])];
const EXACT_CASE = (form: string) => CASE_SENSITIVE_SKILLS.has(form) || EXACT_CASE_ALIASES.has(form);
const scanForms = termScanner(ALL_FORMS, EXACT_CASE);
const LOOSE_FORMS = new Set(ALL_FORMS.filter((form) => !EXACT_CASE(form)).map((form) => form.toLowerCase()));
const EXACT_FORMS = new Set(ALL_FORMS.filter(EXACT_CASE));

/** The skill's canonical spelling ("k8s" → "Kubernetes", "patient care" → the lexicon's), or undefined. */
export function knownSkill(term: string): string | undefined {
  const trimmed = term.trim();
  // "go" or "excel" in lower case is an everyday word, not the skill.
  if (!LOOSE_FORMS.has(trimmed.toLowerCase()) && !EXACT_FORMS.has(trimmed)) return undefined;
  return CANONICAL.get(trimmed.toLowerCase());
}

/** Synonym-aware canonical form of a skill ("k8s" → "Kubernetes"), or the term itself. */
export function canonicalSkill(term: string): string {
  return knownSkill(term) ?? term;
}

export type SkillHit = { skill: string; start: number; end: number };

/** Every skill written in a text, as canonical skills with their place (longest spelling wins). */
export function scanSkillHits(text: string): SkillHit[] {
  // The same CV and advert lines are scanned by the reader, the match and the check: each line once.
  return [...rememberedHits(text)];
}

const rememberedHits = rememberLast(1024, (text: string): readonly SkillHit[] => {
  const hits: SkillHit[] = [];
  for (const hit of scanForms(text)) {
    const skill = CANONICAL.get(hit.term.toLowerCase());
    const end = hit.at + hit.term.length;
    if (!skill || hits.some((kept) => hit.at < kept.end && kept.start < end)) continue;
    hits.push({ skill, start: hit.at, end });
  }
  return hits;
});

/** "SAP PM" shows "SAP", "Workday HCM" shows "Workday": a known skill that starts a longer one's name. */
function leadingSkills(skill: string): string[] {
  const words = skill.split(" ");
  const found: string[] = [];
  for (let count = words.length - 1; count >= 1; count--) {
    const lead = knownSkill(words.slice(0, count).join(" "));
    if (lead && lead !== skill) found.push(lead);
  }
  return found;
}

/** The skills a text shows, with what they imply (PostgreSQL shows SQL too, SAP PM shows SAP). */
export function skillsShownBy(text: string): Set<string> {
  const shown = new Set<string>();
  // "VLOOKUP/XLOOKUP" shows both; "CI/CD" and "PL/SQL" stay one term.
  // The lookbehind starts each try at a word's start, so a long run of letters is scanned once, not once per letter.
  const unslashed = text.includes("/")
    ? text.replace(/(?<![\p{L}\d])([\p{L}\d]{3,})\/(?=[\p{L}\d]{3,})/gu, "$1 / ")
    : text;
  const hits =
    unslashed === text ? scanSkillHits(text) : [...scanSkillHits(text), ...scanSkillHits(unslashed)];
  for (const { skill } of hits) {
    shown.add(skill);
    for (const implied of [...(SKILL_IMPLIES.get(skill) ?? []), ...leadingSkills(skill)]) shown.add(implied);
  }
  return shown;
}
