import { isPlace } from "@/lib/ai/analysis/advert-vocabulary";
import { DATE_RANGE } from "@/lib/ai/offline/extract-cv";
import { STOP_WORDS, stem } from "@/lib/ai/analysis/stemming";
import { findEvidence } from "@/lib/grounding/cv-evidence";
import { contentStems } from "@/lib/grounding/normalise";
import type { Facts, Role } from "@/lib/grounding/facts";
import { spanOf as monthSpanOf } from "@/lib/grounding/match-years";
import type { NumberMention } from "@/lib/grounding/numbers";

/**
 * The lines that support a number the letter states, matched exactly and with its unit: a phone number or a date
 * never supports "a team of 12". Years of experience may also be worked out from the CV's date ranges.
 */

const same = (a: number, b: number) => Math.abs(a - b) < 1e-6;

/** "close to two million" for 1.8 million, "about 500" for 480: a hedged figure may round the CV's by a tenth. */
function roundedTo(known: number, claim: NumberMention): boolean {
  if (same(known, claim.value)) return true;
  if (claim.qualifier === "nearly") return known < claim.value && known >= claim.value * 0.85;
  if (claim.qualifier === "about") return Math.abs(known - claim.value) <= claim.value * 0.1;
  return false;
}

/** "raised results in three years", "within two years": how long an outcome took, not years of experience. */
const SINCE_QUALIFYING =
  /\b(?:since (?:qualification|qualifying|admission|being admitted|I qualified|I was admitted|registration)|post-qualification|PQE|on the (?:[A-Z]{2,6} )?register|years?\s+qualified|qualified for)\b/i;

