import { conceptsOf } from "@/lib/grounding/match-vocabulary";
import { yearsAsked } from "@/lib/grounding/match-years";
import { scanSkillHits } from "@/lib/grounding/skill-terms";
import { MATCH_PANEL } from "@/lib/messages/builder";

/**
 * Where to show a missing must-have, if the user has it (docs/product-rules.md, "The match"). Never "add it":
 * always "if you have it", so the advice cannot push anyone to claim what they lack.
 */

const CONDITION =
  /\b(right to work|visa|sponsor|licen[cs]e|führerschein|permis|carnet|nights?|weekends?|evenings?|bank holidays?|shifts?|travel|relocat\w*|on-call|schicht\w*|reise\w*|déplacements?|turnos?|viaj\w*)\b/i;
const QUALIFICATION =
  /\b(degree|bachelor|master|msc|bsc|phd|hnc|hnd|diploma|certificat\w*|qualifi\w*|level \d|nvq|studium|ausbildung|techniker|bac\s*\+|formation|dipl[oô]me|grado|máster|título)\b/i;

export function adviceFor(requirement: string, employer: string): string {
  const { advice } = MATCH_PANEL;
  if (CONDITION.test(requirement)) return advice.condition(requirement);
  if (QUALIFICATION.test(requirement)) return advice.qualification(requirement);
  if (conceptsOf(requirement).some((concept) => concept.startsWith("c:lang-")))
    return advice.language(requirement);
  if (yearsAsked(requirement)) return advice.years(requirement, employer);
  const skills = [...new Set(scanSkillHits(requirement).map((hit) => hit.skill))];
  if (skills.length === 1) return advice.skill(skills[0]!, employer);
  return advice.general(requirement, employer);
}
