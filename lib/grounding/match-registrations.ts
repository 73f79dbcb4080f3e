import type { MatchCv, MatchLine } from "@/lib/grounding/match-cv";
import type { RequirementStatus } from "@/lib/grounding/match-requirement";

/**
 * Another country's or body's equivalent of a named registration or qualification (docs/product-rules.md, "The
 * match"). A registration that licenses practice in one country (NMC, BIG, QTS) is partial when the CV shows the
 * same profession's registration elsewhere (NMBI, a US teaching credential): it has to be transferred. A
 * professional qualification (ACCA, CIMA) is met by another body's (CPA, CA(SA)): the standing is the same.
 */

type Profession = {
  /** The bodies and registrations an advert names, and a CV holds ("NMC", "QTS", "ACCA"). */
  bodies: RegExp;
  /** Titles only a registration gives, shown on a CV beside or instead of the body ("RGN", "Registered Nurse"). */
  titles: RegExp | null;
  /** A licence to practise in one country, not a portable qualification. */
  licence: boolean;
};

/** Whole names only: "BIG" is the Dutch register, not "big". */
const whole = (names: string, flags: string) =>
  new RegExp(String.raw`(?<![\p{L}])(?:${names})(?![\p{L}])`, flags);

const PROFESSIONS: readonly Profession[] = [
  {
    bodies: whole("NMC|NMBI|BIG|AHPRA|NCLEX(?:-RN)?", "u"),
    titles: whole(
      String.raw`RGN|RMN|RNLD|RN|Registered (?:General |Mental Health )?Nurse|examinierte[rn]? (?:Gesundheits- und )?(?:Kranken|Pflege)\w*|Pflegefachkraft|Pflegefachfrau|Pflegefachmann|infirmi[eè]re? diplômée? d'État|enfermer[oa] colegiad[oa]`,
      "iu",
    ),
    licence: true,
  },
  {
    bodies: whole(
      String.raw`QTS|Qualified Teacher Status|PGCE|(?:teaching|teacher|instruction) (?:credential|licen[cs]e|certificat\w*)|Lehramt|CAPES|CRPE|lesbevoegdheid|onderwijsbevoegdheid`,
      "iu",
    ),
    titles: null,
    licence: true,
  },
  {
    bodies: whole(
      String.raw`ACCA|CIMA|ICAEW|ICAS|ACA|FCA|CPA|CA\(SA\)|SAICA|[Cc]hartered (?:[Cc]ertified |[Mm]anagement )?[Aa]ccountant|[Ee]xpert-comptable|Wirtschaftsprüfer\p{L}*|Steuerberater\p{L}*|[Rr]egisteraccountant`,
      "u",
    ),
    titles: null,
    licence: false,
  },
  {
    // Pharmacists: GPhC (UK), PSI (Ireland), the German Approbation (doctors' too), the French Ordre, a colegio.
    bodies: whole(
      String.raw`GPhC|PSI|Approbation|Apothekerkammer|Ordre (?:national )?des pharmaciens|Colegio (?:Oficial )?de Farmac\p{L}+`,
      "u",
    ),
    titles: whole(String.raw`pharmacist|Apotheker\p{L}*|pharmacien\p{L}*|farmac[ée]utic[oa]|apotheker`, "iu"),
    licence: true,
  },
  {
    bodies: whole(String.raw`HCPC|CORU|Physiotherapy Board|KNGF`, "u"),
    titles: whole(
      String.raw`physiotherapist|Physiotherapeut\p{L}*|kinésithérapeute|fisioterapeuta|fysiotherapeut`,
      "iu",
    ),
    licence: true,
  },
  {
    bodies: whole(String.raw`GMC|IMC|Approbation|Ordre des médecins|Colegio (?:Oficial )?de Médicos`, "u"),
    titles: whole(String.raw`physician|Arzt|Ärztin|médecin|médico`, "u"),
    licence: true,
  },
  {
    bodies: whole(
      String.raw`solicitor|SRA|barrister|attorney(?:-at-law)?|bar admission|Rechtsanwalt|Rechtsanwältin|avocat\p{L}*|abogad[oa] colegiad[oa]|advocaat`,
      "iu",
    ),
    titles: null,
    licence: true,
  },
];

const GLOBAL_OF = new Map<RegExp, RegExp>();

/** The names a text gives, folded for comparison ("NMC", "acca"). */
function namesIn(text: string, pattern: RegExp): Set<string> {
  let global = GLOBAL_OF.get(pattern);
  if (!global) GLOBAL_OF.set(pattern, (global = new RegExp(pattern.source, `${pattern.flags}g`)));
  return new Set([...text.matchAll(global)].map((match) => match[0].toLowerCase()));
}

/**
 * The judgement a foreign or other-body equivalent earns, or null when the requirement names no registration or
 * the CV holds none of its profession's (or holds the very one named: the usual comparison judges that).
 */
export function equivalentRegistration(
  cv: MatchCv,
  requirement: string,
): { status: RequirementStatus; lines: MatchLine[] } | null {
  for (const profession of PROFESSIONS) {
    const asked = namesIn(requirement, profession.bodies);
    if (!asked.size) continue;
    const held = (line: MatchLine) =>
      profession.bodies.test(line.text) || (profession.titles?.test(line.text) ?? false);
    const holding = cv.lines.filter(held);
    if (!holding.length) continue;
    if (holding.some((line) => [...namesIn(line.text, profession.bodies)].some((name) => asked.has(name))))
      continue;
    return { status: profession.licence ? "partial" : "met", lines: holding.slice(0, 2) };
  }
  return null;
}