const IN_TOTAL =
  /\b(?:in total|all told|altogether|all in all|(?:so |and )?all in(?= about| around| some| nearly| over| \d| [a-z]+ years)|in totaal|alles bij elkaar|insgesamt|au total|en total|in tutto|no total|(?:de |of )?(?:trayectoria|career|carrière|laufbahn|loopbaan|carrera|carreira|profissão|profession|profesión|professione|im beruf|in het vak)|(?:de |d['’])?(?:ejercicio profesional|ejercicio de la profesión|exercice professionnel|exercice de la profession)|(?:counting|including|incl\.?) (?:my )?(?:apprenticeship|training|traineeship)|(?:inklusive|einschließlich|mit) (?:der |meiner )?ausbildung|(?:y )?compris (?:mon )?apprentissage|(?:incluyendo|contando) (?:mi |el )?(?:aprendizaje|formación)|(?:inclusief|met) (?:mijn |de )?(?:opleiding|leertijd))\b/i;

const TIMEFRAME = /\b(?:in|within|inside)\s+(?:just\s+|only\s+|under\s+|less than\s+)?$/i;

function yearsSupport(
  claim: NumberMention,
  sentence: string,
  facts: Facts,
  inOtherLanguage: boolean,
): string[] {
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
  // "more than seven years since qualification", "8 years' PQE": counted from the CV's admission or qualification.
  // (A CV that states its own count, "eight years PQE", is read by that count above.)
  const countsItself = facts.numbers.some(
    (known) => known.unit === "years" && SINCE_QUALIFYING.test(known.line),
  );
  if (SINCE_QUALIFYING.test(sentence) && facts.qualified && !countsItself) {
    const { years, line } = facts.qualified;
    const fits =
      claim.qualifier === "at-least"
        ? years >= claim.value
        : claim.qualifier === "nearly"
          ? years >= claim.value - 1
          : Math.abs(years - claim.value) <= 1;
    if (fits) return [line];
  }
  if (!facts.career) return [];
  // "nearly eight years qualified" with no date of qualifying in the CV: the career since the first post.
  if (SINCE_QUALIFYING.test(sentence) && !facts.qualified && !countsItself) {
    const career = facts.career;
    const fits =
      claim.qualifier === "at-least"
        ? career >= claim.value
        : claim.qualifier === "nearly"
          ? career >= claim.value - 1 && career <= claim.value
          : Math.abs(career - claim.value) <= 1;
    if (fits) return facts.careerLines;
  }
  const sentenceStems = new Set(contentStems(sentence));
  // "zeven jaar als afdelingshoofd bij Gemüsebau Hoeven GmbH": the activity in another language, the employer named.
  const sentenceWords = new Set(sentence.split(/[^\p{L}\d&]+/u));
  // "at Fieldwise": the employer's own name, capitalised in both.
  const namesEmployer = (role: Role) =>
    (role.text.match(/\p{Lu}[\p{L}&]{3,}/gu) ?? []).some(
      (name) =>
        sentenceWords.has(name) &&
        // A month or a city is not an employer ("in London").
        !isPlace(name) &&
        !/^(?:January|February|March|April|May|June|July|August|September|October|November|December|Present|Current)$/.test(
          name,
        ),
    );
  const atEmployer = facts.roles.filter(
    (role) =>
      contentStems(role.text).filter((word) => sentenceStems.has(word)).length >= 2 || namesEmployer(role),
  );
  // In another language the activity's words often sit inside the CV's compounds ("Buchhaltung" in
  // "Finanzbuchhaltung"): when each is there, the career is judged whole.
  // "hands-on payroll experience": the manner of the work is not what the CV must show.
  const activity = claim.activity.replace(MANNER, " ").trim();
  const inCompound = inOtherLanguage && partOfCompound(activity, facts);
  // "In totaal werk ik ruim twaalf jaar in de diergeneeskundige praktijk": a total is the whole career's.
  // (A CV we don't read can't show what the years were spent on: its whole career is what is compared.)
  const total = IN_TOTAL.test(sentence) || facts.unread;
  // "tien jaar in de diergeneeskunde" over a "Paraveterinair" and a "Dierenkliniek" post: the field's own roles.
  const inFamily = contentStems(activity).some((word) =>
    (FIELD_FAMILIES.get(word) ?? []).some((related) =>
      facts.roles.some((role) => contentStems(role.text).includes(related)),
    ),
  );
  if (!activityShown(activity, facts) && !atEmployer.length && !inCompound && !total && !inFamily) return [];
  const { career, spans, lines } = total
    ? { career: facts.career, spans: facts.spans, lines: facts.careerLines }
    : activityShown(activity, facts) || inCompound || inFamily
      ? careerIn(activity, facts, inOtherLanguage)
      : atEmployer.length
        ? spanOf(atEmployer)
        : { career: facts.career, spans: facts.spans, lines: facts.careerLines };
  const fits =
    claim.qualifier === "at-least"
      ? career >= claim.value
      : claim.qualifier === "nearly"
        ? career >= claim.value - 1
        : Math.abs(career - claim.value) <= 1 ||
          spans.some((span) => Math.abs(span - claim.value) <= 1) ||
          // "three years of Python" within a ten-year career: a part of it, if the CV shows the Python.
          (!claim.experience && claim.value <= career);
  if (fits) return lines;
  // "over four years monitoring oncology trials at Veridian": the years at the employer the sentence names.
  const named = facts.roles.filter(namesEmployer);
  if (!named.length || total) return [];
  const there = spanOf(named);
  const fitsThere =
    claim.qualifier === "at-least"
      ? there.career >= claim.value
      : claim.qualifier === "nearly"
        ? there.career >= claim.value - 1 && there.career <= claim.value
        : Math.abs(there.career - claim.value) <= 1;
  return fitsThere ? there.lines : [];
}

const MANNER =
  /(?<![\p{L}])(?:hands-on|practical|professional|relevant|solid|proven|direct|progressive|extensive|varied|broad|overall|combined|full-time|front-?line|post-qualification|industry|oficio|métier|vak|trade|profesión|profession|(?:on )?the tools)(?![\p{L}])/giu;

/** Fields whose roles go by other names, by the stem of the field's word. */
const FIELD_FAMILIES: ReadonlyMap<string, readonly string[]> = new Map(
  (
    [
      ["supply", "logistics procurement purchasing inventory materials warehouse planner planning demand"],
      ["logistics", "supply transport freight warehouse distribution"],
      // "eleven years in warehousing": a cold store's forklift operator and lead hand work in a warehouse too.
      ["warehousing", "warehouse forklift store storage distribution logistics dispatch depot inventory"],
      ["finance", "accounting accountant audit tax treasury payroll controller"],
      // "more than ten years of working with languages": a translator's, an interpreter's, a language teacher's posts.
      [
        "languages",
        "translator translation interpreter interpreting linguist french english spanish german portuguese arabic",
      ],
      // "more than eleven years with young children": a kindergarten's and an ECE centre's posts.
      ["children", "kindergarten ece childhood nursery preschool creche daycare childcare"],
      ["child", "kindergarten ece childhood nursery preschool creche daycare childcare"],
      // "almost ten years in financial services": a bank's savings desk and a building society's mortgages.
      ["financial", "bank banking mortgage mortgages savings society insurance lending loans credit teller"],
      ["privacy", "data protection gdpr dpo"],
      ["compliance", "regulatory risk audit governance privacy protection dpo"],
      ["hospitality", "hotel restaurant kitchen chef bar front"],
      // "more than eleven years of administrative work": an executive assistant's and a receptionist's posts too.
      ["administrative", "assistant secretary office receptionist clerk pa"],
      // "twelve years in building maintenance and facilities": a business park's facilities post is that field.
      ["building", "facilities facility maintenance property estates mep"],
      // "ten years in contact centers": a BPO's team leader and a call centre's agent work in one.
      ["contact", "bpo call centre center customer care"],
      ["call", "bpo contact centre center customer care"],
      // "more than eleven years in health care": a nurse's ward and a hospital's research unit are health care.
      [
        "health",
        "healthcare nurse nursing hospital clinic clinical medical ward midwife midwifery pharmacy physician",
      ],
      [
        "healthcare",
        "health nurse nursing hospital clinic clinical medical ward midwife midwifery pharmacy physician",
      ],
      // "almost eight years in drug safety": pharmacovigilance roles are drug safety.
      ["drug", "pharmacovigilance pv"],
      ["pharmacovigilance", "drug pv"],
      // "almost eight years of actuarial experience": pensions and reserving analysts' posts are actuarial work.
      ["actuarial", "pensions pension reserving solvency valuation actuary"],
      // "nearly ten years in environmental health": a council's food safety and pollution posts are that field.
      ["environmental", "food hygiene pollution licensing"],
      // "tien jaar in de diergeneeskunde": veterinary practices and their assistants' posts.
      ["diergeneeskunde", "dierenkliniek dierenartsenpraktijk dierenarts dierenartsassistent paraveterinair"],
      ["tiermedizin", "tierarztpraxis tierklinik tierarzt tiermedizinische"],
      // "seven years in software testing": a QA (quality assurance) engineer's post is testing.
      ["testing", "quality tester"],
      // "nearly nine years in IT support": a service desk analyst's post is support work.
      ["support", "helpdesk desk"],
      // "bijna dertien jaar in de bouw": a carpenter's apprenticeship at a joinery firm is construction work too.
      ["bouw", "timmerman timmerbedrijf timmerwerk metselaar aannemer aannemersbedrijf stukadoor dakdekker"],
      ["construction", "carpenter joiner joinery bricklayer builder builders scaffolder plasterer roofer"],
      ["bau", "zimmerer zimmerei maurer bauunternehmen dachdecker stuckateur"],
      // "more than twelve years driving dump trucks": a mine's haul truck is a dump truck, and so is a tipper.
      ["dump", "haul tipper"],
      ["haul", "dump tipper"],
    ] as const
  ).map(([field, related]) => [stem(field), related.split(" ").map(stem)]),
);

/** "Ten years of nursing": only the roles that show nursing count, when some do (a care assistant's years don't). */
function careerIn(
  activity: string,
  facts: Facts,
  inOtherLanguage: boolean,
): { career: number; spans: number[]; lines: string[] } {
  // "twelve years in supply chain": logistics, purchasing and planning roles are that field's years too.
  const wanted = contentStems(activity).flatMap((word) => [word, ...(FIELD_FAMILIES.get(word) ?? [])]);
  // In other languages the word sits inside compounds ("transport" in "Transportplanner"): matched as a part.
  // "sanitario" in "Emergencias Sanitarias": a Romance word's gender and number ending may differ.
  const parts = activity
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 5)
    .map((word) => (word.length >= 7 ? word.replace(/[aeo]s?$/, "") : word));
  // "phlebotomy" in a "Phlebotomist" role, "radiography" as a "Radiographer": the field and its practitioner.
  const roots = new Set(wanted.map(rootOf));
  // ("QA Engineer": the abbreviation's words, which the field's family knows.)
  const spelled = (text: string) =>
    text.replace(/\bQA\b/g, "quality assurance").replace(/\bQC\b/g, "quality control");
  const roles = wanted.length
    ? facts.roles.filter(
        (role) =>
          contentStems(spelled(role.text)).some((word) => wanted.includes(word) || roots.has(rootOf(word))) ||
          ((inOtherLanguage || facts.language !== null) &&
            parts.some((part) => role.text.toLowerCase().includes(part))),
      )
    : [];
  if (!roles.length) return { career: facts.career, spans: facts.spans, lines: facts.careerLines };
  return spanOf(roles);
}

function rootOf(stem: string): string {
  return stem.length >= 8 ? stem.replace(/(?:ist|er|y)$/, "") : stem;
}

function spanOf(roles: Facts["roles"]): { career: number; spans: number[]; lines: string[] } {
  const from = Math.min(...roles.map((role) => role.from));
  const to = Math.max(...roles.map((role) => role.to));
  return {
    career: to - from,
    spans: roles.map((role) => role.to - role.from),
    lines: [...new Set(roles.map((role) => role.line))],
  };
}

/** "reduced from 820 to 310" shows "by more than 60 percent": the change worked out, within a point. */
// ("from 9 (2022) to 3 (2025)": the year in brackets after each figure.)
const FROM_TO = /\bfrom\s+([\d,.]+)\s*(?:%|k|m)?(?:\s*\([^)]{1,12}\))?\s+to\s+([\d,.]+)/gi;
/** "runtime approx. 3 h → approx. 40 min": a before and an after joined by an arrow, each perhaps with its unit. */
// ("ca. 52 uur (2021) → ca. 36 uur (2024)": each figure may carry its year in brackets.)
const ARROW =
  /(?:approx\.?\s*|about\s+|~\s*|c\.\s*|ca\.\s*)?(\d[\d,.]*)\s*(\p{L}+|%)?\.?(?:\s*\((?:19|20)\d\d\))?\s*(?:→|->|⟶)\s*(?:approx\.?\s*|about\s+|~\s*|c\.\s*|ca\.\s*)?(\d[\d,.]*)\s*(\p{L}+|%)?/giu;
/** "from about 6 hours of manual work to about 30 minutes": the same, said in words. */
const FROM_UNIT_TO =
  /\bfrom\s+(?:about\s+|approx\.?\s*|around\s+|some\s+|~\s*)?(\d[\d,.]*)\s*([a-z%]+)?[^.;→\d]{0,30}?\s+to\s+(?:about\s+|approx\.?\s*|around\s+|some\s+|~\s*)?(\d[\d,.]*)\s*([a-z%]+)?/gi;
const IN_MINUTES: Record<string, number> = {
  h: 60,
  hr: 60,
  hrs: 60,
  hour: 60,
  hours: 60,
  d: 1440,
  day: 1440,
  days: 1440,
  min: 1,
  mins: 1,
  minute: 1,
  minutes: 1,
  // The other languages' hours and days ("52 uur", "36 Stunden", "19 jours").
  uur: 60,
  uren: 60,
  stunde: 60,
  stunden: 60,
  heure: 60,
  heures: 60,
  hora: 60,
  horas: 60,
  dag: 1440,
  dagen: 1440,
  tag: 1440,
  tage: 1440,
  tagen: 1440,
  jour: 1440,
  jours: 1440,
  día: 1440,
  días: 1440,
  week: 10080,
  weeks: 10080,
  weken: 10080,
  woche: 10080,
  wochen: 10080,
  semaine: 10080,
  semaines: 10080,
  semana: 10080,
  semanas: 10080,
};

/**
 * "five fewer days" and "zestien uur sneller" over "approx. 24 days (2022) -> approx. 19 days (2025)": the difference
 * of a before and an after, in the claim's unit of time.
 */
function timeDifference(claim: NumberMention, sentence: string): ((facts: Facts) => string[]) | null {
  const unit = /^[^\s]+\s+(?:(?:fewer|less|more|extra)\s+)?(\p{L}+)/u.exec(sentence.slice(claim.start))?.[1];
  const per = unit ? IN_MINUTES[unit.toLowerCase()] : undefined;
  // (Said as a change: "fewer", "sooner", "sneller", "weniger", "moins".)
  const changed =
    /(?<![\p{L}])(?:fewer|less|faster|sooner|shorter|quicker|earlier|sneller|korter|minder|eerder|weniger|schneller|kürzer|früher|moins|plus (?:vite|tôt)|menos|antes|más rápido)(?![\p{L}])/iu.test(
      sentence.slice(claim.start, claim.end + 30),
    );
  if (!per || !changed) return null;
  return (facts) =>
    facts.index.lines
      .filter((line) =>
        [...line.text.matchAll(ARROW), ...line.text.matchAll(FROM_UNIT_TO)].some((match) => {
          const before = IN_MINUTES[(match[2] ?? match[4] ?? "").toLowerCase()];
          const after = IN_MINUTES[(match[4] ?? match[2] ?? "").toLowerCase()];
          if (!before || !after) return false;
          const from = Number(match[1]!.replace(/,/g, "")) * before;
          const to = Number(match[3]!.replace(/,/g, "")) * after;
          return roundedTo(Math.abs(from - to) / per, claim);
        }),
      )
      .map((line) => line.text);
}
const minutes = (unit: string | undefined) =>
  IN_MINUTES[(unit ?? "").toLowerCase()] ?? (/^(?:s|sec|secs|seconds?)$/i.test(unit ?? "") ? 1 / 60 : 1);
const MONEY_FROM_TO = /\bfrom\s+[£$€]\s?([\d,.]+)(?:\s*\([^)]*\))?\s+to\s+[£$€]\s?([\d,.]+)/gi;

