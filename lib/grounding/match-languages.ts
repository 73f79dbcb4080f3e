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
    /(?<![\p{L}])(?:c1|fluent\w*|fluency|fließend|verhandlungssicher\w*|sehr gut\w*|courant|excellent\w*|fluid[oa]|vloeiend|proficien\w*|advanced|avanzado|avancé|uitstekend\w*|business[\s-]fluent|full professional|nivel alto|alto nivel)(?![\p{L}])/iu,
  ],
  [
    4,
    /(?<![\p{L}])(?:b2|good|gut\w*|goed\w*|vlot\w*|bonne?|buen[oa]?|maîtrise|beheersing|dominio|command|upper[\s-]intermediate|professional working|sicher\w*|alto|alta|élevé|hoog|professionnel|profesional|professioneel|beruflich)(?![\p{L}])/iu,
  ],
  [
    3,
    /\b(?:b1|intermediate|conversational|limited working|intermedio|interm[ée]diaire|redelijk|nivel medio|voldoende|sufficient|ausreichend\w*|suffisant\w*|suficiente)\b/iu,
  ],
  [
    2,
    /\b(?:a2|a1|basic|beginner|elementary|grundkenntniss\w*|notions|básico|basis|basiskennis|débutant|principiante)\b/iu,
  ],
];

/** A test score's CEFR level: TOEIC (listening and reading, out of 990) and IELTS bands. */
function scoreLevel(text: string): number | null {
  const toeic = /\bTOEIC\D{0,12}(\d{3})\b/i.exec(text);
  if (toeic) {
    const score = Number(toeic[1]);
    return score >= 945 ? 5 : score >= 785 ? 4 : score >= 550 ? 3 : 2;
  }
  const ielts = /\bIELTS\D{0,12}(\d(?:[.,]5)?)\b/i.exec(text);
  if (ielts) {
    const band = Number(ielts[1]!.replace(",", "."));
    return band >= 8 ? 6 : band >= 7 ? 5 : band >= 5.5 ? 4 : band >= 4 ? 3 : 2;
  }
  return null;
}

/** The level a text names, or null when it names none ("TOEIC 785" is B2). */
export function levelOf(text: string): number | null {
  for (const [level, words] of LEVELS) if (words.test(text)) return level;
  return scoreLevel(text);
}

/** Every level a text names ("good spoken, basic written"; a Europass grid's "C1 … B2 … B2"). */
export function levelsIn(text: string): number[] {
  const found = LEVELS.filter(([, words]) => words.test(text)).map(([level]) => level);
  const score = scoreLevel(text);
  return score === null ? found : [...found, score];
}

/** The level an advert asks: a native-speaker ask is met by fluency, so no ask is above C1. */
export function levelAsked(requirement: string): number | null {
  const level = levelOf(requirement);
  return level === null ? null : Math.min(level, 5);
}
