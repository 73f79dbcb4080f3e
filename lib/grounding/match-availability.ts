/**
 * When a candidate can work, for the match (docs/product-rules.md, "The match"): the weekdays a requirement asks
 * ("Monday to Saturday") against those a CV offers ("Monday to Friday"), and an immediate start against a notice
 * period. Clock times are left to the words around them: "evenings until 10pm" is met by "available evenings".
 */

const DAYS: ReadonlyArray<RegExp> = [
  /^(?:mon(?:day)?s?|mo|montags?|lundis?|lun|lunes|maandags?|ma)$/,
  /^(?:tue(?:s(?:day)?)?s?|dienstags?|di|mardis?|mar|martes|dinsdags?)$/,
  /^(?:wed(?:nesday)?s?|mittwochs?|mi|mercredis?|mer|miércoles|miercoles|mié|woensdags?|wo)$/,
  /^(?:thu(?:rs(?:day)?)?s?|donnerstags?|do|jeudis?|jeu|jueves|jue|donderdags?)$/,
  /^(?:fri(?:day)?s?|freitags?|fr|vendredis?|ven|viernes|vie|vrijdags?|vr)$/,
  /^(?:sat(?:urday)?s?|samstags?|sa|samedis?|sam|sábados?|sabados?|sáb|zaterdags?|za)$/,
  /^(?:sun(?:day)?s?|sonntags?|so|dimanches?|dim|domingos?|dom|zondags?|zo)$/,
];

// Short forms ("Mo", "Di", "ma") only count inside a range ("Mo–Fr", "ma-vr"), where nothing else reads that way.
// ("sat", "sun", "wed" and "mar" are English words too.)
const SHORT =
  /^(?:mo|ma|di|mi|do|fr|sa|so|wo|vr|za|zo|mar|mer|jeu|ven|sam|dim|lun|jue|vie|dom|mon|tue|tues|wed|thu|thurs|fri|sat|sun)$/;
const WORD = /[\p{L}]+\.?/gu;
const DASH = /^\s*[–—-]\s*$/;
const RANGE_WORD = /^(?:to|till|until|through|thru|bis|au|à|a|al|tot|t\/m)$/i;

const ANY_DAY =
  /(?<![\p{L}])(?:(?:mon|tues|wednes|thurs|fri|satur|sun)days?|(?:mon|tue|tues|wed|thu|thurs|fri|sat|sun|mo|di|mi|do|fr|sa|so|lun|mar|mer|jeu|ven|sam|dim|mié|jue|vie|sáb|dom|ma|wo|vr|za|zo)\.?(?=\s*[–—-]|\s+(?:to|till|until|through|thru|bis|au|à|a|al|tot|t\/m)\s)|montags?|dienstags?|mittwochs?|donnerstags?|freitags?|samstags?|sonntags?|lundis?|mardis?|mercredis?|jeudis?|vendredis?|samedis?|dimanches?|lunes|martes|miércoles|miercoles|jueves|viernes|sábados?|sabados?|domingos?|maandags?|dinsdags?|woensdags?|donderdags?|vrijdags?|zaterdags?|zondags?)(?![\p{L}])/iu;

function dayOf(word: string): number {
  const bare = word.toLowerCase().replace(/\.$/, "");
  return DAYS.findIndex((pattern) => pattern.test(bare));
}

/** The weekdays a text names, ranges spelled out ("Mon–Fri" is five); 0 = Monday. */
export function daysNamed(text: string): Set<number> {
  // Most requirements name no day: one cheap test before the word-by-word reading.
  if (!ANY_DAY.test(text)) return new Set();
  const words = [...text.matchAll(WORD)].map((m) => ({
    text: m[0],
    start: m.index,
    end: m.index + m[0].length,
  }));
  const gap = (a: number, b: number) => text.slice(words[a]!.end, words[b]!.start);
  const days = new Set<number>();
  for (let i = 0; i < words.length; i++) {
    const day = dayOf(words[i]!.text);
    if (day < 0) continue;
    // "Mon–Fri", "Monday to Friday", "du lundi au vendredi": the last day of a range.
    let last = -1;
    if (words[i + 1] && DASH.test(gap(i, i + 1))) last = i + 1;
    else if (
      words[i + 2] &&
      RANGE_WORD.test(words[i + 1]!.text) &&
      !/\S/.test(gap(i, i + 1) + gap(i + 1, i + 2))
    )
      last = i + 2;
    const until = last > 0 ? dayOf(words[last]!.text) : -1;
    if (until >= 0) {
      for (let d = day; d !== until; d = (d + 1) % 7) days.add(d);
      days.add(until);
      i = last;
    } else if (!SHORT.test(words[i]!.text.toLowerCase().replace(/\.$/, ""))) days.add(day);
  }
  return days;
}

/** "Saturdays", "weekends", "fines de semana": Saturday and Sunday together. */
const WEEKENDS =
  /\b(?:weekends?|week-ends?|wochenenden?|fins? de semaine|fines? de semana|weekenddiensten)\b/i;