const PERCENTAGE = /(?<![\d.,])(\d{1,3}(?:[.,]\d+)?)\s?%/g;

/** "29% … vs. a site average of 41%" shows "twelve points under": two shares on one line, apart by the claim. */
export function pointsApart(value: number, facts: Facts): string[] {
  return facts.index.lines
    .filter((line) => {
      const shares = [...line.text.matchAll(PERCENTAGE)].map((match) => Number(match[1]!.replace(",", ".")));
      return shares.some((a, i) => shares.slice(i + 1).some((b) => Math.abs(Math.abs(a - b) - value) < 0.51));
    })
    .map((line) => line.text);
}

const SMALL_NUMBERS = ["zero", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten"];
const MINUTES_BEFORE = new RegExp(
  `(?<![\\p{L}])(\\d{1,2}|an?|${SMALL_NUMBERS.join("|")})\\s+minutes?,?\\s+(?:and\\s+)?$`,
  "iu",
);
const CLOCK = /(?<![\d:])(\d{1,2}):([0-5]\d)(?![\d:])/g;

/** "one minute and forty-five seconds faster" over a handle time "down from 9:40 to 7:55": two clock times apart. */
function clockDifference(claim: NumberMention, sentence: string, facts: Facts): string[] {
  if (claim.unit !== "count" || !/^(?:second|sec|minut|min)/.test(claim.noun)) return [];
  const minutes = MINUTES_BEFORE.exec(sentence.slice(0, claim.start))?.[1]?.toLowerCase();
  const seconds = claim.noun.startsWith("min")
    ? claim.value * 60
    : claim.value + 60 * (minutes ? Number(minutes) || Math.max(SMALL_NUMBERS.indexOf(minutes), 1) : 0);
  return facts.index.lines
    .filter((line) => {
      const times = [...line.text.matchAll(CLOCK)].map((match) => Number(match[1]) * 60 + Number(match[2]));
      return times.some((a, i) => times.slice(i + 1).some((b) => Math.abs(Math.abs(a - b) - seconds) <= 1));
    })
    .map((line) => line.text);
}

const COUNT_FROM_TO =
  /\bfrom\s+(\d[\d,.]*)\s*(\p{L}+)?(?:\s*\([^)]{1,12}\))?\s+to\s+(\d[\d,.]*)\s*(\p{L}+)?/giu;

