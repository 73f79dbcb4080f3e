import { isBulletLine } from "@/lib/ai/analysis/text";
import { LANGUAGES } from "@/lib/grounding/spoken-languages";

/**
 * A letter's body as sentences with their character offsets. The address block, the salutation, a subject line
 * and everything from the sign-off on are not sentences of the letter: they assert nothing about the candidate.
 */

const EMOJI_BULLET = /^\s*\p{Extended_Pictographic}[\uFE0F\u200d\p{Extended_Pictographic}]*\s+/u;

// (Not a timeline's name: "**Island Hospice and Healthcare** — Palliative Care Assistant (2017)", "**NZ Diploma in
// Accounting (Level 6)** — Open Polytechnic, 2024", "**Konkan Shield, Mumbai** — Claims Coordinator, one year …".)
const BULLET_HEADING =
  /^(?:\*\*[^*\n]{1,40}?:?\*\*:?|__[^_\n]{1,40}?:?__:?|\p{Lu}[\p{L}'’ -]{0,30}:)\s+(?=\S)(?![—–-]\s*\p{Lu}[^\n]{2,60}?(?:(?<!\d)(?:19|20)\d\d(?!\d)|,\s*(?:[\p{L}-]+\s+){0,2}(?:years?|months?)(?![\p{L}])))/u;

// (Only before a sentence of the candidate's own: "Tickets: CS30, CS31" is a list, "Who I am: …" the sentence's start.)
const PARAGRAPH_LABEL =
  /^\s*\p{Lu}[\p{L}/&'’-]*(?:\s[\p{L}/&'’-]+){0,2}:\s+(?=(?:I|I['’]\p{L}+|My|We|Our|Me)(?![\p{L}]))/u;

const LANGUAGE_NAMES = new Set(LANGUAGES.flat().map((name) => name.toLowerCase()));

const TABLE_ROW = /^\s*\|.*\|.*\|\s*$/;
/**
 * "Coverage: 48 health facilities": a line of a profile written as labels and values. Three or more in a row are a
 * datasheet of the candidate, its values read like table cells; labels that name the job, the reader or the letter
 * itself ("Position:", "Reference:", "To:") are not the candidate's.
 */
const KEY_VALUE = /^\s*(\p{Lu}[\p{L}&/'’ ,-]{0,30}?)\s?:\s+(?=\S)/u;
const NOT_CANDIDATES_LABEL =
  /^(?:position|post applied|role|job|title|vacancy|reference|ref|job ref|location|salary|closing date|deadline|date|to|from|cc|attention|attn|company|employer|organi[sz]ation|hiring manager|contact|re|subject|betreff|objet|asunto|assunto)$/i;
const ADVERT_QUOTED =
  /^\s*(?:\*\*)?(?:your|the advert['’]s|the job['’]s)\s+(?:requirement|criterion|ask)s?(?:\s+\d{1,2})?\s*(?:\*\*)?\s*:|^\s*(?:you (?:asked|ask) for|ihre anforderung|vos (?:exigences|attentes)|uw (?:eis|vereiste)|su requisito)\s*:|^\s*(?:\*\*)?(?:essential|desirable)\s+criteri(?:on|a)(?:\s+\d{1,2})?\s*(?:\*\*)?\s*:/iu;
const PLAIN_ROW = /^[^|\n]{1,80}\s\|\s+\S/;
const TABLE_RULE = /^\s*\|?\s*:?-{3,}:?\s*(?:\|\s*:?-{3,}:?\s*)+\|?\s*$/;

/** `cell`: a cell of a table typed without its outer bars, the candidate's own words like a bullet's. */
export type LetterSentence = { text: string; start: number; end: number; bullet: boolean; cell?: true };

const SALUTATION = /^(dear|hi|hello|to whom|good (morning|afternoon)|greetings)\b/i;
const SUBJECT = /^(re|subject|ref|betreff|objet)\s*:/i;
const SIGN_OFF =
  /^(yours (sincerely|faithfully|truly)|sincerely( yours)?|(kind|kindest|best|warm|warmest|with kind) regards|regards|(best|all the best|with best) wishes|many thanks|with thanks|thank you|thanks|best|cheers|respectfully|warmly)[,.!]?$/i;

const INLINE_SALUTATION =
  /^(\s*(?:dear|hi|hello|good (?:morning|afternoon))\b[^,:!\n]{0,60}[,:!]\s+)(\S.{20,})$/i;
const INLINE_SIGN_OFF =
  /(?<=[.!?])\s+(?:yours (?:sincerely|faithfully|truly)|(?:kind|kindest|best|warm|warmest) regards|sincerely|regards|best wishes),?\s+\p{Lu}[\p{L}'’. -]{1,60}$/iu;

const POSTSCRIPT = /^\s*P\.?\s?P?\.?\s?S\.?(?:\s|:|$)/;

/** Words whose full stop does not end a sentence ("e.g.", "Dr.", "St.", "Ltd.", an initial "J."). */
const ABBREVIATION =
  /(?:\b(?:e\.g|i\.e|etc|vs|approx|incl|dept|esp|nb|cf|Dr|Mr|Mrs|Ms|Mx|Prof|St|Sr|Jr|Ltd|Inc|Co|Corp|No|Nos|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec))\.$/iu;
const INITIAL = /(?:^|\s)\p{Lu}\.$/u;

/** Full stops, question and exclamation marks followed by space and a new sentence's first character. */
const BOUNDARY = /[.!?]+["'”’)\]]*\s+(?=["'“‘(]?[\p{Lu}\d•\-–*])/gu;

function splitLine(line: string, offset: number, bullet: boolean, out: LetterSentence[], cell = false): void {
  let from = 0;
  const push = (to: number) => {
    const raw = line.slice(from, to);
    const text = raw.trim();
    if (text) {
      const start = offset + from + (raw.length - raw.trimStart().length);
      out.push({ text, start, end: start + text.length, bullet, ...(cell ? { cell: true as const } : {}) });
    }
  };
  for (const match of line.matchAll(BOUNDARY)) {
    const stop = match.index + match[0].trimEnd().length;
    const tail = line.slice(Math.max(0, stop - 8), stop).replace(/["'”’)\]]+$/, "");
    if (ABBREVIATION.test(tail) || INITIAL.test(tail)) continue;
    push(stop);
    from = match.index + match[0].length;
  }
  push(line.length);
}

/**
 * A letter hard-wrapped by an e-mail client ("In 2024 I was made\nWatch Manager, and…"): a long line that stops
 * mid-sentence goes on in the next, so the two are read as one (the newline counts as a space, offsets unchanged).
 */
function unwrapped(
  lines: Array<{ text: string; start: number }>,
  letter: string,
): Array<{ text: string; start: number }> {
  const joined: Array<{ text: string; start: number }> = [];
  let previous = "";
  for (const line of lines) {
    const last = joined.at(-1);
    if (
      last &&
      letter.slice(last.start + last.text.length, line.start) === "\n" &&
      previous.trim().length >= WRAPPED_LINE &&
      !/[.!?:;]["'”’)]*\s*$/.test(previous) &&
      !isBulletLine(line.text) &&
      !KEY_VALUE.test(line.text) &&
      // ("… Uganda Management Institute (2018)": a line that ends on a bracketed year is a whole entry of a list.)
      !/\((?:19|20)\d\d\)\s*$/.test(previous) &&
      !TABLE_ROW.test(line.text) &&
      !TABLE_ROW.test(previous) &&
      !ADVERT_QUOTED.test(previous)
    )
      last.text = `${last.text} ${line.text}`;
    else joined.push({ ...line });
    previous = line.text;
  }
  return joined;
}

/** Shorter lines end where the writer ended them (a list, a signature), not where a mail client wrapped them. */
const WRAPPED_LINE = 50;

export function splitSentences(letter: string): LetterSentence[] {
  const lines: Array<{ text: string; start: number }> = [];
  let at = 0;
  for (const text of letter.split("\n")) {
    lines.push({ text, start: at });
    at += text.length + 1;
  }
  const filled = lines.filter((line) => line.text.trim());
  // The salutation opens the body, if it is among the first lines (after an address block and a date).
  const salutation = filled.slice(0, 12).findIndex((line) => SALUTATION.test(line.text.trim()));
  // "Dear Ms Harker, I would like to apply …": a letter written as one paragraph goes on after its salutation.
  const opened = salutation === -1 ? null : INLINE_SALUTATION.exec(filled[salutation]!.text);
  const body =
    salutation === -1
      ? filled
      : [
          ...(opened ? [{ text: opened[2]!, start: filled[salutation]!.start + opened[1]!.length }] : []),
          ...filled.slice(salutation + 1),
        ];
  // "… at £38,000 – £42,500. Yours sincerely, Hannah Blackwood": a sign-off at the end of the last line.
  const last = body.at(-1);
  const closed = last ? INLINE_SIGN_OFF.exec(last.text) : null;
  if (last && closed) body[body.length - 1] = { ...last, text: last.text.slice(0, closed.index) };
  const signOff = body.findIndex((line) => SIGN_OFF.test(line.text.trim()));
  const sentences: LetterSentence[] = [];
  // A postscript after the signature is the letter speaking again ("P.S. I also hold a PRINCE2 certificate").
  const postscript =
    signOff === -1 ? -1 : body.findIndex((line, at) => at > signOff && POSTSCRIPT.test(line.text));
  const kept = [
    ...(signOff === -1 ? body : body.slice(0, signOff)),
    ...(postscript === -1 ? [] : body.slice(postscript)),
  ];
  const joined = unwrapped(kept, letter);
  for (const [at, line] of joined.entries()) {
    if (SUBJECT.test(line.text.trim())) continue;
    // ("Your requirement: English and Afrikaans, Oshiwambo an advantage": the advert's words, quoted to answer them.)
    if (ADVERT_QUOTED.test(line.text)) continue;
    // "| Data tools | KoboToolbox and SurveyCTO |": a table's later cells are the candidate's, like a bullet; its
    // first cell (the advert's requirement), its header row and its rule are not.
    if (TABLE_ROW.test(line.text)) {
      if (TABLE_RULE.test(line.text) || TABLE_RULE.test(joined[at + 1]?.text ?? "")) continue;
      const firstCell = line.text.indexOf("|", line.text.indexOf("|") + 1);
      const cells = " ".repeat(firstCell + 1) + line.text.slice(firstCell + 1).replace(/\|/g, ";");
      splitLine(cells.trimEnd(), line.start, true, sentences);
      continue;
    }
    // "Exploration | Nearly seven years of copper exploration": a table typed without its outer bars, read the same;
    // its header row ("Your requirement | My experience") is not.
    const row = (text: string | undefined) => PLAIN_ROW.test(text ?? "");
    if (row(line.text) && (row(joined[at - 1]?.text) || row(joined[at + 1]?.text))) {
      const header =
        !row(joined[at - 1]?.text) &&
        line.text.split("|").every((cell) => cell.trim().split(/\s+/).length <= 4 && !/\d/.test(cell));
      if (header) continue;
      const firstCell = line.text.indexOf("|");
      const cells = " ".repeat(firstCell + 1) + line.text.slice(firstCell + 1).replace(/\|/g, ";");
      splitLine(cells.trimEnd(), line.start, false, sentences, true);
      continue;
    }
    const keyValue = (text: string | undefined) => KEY_VALUE.exec(text ?? "");
    const pair = keyValue(line.text);
    // (One short line each: "Tickets: CS30, CS31 … I passed my aerial rigging assessment …" is a labelled paragraph.)
    if (
      pair &&
      line.text.length <= 160 &&
      !PARAGRAPH_LABEL.test(line.text) &&
      !/[.!?]\s+\p{Lu}/u.test(line.text) &&
      [-3, -2, -1, 1, 2, 3].filter((step) => keyValue(joined[at + step]?.text)).length >= 2
    ) {
      if (NOT_CANDIDATES_LABEL.test(pair[1]!.trim())) continue;
      // ("Swahili: fluent": a language's label is what the value is about.)
      const label = LANGUAGE_NAMES.has(pair[1]!.trim().toLowerCase()) ? "" : " ".repeat(pair[0].length);
      splitLine(label + line.text.slice(label.length), line.start, false, sentences, true);
      continue;
    }
    // "🎓 First-Class BSc (Hons) …": a line opened by an emoji is a bullet in an AI-styled letter.
    const emoji = EMOJI_BULLET.test(line.text);
    const bullet = emoji || isBulletLine(line.text);
    const unbulleted = emoji
      ? line.text.replace(EMOJI_BULLET, "")
      : bullet
        ? line.text.replace(/^\s*(?:[-*•·▪◦‣●○■□➢➤►–—~→✓✔◆♦»]|\d{1,2}[.)])\s+/, "")
        : line.text;
    // "📉 **Proven retention impact:** At Ledgerly, I cut …": a bullet's heading names nothing.
    // "Mobile: I haven't worked with Appium yet": a letter answering point by point labels each paragraph.
    const content = unbulleted.replace(bullet ? BULLET_HEADING : PARAGRAPH_LABEL, "");
    splitLine(content, line.start + line.text.length - content.length, bullet, sentences);
  }
  return sentences;
}
