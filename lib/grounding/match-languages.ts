/**
 * Language levels for the match (docs/product-rules.md, "The match"), on the CEFR scale (1 = A1 … 6 = C2): what an
 * advert asks ("verhandlungssicheres Deutsch", "anglais courant", "good English") and what a CV states beside the
 * language ("German (B1)", "Englisch (Grundkenntnisse)"). A level below the one asked is partial.
 */

/** Level words in English, German, French, Spanish and Dutch, highest first so "sehr gut" wins over "gut". */
const LEVELS: ReadonlyArray<readonly [number, RegExp]> = [
  [
    6,
    /\b(?:c2|native|mother tongue|muttersprach\w*|langue maternelle|nativ[oa]|lengua materna|moedertaal|bilingu\w*|bilingüe|zweisprachig)\b/iu,
  ],
  [
    5,
    /\b(?:c1|fluent\w*|fluency|fließend|verhandlungssicher\w*|sehr gut\w*|courant|excellent\w*|fluid[oa]|vloeiend|proficien\w*|advanced|avanzado|avancé|uitstekend\w*|business[\s-]fluent|nivel alto|alto nivel|vlot\w*)\b/iu,
  ],
  [
    4,
    /\b(?:b2|good|gut\w*|goed\w*|bonne?|buen[oa]?|maîtrise|beheersing|dominio|command|upper[\s-]intermediate|professional working|alto|alta|élevé|hoog|professionnel|profesional|professioneel|beruflich)\b/iu,
  ],
  [3, /\b(?:b1|intermediate|conversational|intermedio|interm[ée]diaire|redelijk|nivel medio)\b/iu],
  [
    2,
    /\b(?:a2|a1|basic|beginner|elementary|grundkenntniss\w*|notions|básico|basis|basiskennis|débutant|principiante)\b/iu,
  ],
];

/** The level a text names, or null when it names none. */
export function levelOf(text: string): number | null {
  for (const [level, words] of LEVELS) if (words.test(text)) return level;
  return null;
}

/** The level an advert asks: a native-speaker ask is met by fluency, so no ask is above C1. */
export function levelAsked(requirement: string): number | null {
  const level = levelOf(requirement);
  return level === null ? null : Math.min(level, 5);
}
