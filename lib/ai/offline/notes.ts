import { asSentence, capitalise, collapseSpaces, lowerFirst } from "@/lib/ai/analysis/text";

/**
 * The candidate's Additional Notes as letter sentences, each tagged with where it belongs: a referral in the
 * opening, motivation in the middle, a start date or relocation in the closing (docs/product-rules.md).
 */

export type NoteKind = "referral" | "motivation" | "start" | "relocation" | "other";
export type PlacedNote = { kind: NoteKind; sentence: string };

const KINDS: Array<[NoteKind, RegExp]> = [
  [
    "referral",
    /\b(refer(?:red|ral)|recommended (?:by|me)|suggested (?:I|that I|me)|told me about|encouraged me|put me forward|via (?:my )?(?:friend|colleague))\b/i,
  ],
  [
    "start",
    /\b(notice(?: period)?|available (?:from|to start|immediately|in|on|now)|can start|could start|start(?:ing)? (?:date|from|in|on|immediately)|start date|availability)\b/i,
  ],
  [
    "relocation",
    /\b(relocat\w*|moving (?:to|back)|move to|visa|sponsorship|right to work|commut\w*|based in)\b/i,
  ],
  [
    "motivation",
    /\b(love|passion\w*|admire|fan of|excited|care about|mission|been using|use your|customer|inspired|believe in|enjoy|always wanted|dream|values?|impact)\b/i,
  ],
];

/** Third person about the employer becomes second person: the letter speaks to them. */
function toSecondPerson(text: string): string {
  return text
    .replace(/\btheir\b/gi, "your")
    .replace(/\btheirs\b/gi, "yours")
    .replace(/\bthey're\b/gi, "you're")
    .replace(/\bthey are\b/gi, "you are")
    .replace(/\bthey\b/gi, "you")
    .replace(/\bthem\b/gi, "you");
}

const FIRST_PERSON = /^(i|i'm|i’m|i've|i’ve|i'd|i’d|i'll|my|me)\b/i;
const PERSON = /([A-Z][\p{L}'’-]+(?:\s+[A-Z][\p{L}'’-]+){0,3})/u;

function referral(text: string): string {
  const by = new RegExp(`\\b(?:referred|recommended)\\s+by\\s+(.+)$`, "iu").exec(text);
  if (by) return `I was referred to this role by ${by[1]!.replace(/[.]$/, "")}`;
  const from = /\breferral from\s+(.+)$/i.exec(text);
  if (from) return `I was referred to this role by ${from[1]!.replace(/[.]$/, "")}`;
  const named = new RegExp(
    `^${PERSON.source}(.*?)\\s+(suggested|recommended|encouraged|told)\\b(.*)$`,
    "u",
  ).exec(text);
  if (named) return `${named[1]}${named[2]} ${named[3]!.toLowerCase()}${named[4]}`;
  return `I was referred to this role by ${text.replace(/^(a\s+)?referral\s*[:-]?\s*/i, "")}`;
}

function startDate(text: string): string {
  const notice = /\bnotice(?: period)?(?:\s+(?:of|is))?\s*[:-]?\s*(.+)$/i.exec(text);
  if (notice) return `My notice period is ${notice[1]}`;
  if (/\b(immediately|straight away|right away|asap|now)\b/i.test(text))
    return "I am available to start immediately";
  const when =
    /\b(?:available|start(?:ing)?(?: date)?|can start|could start|availability)\s*(?:to start\s*)?[:-]?\s*(.+)$/i.exec(
      text,
    );
  const phrase = (when?.[1] ?? text).trim();
  const preposition = /^(from|on|in|after|by|at|within|once)\b/i.test(phrase)
    ? ""
    : /^\d/.test(phrase)
      ? "on "
      : "in ";
  return `I am available to start ${preposition}${phrase}`;
}

function relocation(text: string): string {
  const moving = /\b(relocating|moving)\s+(.+)$/i.exec(text);
  if (moving) return `I am ${moving[1]!.toLowerCase()} ${moving[2]}`;
  if (/\b(willing|happy|open|able|plan(?:ning)?)\b.*\breloca/i.test(text) || /^relocat/i.test(text)) {
    const to = /\bto\s+([A-Z][\p{L} ,'-]+)$/u.exec(text);
    return `I am happy to relocate${to ? ` to ${to[1]}` : ""}`;
  }
  if (/\bneed(?:s)?\b.*\b(visa|sponsorship)\b/i.test(text))
    return `I would need ${/visa/i.test(text) ? "visa " : ""}sponsorship`;
  if (/\bright to work\b/i.test(text))
    return `I have the right to work${/\bin\b/i.test(text) ? ` ${text.slice(text.search(/\bin\b/i))}` : ""}`;
  return `I am ${text.replace(/^(am|i am)\s+/i, "")}`;
}

function motivation(text: string): string {
  if (/^(love|admire|enjoy|believe|care|use|like|want|have|am|really)\b/i.test(text)) return `I ${text}`;
  if (/^(a|an)\s/i.test(text)) return `I am ${lowerFirst(text)}`;
  if (/^(big|huge|long-?time|avid|loyal|regular|daily)\s/i.test(text)) return `I am a ${lowerFirst(text)}`;
  if (/^(passionate|excited|keen|inspired|motivated|interested|drawn)\b/i.test(text))
    return `I am ${lowerFirst(text)}`;
  return `I ${text}`;
}

function asLetterSentence(kind: NoteKind, clause: string): string | null {
  const text = collapseSpaces(clause).replace(/[.!;]+$/, "");
  if (!text) return null;
  if (FIRST_PERSON.test(text)) return asSentence(capitalise(toSecondPerson(text)));
  const sentence =
    kind === "referral"
      ? referral(text)
      : kind === "start"
        ? startDate(text)
        : kind === "relocation"
          ? relocation(text)
          : kind === "motivation"
            ? motivation(toSecondPerson(text))
            : null;
  return sentence ? asSentence(capitalise(sentence)) : null;
}

/** Every note that says something we can place; first-person notes of any kind are kept in the candidate's words. */
export function placeNotes(notes: string): PlacedNote[] {
  const clauses = notes
    .split(/\n+|(?<=[.!?])\s+|;\s*/)
    .map((clause) => collapseSpaces(clause.replace(/^[-–—•*·]\s*/, "")))
    .filter(Boolean);
  const placed: PlacedNote[] = [];
  for (const clause of clauses) {
    const kind = KINDS.find(([, pattern]) => pattern.test(clause))?.[0] ?? "other";
    if (kind === "other" && !FIRST_PERSON.test(clause)) continue;
    const sentence = asLetterSentence(kind, clause);
    if (sentence) placed.push({ kind, sentence });
  }
  return placed;
}