/**
 * Whether the CV's days fall short of the days asked: some line names weekdays, and none with its weekends covers
 * every day asked ("Monday to Saturday" against "Evenings, Monday to Friday").
 */
export function daysShortOfAsked(requirement: string, cvLines: readonly string[]): boolean {
  const asked = daysNamed(requirement);
  if (asked.size < 2) return false;
  const offered = cvLines.map((line) => {
    const days = daysNamed(line);
    if (WEEKENDS.test(line)) days.add(5).add(6);
    return days;
  });
  const named = offered.filter((days) => days.size > 0);
  if (!named.length) return false;
  const all = new Set(named.flatMap((days) => [...days]));
  return [...asked].some((day) => !all.has(day));
}

/** Clock times and their spans: "7:30am – 4:30pm", "3 pm – 12 am", "tussen 8 en 16 uur", "bis 22 Uhr". */
export const CLOCK_TIMES =
  /(?:\b(?:from|until|till|to|by|as early as|as late as|ab|bis|von|dès|jusqu['’]à|desde|hasta|vanaf|tot)\s+)?\b\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr|uur|h)\b(?:\s*[–—-]\s*\d{1,2}(?:[:.h]\d{2})?\s?(?:am|pm|a\.m\.|p\.m\.|uhr|uur|h)?\b)?/giu;

/** An ask to start at once. */
export const IMMEDIATE_ASK =
  /\b(?:immediate (?:start|availability|joiner)|(?:available|start|join) (?:immediately|at once|asap)|disponibilit[ée] imm[ée]diate|disponible imm[ée]diatement|sofort(?:ige[rn]?)? (?:verfügbar|einsatzbereit|eintritt|verfügbarkeit)|ab sofort|incorporaci[oó]n inmediata|disponibilidad inmediata|per direct beschikbaar|direct beschikbaar|per direct inzetbaar)\b/iu;
/** A CV saying it can start at once. */
const STARTS_NOW =
  /\b(?:immediate(?:ly)? (?:start|available|availability)|available (?:immediately|now|at once)|can start (?:immediately|now|at once|straight away)|disponibilit[ée] imm[ée]diate|disponible imm[ée]diatement|sofort verfügbar|ab sofort|incorporaci[oó]n inmediata|disponibilidad inmediata|per direct beschikbaar|direct beschikbaar|no notice)\b/iu;
/** A CV stating a notice period or a later start. */
const NOTICE =
  /\b(?:notice(?: period)?|préavis|kündigungsfrist|preaviso|opzegtermijn|can start (?:after|in|from)|available (?:from|after)|disponible (?:à partir|dès le)|verfügbar ab|disponible a partir|beschikbaar (?:vanaf|per))\b/iu;

/** An immediate start asked: the CV line that shows it (met), one with a notice period (partial), or none. */
export function immediateStart(cvLines: readonly string[]): {
  status: "met" | "partial" | "missing";
  line?: string;
} {
  const now = cvLines.find((line) => STARTS_NOW.test(line));
  if (now) return { status: "met", line: now };
  const later = cvLines.find((line) => NOTICE.test(line));
  return later ? { status: "partial", line: later } : { status: "missing" };
}

const SPAN_WORDS: Record<string, number> = {
  one: 1,
  a: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  eight: 8,
};

/** "start within 4 weeks", "available within one month": the longest wait asked, in weeks. */
const START_WITHIN =
  /\b(?:start|join|available)\s+within\s+(\d+|one|a|two|three|four|five|six|eight)\s+(days?|weeks?|months?)\b/i;
const NOTICE_SPAN =
  /\b(?:notice(?: period)?|préavis|kündigungsfrist|preaviso|opzegtermijn)\s*(?:of|:|-|–|de)?\s*(\d+|one|a|two|three|four|five|six|eight|un|une|deux|trois)\s+(days?|weeks?|months?|jours?|semaines?|mois|wochen?|monate?n?|días?|semanas?|meses?|dagen|weken|maanden?)\b/i;

function inWeeks(amount: string, unit: string): number {
  const count =
    Number(amount) ||
    SPAN_WORDS[amount.toLowerCase()] ||
    { un: 1, une: 1, deux: 2, trois: 3 }[amount.toLowerCase()] ||
    1;
  if (/^(?:day|jour|día|dag)/i.test(unit)) return count / 7;
  if (/^(?:month|mois|monat|mes|maand)/i.test(unit)) return count * 4.3;
  return count;
}

/** "Able to start within 4 weeks": met by a start now or a notice no longer than that, partial by a longer one. */
export function startWithin(
  requirement: string,
  lines: () => readonly string[],
): { status: "met" | "partial" | "missing"; line?: string } | null {
  const asked = START_WITHIN.exec(requirement);
  if (!asked) return null;
  const cvLines = lines();
  const now = cvLines.find((line) => STARTS_NOW.test(line));
  if (now) return { status: "met", line: now };
  for (const line of cvLines) {
    const notice = NOTICE_SPAN.exec(line);
    if (notice)
      return {
        status: inWeeks(notice[1]!, notice[2]!) <= inWeeks(asked[1]!, asked[2]!) ? "met" : "partial",
        line,
      };
  }
  return { status: "missing" };
}