/** "dropped by 40 minutes" over "from 95 minutes (2021) to 55 minutes (2025)": the change, in the same unit. */
function countDifference(claim: NumberMention, facts: Facts): string[] {
  if (!claim.noun) return [];
  return facts.index.lines
    .filter((line) =>
      [...line.text.matchAll(COUNT_FROM_TO)].some((match) => {
        const unit = match[2] ?? match[4];
        if (!unit || stem(unit) !== claim.noun) return false;
        const from = Number(match[1]!.replace(/,/g, ""));
        const to = Number(match[3]!.replace(/,/g, ""));
        return (
          Number.isFinite(from) && Number.isFinite(to) && Math.abs(Math.abs(from - to) - claim.value) < 0.5
        );
      }),
    )
    .map((line) => line.text);
}

/** "about 1.3 million MNT more" over "rose from approx. 1.8 million MNT (2022) to approx. 3.1 million MNT (2025)". */
/** "douze jours de moins" over "ramené de J+20 (2019) à J+8 (2023)": days counted from a close, "J+n" or "D+n". */
function dayCountDifference(claim: NumberMention, facts: Facts): string[] {
  if (durationOf(claim.noun) !== "day") return [];
  return facts.index.lines
    .filter((line) => {
      const days = [...line.text.matchAll(/(?<![\p{L}])[JD]\s?\+\s?(\d{1,3})(?!\d)/gu)].map((match) =>
        Number(match[1]),
      );
      return days.some((a) => days.some((b) => b > a && roundedTo(b - a, claim)));
    })
    .map((line) => line.text);
}

function sameLineDifference(claim: NumberMention, facts: Facts): string[] {
  const byLine = new Map<string, NumberMention[]>();
  for (const known of facts.numbers)
    // (The CV may name the thing once for both figures: "organic sessions approx. 38,000 … → approx. 61,000".)
    if (
      (known.unit === claim.unit && known.noun === claim.noun) ||
      (known.unit === "plain" &&
        claim.noun &&
        // ("a gain of seven points" over a score "approx. 86 (2022) → approx. 93 (2025)".)
        (known.line.toLowerCase().includes(claim.noun) ||
          (claim.noun === "point" && /score|rating/i.test(known.line))))
    )
      byLine.set(known.line, [...(byLine.get(known.line) ?? []), known]);
  return [...byLine]
    .filter(([, known]) =>
      known.some((a) => known.some((b) => b.value > a.value && roundedTo(b.value - a.value, claim))),
    )
    .map(([line]) => line);
}

const TIMES_OF =
  /(\d{1,4})\s+(\p{L}+)\s+(?:of|with)\s+(?:approx\.?\s+|about\s+|around\s+|c\.\s*|~\s*)?(\d{1,4})\s+(\p{L}+)/giu;

/** "About 180 completed mortgage cases a year (average of 2023 to 2025)": a yearly count over a span of years. */
const YEARLY_OVER_SPAN =
  /(\d{1,4})\s+((?:\p{L}+\s+){0,3}?\p{L}+)\s+(?:a|per|each)\s+year\b[^()]{0,20}\((?:average\s+(?:of\s+)?|avg\.?\s+)?((?:19|20)\d\d)\s*(?:to|–|-|until)\s*((?:19|20)\d\d)\)/giu;

