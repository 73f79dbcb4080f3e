import { wordsOf } from "@/lib/grounding/match-vocabulary";

/**
 * Soft skills and what shows them in practice (docs/product-rules.md, "The match"). A CV rarely says "good
 * communicator"; it says "present the monthly pricing review" or "liaise with families". Such acts show the skill
 * indirectly, so they make a soft-skill requirement partial, never met: only the CV's own words can meet it.
 */

/**
 * Each soft skill (a concept of lib/grounding/match-vocabulary.ts) with the concepts and word beginnings that show
 * it; "=" marks a whole word ("care=" is not "career").
 */
const SHOWN_BY: ReadonlyArray<readonly [string, readonly string[]]> = [
  [
    "c:communication",
    [
      "c:write",
      "c:negotiat",
      "c:stakeholder",
      "c:teach",
      "c:coach",
      "present=",
      "presentat",
      "presented",
      "presenting",
      "presents=",
      "brief",
      "meeting",
      "liais",
      "explain",
      "newsletter",
      "workshop",
      "consult",
      "interview",
      "submission",
      "correspond",
      "onboard",
      "complaint",
      "face-to-face",
      "telemarketing",
      "requirement",
      "trained",
      "trainer",
      "präsent",
      "schulung",
      "besprech",
      "réunion",
      "reunion",
      "reunión",
      "presentac",
      "overleg",
      "presentatie",
    ],
  ],
  [
    "c:team",
    [
      "c:lead",
      "colleague",
      "collaborat",
      "cross-functional",
      "together",
      "kolleg",
      "zusammenarb",
      "collègue",
      "collabor",
      "compañer",
      "samenwerk",
      "collega",
    ],
  ],
  [
    "c:initiative",
    [
      "introduc",
      "launch",
      "initiat",
      "founded",
      "propos",
      "pioneer",
      "establish",
      "redesign",
      "set-up",
      "einführ",
      "eingeführ",
      "lancé",
      "lanc",
      "implant",
      "introdu",
      "opgezet",
      "geïntroduceerd",
    ],
  ],
  [
    "c:analysis",
    [
      "c:data",
      "model",
      "forecast",
      "kpi",
      "metric",
      "dashboard",
      "report",
      "variance",
      "reconcil",
      "insight",
      "statistic",
      "segment",
      "reporting",
      "auswert",
      "prévision",
      "previsi",
    ],
  ],
  [
    "c:commercial",
    [
      "c:sales",
      "c:budget",
      "revenue",
      "profit",
      "p&l",
      "margin",
      "cost",
      "spend",
      "quota",
      "pricing",
      "upsell",
      "umsatz",
      "chiffre",
      "ingres",
      "omzet",
    ],
  ],
  [
    "c:detail",
    [
      "c:quality",
      "complian",
      "audit",
      "accura",
      "reconcil",
      "check",
      "error",
      "gdpr",
      "regulat",
      "verif",
      "inspect",
      "document",
      "dokument",
      "prüf",
      "contrôl",
      "control",
    ],
  ],
  [
    "c:organise",
    [
      "c:project",
      "c:shift",
      "coordinat",
      "plan",
      "schedul",
      "event",
      "arrang",
      "koordin",
      "planif",
      "planific",
    ],
  ],
  [
    "c:relationship",
    ["c:customer", "c:stakeholder", "partner", "supporter", "famil", "liais", "opérationnel", "department"],
  ],
  [
    "c:explain",
    ["c:teach", "c:coach", "trained", "trainer", "presentat", "presented", "presenting", "brief", "schulung"],
  ],
  [
    "c:help",
    ["c:customer", "c:patient", "servic", "support", "care=", "caring", "assist", "advice", "advis"],
  ],
  ["c:pride", ["c:quality", "standard", "award", "score", "top=", "record", "best="]],
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** Each skill's word signs as one pattern over the line's words joined by spaces: a word that starts with a sign, or
 * is it ("care=": exactly "care"). Built once, so a line is read once per skill, not once per sign and word. */
const SIGN_PATTERNS = new Map(
  SHOWN_BY.map(([skill, signs]) => {
    const words = signs.filter((sign) => !sign.startsWith("c:"));
    const pattern = words.length
      ? new RegExp(
          `(?:^| )(?:${words.map((sign) => (sign.endsWith("=") ? `${escape(sign.slice(0, -1))}(?= |$)` : escape(sign))).join("|")})`,
          "u",
        )
      : null;
    return [skill, { pattern, concepts: signs.filter((sign) => sign.startsWith("c:")) }] as const;
  }),
);

/** The soft skills a CV line shows in practice, given its words and concepts. */
export function softSkillsShownBy(text: string, concepts: ReadonlySet<string>): string[] {
  // "Feb 2022 – present" is a date, not a presentation.
  const words = wordsOf(text.replace(/[–—-]\s*present\b/giu, " ")).join(" ");
  return SHOWN_BY.filter(([skill]) => {
    if (concepts.has(skill)) return false;
    const signs = SIGN_PATTERNS.get(skill)!;
    return signs.concepts.some((sign) => concepts.has(sign)) || (signs.pattern?.test(words) ?? false);
  }).map(([skill]) => skill);
}