/**
 * "around 140 students" over "5 classes of approx. 28 students each", "around 540 mortgage cases" over "About 180 …
 * cases a year (average of 2023 to 2025)": the product, of the same people or things.
 */
function countProduct(claim: NumberMention, facts: Facts): string[] {
  if (!claim.noun || claim.value < 10) return [];
  const near = (product: number) =>
    claim.qualifier === "exact" ? product === claim.value : Math.abs(product - claim.value) <= product * 0.05;
  const yearly = facts.index.lines.filter((line) =>
    [...line.text.matchAll(YEARLY_OVER_SPAN)].some(
      (match) =>
        contentStems(match[2]!).includes(claim.noun!) &&
        near(Number(match[1]) * (Number(match[4]) - Number(match[3]) + 1)),
    ),
  );
  if (yearly.length) return yearly.map((line) => line.text);
  return facts.index.lines
    .filter((line) =>
      [...line.text.matchAll(TIMES_OF)].some((match) => {
        if (stem(match[4]!) !== claim.noun) return false;
        const product = Number(match[1]) * Number(match[3]);
        // ("approx. 28" each: a product said "around" may round.)
        return claim.qualifier === "exact"
          ? product === claim.value
          : Math.abs(product - claim.value) <= product * 0.05;
      }),
    )
    .map((line) => line.text);
}

/** "for six months" over "Nov 2020 – Apr 2021": a closed range's length in months, either end counted. */
const MONTH_NAMES = [
  "january february march april may june july august september october november december",
  "januar februar märz april mai juni juli august september oktober november dezember",
  "janvier février mars avril mai juin juillet août septembre octobre novembre décembre",
  "enero febrero marzo abril mayo junio julio agosto septiembre octubre noviembre diciembre",
  "januari februari maart april mei juni juli augustus september oktober november december",
].map((names) => names.split(" "));
const MONTHS_OF_A_YEAR = new RegExp(
  `(?<![\\p{L}])(${[...new Set(MONTH_NAMES.flat())].join("|")})\\s*[–—-]\\s*(${[...new Set(MONTH_NAMES.flat())].join("|")})\\s+(?:de\\s+)?(?:19|20)\\d\\d`,
  "iu",
);
function monthNumber(name: string): number | null {
  for (const names of MONTH_NAMES) {
    const at = names.indexOf(name.toLowerCase());
    if (at >= 0) return at;
  }
  return null;
}

function monthsSpanned(claim: NumberMention, facts: Facts): string[] {
  if (durationOf(claim.noun) !== "month") return [];
  return facts.index.lines
    .filter((line) => {
      // ("Hotel closed April – September 2020": two months of one year.)
      const inYear = MONTHS_OF_A_YEAR.exec(line.text);
      if (inYear) {
        const [from, to] = [monthNumber(inYear[1]!), monthNumber(inYear[2]!)];
        if (from !== null && to !== null && to >= from && to - from + 1 === claim.value) return true;
      }
      const range = DATE_RANGE.exec(line.text);
      if (!range?.[1] || !range[2] || !/\d{4}/.test(range[2])) return false;
      const span = monthSpanOf(range[0], new Date(9999, 0));
      if (!span || !/\p{L}{3}|\d[/.]\d/u.test(range[1])) return false;
      const months = span.to - span.from;
      return Math.abs(months - claim.value) <= 1 || months + 1 === claim.value;
    })
    .map((line) => line.text);
}

function changeSupport(claim: NumberMention, sentence: string, facts: Facts): string[] {
  // "a rise of 17 percentage points" over "from 41% to 58%": the difference itself.
  // ("saved about 1.5% of our production" over "from approx. 4% of production to approx. 2.5%": a share of the
  // whole, so the points between the two shares.)
  const shareOfWhole = /^\s*of\s+(?:our|the|its|total|all)\b/i.test(
    sentence.slice(claim.end, claim.end + 12),
  );
  const points =
    (claim.qualifier === "exact" || claim.qualifier === "about") &&
    (/point|punt|pp\b/i.test(sentence.slice(claim.start, claim.end)) || shareOfWhole)
      ? pointsApart(claim.value, facts)
      : [];
  if (points.length) return points;
  return facts.index.lines
    .filter(
      (line) =>
        [...line.text.matchAll(FROM_TO)].some((match) => {
          const from = Number(match[1]!.replace(/,/g, ""));
          const to = Number(match[2]!.replace(/,/g, ""));
          if (!from || !Number.isFinite(to)) return false;
          const change = (Math.abs(from - to) / from) * 100;
          return claim.qualifier === "at-least" ? change >= claim.value : Math.abs(change - claim.value) <= 1;
        }) ||
        // ("a cut of more than 75%" over "approx. 3 h → approx. 40 min": the change worked out in one unit.)
        [...line.text.matchAll(ARROW), ...line.text.matchAll(FROM_UNIT_TO)].some((match) => {
          const fromUnit = match[2] ?? match[4];
          const from = Number(match[1]!.replace(/,/g, "")) * minutes(fromUnit);
          const to = Number(match[3]!.replace(/,/g, "")) * minutes(match[4] ?? fromUnit);
          if (!from || !Number.isFinite(to)) return false;
          const change = (Math.abs(from - to) / from) * 100;
          return claim.qualifier === "at-least" ? change >= claim.value : Math.abs(change - claim.value) <= 1;
        }),
    )
    .map((line) => line.text);
}

function partOfCompound(activity: string, facts: Facts): boolean {
  const text = facts.index.lines.map((line) => line.text.toLowerCase()).join("\n");
  const words = activity
    .toLowerCase()
    .split(/[^\p{L}]+/u)
    .filter((word) => word.length >= 6);
  // Each long word's first six letters: "Abschlusserstellung" in "Jahresabschlüsse", not "pharmaceutique" nowhere.
  return words.length > 0 && words.every((word) => text.includes(word.slice(0, 6)));
}

function activityShown(activity: string, facts: Facts): boolean {
  if (!contentStems(activity).length || findEvidence(facts.index, activity).length > 0) return true;
  // "automotive production" over a "Production Supervisor" post and a stamping firm's "automotive suppliers": each
  // word in the roles' own lines.
  const roleStems = facts.roles.map((role) => contentStems(role.text));
  if (contentStems(activity).every((word) => roleStems.some((stems) => stems.includes(word)))) return true;
  // "compliance and privacy": each on a line of its own.
  const parts = activity.split(/\s+(?:and|&|or)\s+/i);
  return parts.length > 1 && parts.every((part) => findEvidence(facts.index, part).length > 0);
}

export function numberSupport(
  claim: NumberMention,
  sentence: string,
  facts: Facts,
  inOtherLanguage = false,
): string[] {
  if (claim.unit === "years") return yearsSupport(claim, sentence, facts, inOtherLanguage);
  if (claim.unit === "date") return facts.years.get(claim.value) ?? [];
  if (claim.unit === "percent") {
    const derived = changeSupport(claim, sentence, facts);
    if (derived.length) return derived;
  }
  const clocked = clockDifference(claim, sentence, facts);
  if (clocked.length) return clocked;
  const timed = timeDifference(claim, sentence)?.(facts) ?? [];
  if (timed.length) return timed;
  // ("dropped by 40 minutes", "two days faster", "quasi 3 milioni in più": a change is said as one.)
  const change =
    /\b(?:by|(?:gain|rise|increase|improvement|jump|drop|fall|decrease|reduction|cut)\s+of)\s+(?:about\s+|around\s+|nearly\s+|almost\s+|some\s+|over\s+|more than\s+)?$/i.test(
      sentence.slice(0, claim.start),
    ) ||
    /^\s*(?:faster|quicker|sooner|shorter|less|fewer|lower|more|higher|longer|in più|in meno|de plus|de moins|más|menos|mehr|weniger|meer|minder|a mais|a menos)(?![\p{L}])/iu.test(
      sentence.slice(claim.end),
    ) ||
    // ("about 23,000 more sessions a month": the word inside the figure's span.)
    /^[\d.,\s]+(?:more|fewer|less|extra|additional)\s/i.test(sentence.slice(claim.start, claim.end));
  if ((claim.unit === "money" || claim.unit === "plain") && change) {
    const derived = sameLineDifference(claim, facts);
    if (derived.length) return derived;
  }
  if (claim.unit === "count" || claim.unit === "people") {
    const derived = [
      ...(change ? countDifference(claim, facts) : []),
      ...(change ? dayCountDifference(claim, facts) : []),
      ...(change ? sameLineDifference(claim, facts) : []),
      ...countProduct(claim, facts),
      ...monthsSpanned(claim, facts),
    ];
    if (derived.length) return [...new Set(derived)];
  }
  // "twelve points under the site" where the CV gives both shares.
  if (claim.unit === "count" && /^(?:point|punto|punkt|punt)$/.test(claim.noun) && /%/.test(sentence)) {
    const apart = pointsApart(claim.value, facts);
    if (apart.length) return apart;
  }
  // "from £21 (2022) to £27 (2024)" shows "six quid a head more": the difference, in money.
  if (claim.unit === "money") {
    const difference = facts.index.lines.filter((line) =>
      [...line.text.matchAll(MONEY_FROM_TO)].some(
        (match) =>
          Math.abs(Number(match[2]!.replace(/,/g, "")) - Number(match[1]!.replace(/,/g, ""))) === claim.value,
      ),
    );
    if (difference.length) return difference.map((line) => line.text);
  }
  const sentenceStems = new Set(contentStems(sentence));
  // ("ein Team von fünf", "a crew of six" count people, not one out of many.)
  const claimOutOf =
    /(?:\p{L}+|\d{1,3})\s+(?:of|sur|von|van|de|di|aus)\s+(?:the\s+|les\s+|den\s+|der\s+|de\s+|los\s+|las\s+)?$/iu.test(
      sentence.slice(0, claim.start),
    ) &&
    !/(?<![\p{L}])(?:team|équipe|equipe|equipo|gruppe|group|groep|crew|staff|squad|unit)\s+(?:of|von|van|de|di)\s+$/iu.test(
      sentence.slice(0, claim.start),
    );
  const lines = facts.numbers
    .filter((known) => {
      if (!roundedTo(known.value, claim) || known.unit === "date") return false;
      // "2 modules sur 5 validés": the 5 is how many there are, not how many were done.
      // (Unless the letter counts the same way: "top SDR in five of eight quarters", "the first of the three modules".)
      if (OUT_OF_BEFORE.test(known.line.slice(0, known.start)) && !claimOutOf) return false;
      // A CV we don't read shares no words with the letter: the count itself is what can be compared.
      if (
        facts.unread &&
        (claim.unit === "people" || claim.unit === "count") &&
        (known.unit === "count" || known.unit === "plain" || known.unit === "people")
      )
        return true;
      switch (claim.unit) {
        case "percent":
        case "money":
          return known.unit === claim.unit;
        case "people":
          return (
            known.unit === "people" ||
            (claim.noun !== "" && known.noun === claim.noun) ||
            // "sieben neue Kolleginnen … eingearbeitet" and "Einarbeitung neuer Kolleginnen und Kollegen (bisher 7)".
            (known.unit === "plain" && contentStems(known.line).some((word) => sentenceStems.has(word)))
          );
        case "count":
          if (known.unit === "count" && known.noun === claim.noun) return true;
          // "bis 12 kW" measures; "in zwölf Supermärkten" counts: a unit of measure is another thing.
          if (
            MEASURE.test(known.noun) &&
            claim.noun !== "" &&
            known.noun !== claim.noun &&
            !SPELLED_UNIT.some(([short, long]) => known.noun.toLowerCase() === short && long.test(claim.noun))
          )
            return false;
          // "a two-day course" and "(2 Tage)": the same length of time in two languages.
          if (durationOf(claim.noun) && durationOf(claim.noun) === durationOf(known.noun)) return true;
          // "three months" as Store Manager against "3 weeks": another length of time.
          if (durationOf(claim.noun) && durationOf(known.noun)) return false;
          // "about 90 haul trucks" against "a 90-minute webinar": minutes joined to their number count no things.
          if (
            /^-(?:minut|min|second|sec|hour|hr)/.test(known.noun) &&
            claim.noun !== "" &&
            !durationOf(claim.noun)
          )
            return false;
          // "12 key accounts" in the CV, "12 enterprise clients" in the letter: the same line of work. A letter in
          // another language shares no words with the CV: see sameRate.
          return (
            (known.unit === "count" || known.unit === "plain" || known.unit === "people") &&
            // ("first", "new" are shared by too many lines: "two Phase I first-in-human studies" is not "Mentored 2
            // CRA I colleagues through their first … visits".)
            (contentStems(known.line).some((word) => sentenceStems.has(word) && !ORDINARY.has(word)) ||
              (inOtherLanguage &&
                sameRate(sentence.slice(claim.end), known.line.slice(known.end), claim.value)))
          );
        default:
          return known.unit !== "years" || sentenceStems.has("year");
      }
    })
    .map((known) => known.line);
  // ("148 rooms and 12 villas, 160 keys in all" beside "NOT YET: Hotels of more than 160 keys": a sum the letter
  // says it is is shown by its parts too.)
  const summed = lines.length && !SUMS_UP.test(sentence) ? [] : sumSupport(claim, sentence, facts);
  return [...new Set([...lines, ...summed])];
}

/** Units of measure after a number ("12 kW", "3 t", "40 m²"). */
const MEASURE =
  /^(?:kw|mw|gw|kva|mva|kwh|mwh|kg|t|km|m|cm|mm|m2|m²|m3|m³|l|ml|bar|psi|v|kv|hz|°c|ha|tons?|tonnes?|tonnen|ampere|ma|w)$/i;

/** "240 ms" and "240 milliseconds": a unit of measure abbreviated and spelled out. */
const SPELLED_UNIT: ReadonlyArray<readonly [string, RegExp]> = [
  ["m", /^(?:millisecond|metre|meter|minute)/i],
  ["ms", /^millisecond/i],
  ["km", /^kilomet/i],
  ["kg", /^kilo/i],
  ["t", /^(?:tonne|ton)/i],
  ["l", /^lit/i],
  ["kw", /^kilowatt/i],
  ["mw", /^megawatt/i],
];

const ORDINARY = new Set([
  "first",
  "second",
  "third",
  "last",
  "new",
  "other",
  "own",
  "next",
  "previou",
  "current",
]);

const OUT_OF_BEFORE = /(?<![\d.,])\d{1,3}\s+(?:\p{L}+\s+)?(?:sur|of|out of|von|van|de|di|aus)\s*$/iu;

/** Words that present a number as a sum: "also ein Team von drei", "five yards in all", "soit trois personnes". */
const SUMS_UP =
  /(?<![\p{L}])(?:in all|in total|altogether|all told|that is|i\.e\.|also|insgesamt|zusammen|d\.\s?h\.|soit|en tout|au total|o sea|en total|dus|samen|in totaal|alles bij elkaar|to date|so far|bisher|jusqu['’]ici|hasta la fecha|hasta ahora|tot nu toe|(?:since|seit|depuis|desde|sinds) (?:19|20)\d\d)(?![\p{L}\d])/iu;

/** "24, 31, 38, 42, 35 et 40 lots": a list of numbers, to be added up. */
const NUMBER_LIST =
  /(?<![\d.,])\d{1,4}(?:\s*,\s*\d{1,4})+\s*,?\s*(?:et|and|und|y|en|e|&)\s*\d{1,4}(?![\d.,]?\d)/giu;

function listSums(line: string): number[] {
  return [...line.matchAll(NUMBER_LIST)].map((match) =>
    (match[0].match(/\d+/g) ?? []).reduce((sum, digits) => sum + Number(digits), 0),
  );
}

const BREAKDOWN_AFTER =
  /^[\p{L}\s-]{0,30}?(?:\(|,\s*(?:entre|among(?:st)?|including|darunter|davon|dont|y compris|waaronder|van wie)\b)/iu;

/** Each small count on a line with the words after it: "2 Konditor:innen und 1 Auszubildenden". */
function countsIn(line: string): Array<{ value: number; after: string }> {
  return [
    ...line.matchAll(
      // ("de 13 à 17 ans": the bottom of a range counts nothing.)
      // ("the 24-bed medical ICU and the 20-bed step-down unit": a count joined to its noun.)
      /(?<![\d.,:/-])(\d{1,3})(?:\s+|-)(?=\p{L})(?!(?:%|years?|yrs?|jahre?n?|ans?|años?|jaar|months?)\b|(?:à|a|to|bis|tot|al)\s+\d)/giu,
    ),
  ].map((match) => ({
    value: Number(match[1]),
    after: line.slice((match.index ?? 0) + match[0].length).split(/[;,.(]/)[0] ?? "",
  }));
}

/** "18 patrol days", "6 nights": a count of time. */
function countsTime(after: string): boolean {
  return (after.toLowerCase().match(/\p{L}+/gu) ?? [])
    .slice(0, 2)
    .some((word) => word in TIME_UNITS || /^(?:nights?|shifts?)$/.test(word));
}

/**
 * Whether a line's counts are all of the thing the letter counts: "Monitor 11 sites … on 3 Phase III studies" counts
 * sites and studies; "2 mbo-stagiairs … en 1 hbo-stagiair" and "3 flat-racing training yards" put modifiers before the
 * counted word.
 */
function countsOf(counts: Array<{ after: string }>, noun: string): boolean {
  const kinds = KINDS_OF[noun] ?? [noun];
  return counts.every((count) => {
    // ("3 flat-racing training yards": up to four words to the counted one.)
    const words = (count.after.toLowerCase().match(/\p{L}+/gu) ?? []).slice(0, 4);
    return !words.length || STOP_WORDS.has(words[0]!) || words.some((word) => kinds.includes(stem(word)));
  });
}

/** A hotel's "keys" are its rooms, villas and suites: "148 rooms and 12 villas" are "160 keys in all". */
const KINDS_OF: Record<string, string[]> = {
  [stem("key")]: ["room", "villa", "suite", "cabin", "chalet", "apartment", "bungalow", "unit"].map((word) =>
    stem(word),
  ),
};

/**
 * A count the CV gives in parts: "2 Konditor:innen und 1 Auszubildenden" shows "ein Team von drei Leuten"; "2
 * junior researchers" and "1 graduate researcher" in two roles show "insgesamt drei Nachwuchs-Researcher".
 */
function sumSupport(claim: NumberMention, sentence: string, facts: Facts): string[] {
  // "a team of six (four chefs and two KPs)", "catorce operarios, entre preparadores y carretilleros": the parts follow.
  const partsFollow = BREAKDOWN_AFTER.test(sentence.slice(claim.end));
  if ((claim.unit !== "people" && claim.unit !== "count") || claim.value < 2) return [];
  if (!(SUMS_UP.test(sentence) || partsFollow)) {
    // "five dietetic students" from "dietetic students: 3 on placement B, 2 on placement C": one line's parts of
    // the thing the letter counts.
    const noun = claim.noun ? stem(claim.noun.toLowerCase()) : "";
    return noun
      ? facts.index.lines
          .filter((line) => {
            const counts = countsIn(line.text);
            return (
              counts.length >= 2 &&
              countsOf(counts, noun) &&
              counts.reduce((sum, count) => sum + count.value, 0) === claim.value &&
              contentStems(line.text).includes(noun)
            );
          })
          .map((line) => line.text)
      : [];
  }
  // ("In all I command four patrol teams, 24 rangers" is not "6 rangers …, approx. 18 patrol days".)
  const noun = claim.noun ? stem(claim.noun.toLowerCase()) : "";
  const oneLine = facts.index.lines.filter((line) => {
    const counts = countsIn(line.text);
    // ("the 24-bed medical ICU and the 20-bed step-down unit; approx. 14 patient assessments a day": the beds.)
    const ofNoun = noun ? counts.filter((count) => countsOf([count], noun) && count.after.trim()) : [];
    if (ofNoun.length >= 2 && ofNoun.reduce((sum, count) => sum + count.value, 0) === claim.value)
      return true;
    return (
      (counts.length >= 2 &&
        (claim.unit === "people"
          ? !counts.some((count) => countsTime(count.after))
          : !noun || countsOf(counts, noun)) &&
        counts.reduce((sum, count) => sum + count.value, 0) === claim.value) ||
      listSums(line.text).includes(claim.value)
    );
  });
  if (oneLine.length) return oneLine.map((line) => line.text);
  const sentenceStems = new Set(contentStems(sentence));
  const partsShowing = (shows: (after: string[]) => boolean) =>
    facts.index.lines.flatMap((line) =>
      countsIn(line.text)
        .filter((count) => shows(contentStems(count.after)))
        .map((count) => ({ ...count, line: line.text })),
    );
  const adds = (parts: Array<{ value: number }>) =>
    parts.length >= 2 && parts.reduce((sum, part) => sum + part.value, 0) === claim.value;
  // "14 site initiation visits to date" from "9 site initiation visits" and "5 site initiation visits", not from the
  // "70 monitoring visits" beside them: the words that name what is counted first.
  const named = contentStems(sentence.slice(claim.end).split(/[,.;:()]/)[0] ?? "").slice(0, 2);
  const exact = named.length ? partsShowing((after) => named.every((word) => after.includes(word))) : [];
  if (adds(exact)) return exact.map((part) => part.line);
  const parts = partsShowing((after) => after.some((word) => sentenceStems.has(word)));
  // (Days are no part of a count of people: "6 rangers" and "18 patrol days" are no 24 rangers.)
  const counted = parts.filter((part) => !countsTime(part.after));
  return adds(counted) ? counted.map((part) => part.line) : [];
}

/** Units of time in our languages, singular and plural: a count's period ("a day") or length ("a two-day course"). */
const TIME_UNITS: Record<string, string> = Object.fromEntries(
  [
    ["day", "day days tag tage tagen jour jours día días dia dias dag dagen"],
    ["week", "week weeks woche wochen semaine semaines semana semanas weken"],
    ["month", "month months monat monate monaten mois mes meses maand maanden"],
    ["year", "year years an ans année années jahr jahre jahren año años jaar jaren"],
    ["hour", "hour hours stunde stunden heure heures hora horas uur"],
  ].flatMap(([unit, words]) => words!.split(" ").map((word) => [word, unit!])),
);

/** The length of time a count's noun names, in any of our languages ("-day", "Tage", "jours"), or "". */
function durationOf(noun: string): string {
  return TIME_UNITS[noun.replace(/^-/, "").toLowerCase()] ?? "";
}

const RATE = /^[^.;\n]{0,20}?\b(?:a|per|each|every|par|pro|al|por|la|am|im|in de|per)\s+(\p{L}+)/iu;

/**
 * "fifteen trials a day" and "15 essais par jour": the same rate in two languages; a count of ten or more with no
 * rate on either side is shown by itself ("fourteen new instruments", "14 Orgelneubauten"), but not at another rate.
 */
function sameRate(afterClaim: string, afterKnown: string, value: number): boolean {
  const rate = rateAfter(afterClaim);
  return rate === rateAfter(afterKnown) && (rate !== null || value >= 10);
}

/** The period a count is given per, in any of our languages ("a day", "par jour", "pro Woche"), or null. */
function rateAfter(text: string): string | null {
  const word = RATE.exec(text)?.[1]?.toLowerCase();
  return word ? (TIME_UNITS[word] ?? null) : null;
}
