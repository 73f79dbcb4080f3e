import { stem } from "@/lib/ai/analysis/stemming";
import type { Facts } from "@/lib/grounding/facts";
import { contentStems } from "@/lib/grounding/normalise";

/**
 * Duties the CV gives to someone else (docs/product-rules.md, "The claim check"): "Payroll is approved and released
 * by the Finance Manager", "(crew led by the site foreman)", "Materials are ordered by the site foreman". A letter
 * that says the candidate does that duty ("I approve and release the payroll myself") is flagged.
 */

/** `subject`: the words just before the participle ("Payroll", "crew"), which alone name the duty. */
/** `own`: the line's other clauses (and their stems), what the candidate does beside it. */
type OthersDuty = {
  line: string;
  verbs: string[];
  about: string[];
  subject: string[];
  role: string;
  own: string[];
  ownText: string;
};

// A past participle (or two joined by "and") before "by the …": who does it is named after "by".
const BY_SOMEONE_ELSE =
  /(?<![\p{L}])((?:set up|signed off|drawn up|carried out|\p{L}+ed|led|run|done|made|written|kept|held|bought|overseen|taught|paid|sent|built|set|chosen|given|taken|sold)(?:\s*(?:,|and|&)\s*(?:set up|signed off|carried out|\p{L}+ed|led|run|done|made|written|kept|overseen|built))*)(?:\s+(?:in|on|with|through|at)\s+[\p{Lu}\d][\p{L}\d-]*)?\s+by\s+(?:(?:the|our|a|an|its|their|his|her)\s+([^;:.,()]{2,60})|(\p{Lu}[^;:.,()]{1,60}))/gu;

// "the Head Guide decides on route changes", "after the operations manager brought in a new pre-tour briefing":
// someone else, a person named by a role, is the subject of the duty's verb.
const ROLE_DOES =
  /(?<![\p{L}])(?:the|our|my|a|an)\s+((?:[\p{L}'’-]+\s+){0,2}(?:(?:manager|director|supervisor|foreman|owner|principal|superintendent|captain|master|controller|administrator|coordinator|housekeeper|pharmacist|producer|editor|editor-in-chief|planner|investigator|librarian)(?:\s+of(?:\s+\p{Lu}[\p{L}-]*){1,3})?|(?:CEO|CFO|COO|CTO|CIO|CMO|CNO|GM|MD)|head\s+of(?:\s+[\p{L}-]+){1,3}?|(?:[\p{L}-]+\s+)(?:guide|lead|leader|officer|nurse|chef|partner|engineer|head)))\s+(?:also\s+|alone\s+|personally\s+|himself\s+|herself\s+)?(decides?\s+on|decided\s+on|decides|decided|agreed|agrees|devised|devises|proposed|proposes|piloted|pilots|removed|removes|changed|changes|extended|extends|redesigned|redesigns|simplified|simplifies|replaced|replaces|brought\s+in|brings\s+in|introduced|introduces|implemented|implements|started|starts|began|begins|moved|moves|designed|designs|set\s+up|sets\s+up|rolled\s+out|rolls\s+out|launched|launches|secured|secures|won|opened|opens|created|creates|approves|approved|signs\s+off|signed\s+off|builds|built|plans|planned|prepares|prepared|writes|wrote|runs|ran|leads|led|orders|ordered|hires|hired|recruits|recruited|interviews|interviewed|handles|handled|chooses|chose|schedules|scheduled|negotiates|negotiated|draws\s+up|drew\s+up|makes|made)\s+([^;:.,()]{3,90})/giu;

// "after the Master's pre-arrival checklist", "after the Project Director's behaviour-based safety programme": a
// change the CV credits to someone else's work, named as theirs.
const AFTER_ROLES_WORK =
  /(?<![\p{L}])(?:after|following|thanks to)\s+(?:the|our)\s+((?:[\p{L}-]+\s+){0,2}(?:manager|director|supervisor|foreman|owner|principal|superintendent|captain|master|controller|administrator|coordinator|head|lead|leader|officer|chef|partner|engineer|dietitian|nurse|pharmacist))['’]s?\s+(?:new\s+)?([^;:.,()]{3,60})/giu;

/** Verbs that name the same duty: the letter may say "sign off" for the CV's "approved". */
const FAMILIES: readonly (readonly string[])[] = [
  [
    "led",
    "lead",
    "ran",
    "run",
    "head",
    "manag",
    "handl",
    "oversaw",
    "overse",
    "supervis",
    "coordin",
    "direct",
    "own",
    "organis",
    "organiz",
    "plan",
    "charg",
    "responsib",
    "arrang",
    "book",
    "carri",
    "carry",
    "perform",
    "conduct",
  ],
  ["recruit", "hire", "hiring", "employ", "interview"],
  ["approv", "sign", "authoris", "authoriz", "releas"],
  [
    "prepar",
    "written",
    "write",
    "wrote",
    "draft",
    "drew",
    "draw",
    "compil",
    "build",
    "built",
    "creat",
    "mak",
    "made",
  ],
  ["order", "bought", "buy", "purchas", "procur"],
  [
    "introduc",
    "brought",
    "bring",
    "launch",
    "design",
    "develop",
    "creat",
    "rolled",
    "implement",
    "initiat",
    "establish",
    "start",
    "began",
    "begun",
    "set",
    "agre",
    "remov",
    "chang",
    "extend",
    "redesign",
    "simplif",
    "replac",
    "devis",
    "propos",
    "pilot",
  ],
  ["mov", "migrat", "switch", "transfer"],
  ["secur", "won", "win", "obtain", "rais"],
  ["decid", "determin", "choos", "chose", "select"],
  ["set", "maintain", "built", "build", "configur"],
].map((family) => family.map((word) => stem(word)));

// Taking part, helping or answering to someone is no claim to their duty.
// (As verbs, not names: "the support groups" and "screening part of admission" share nothing.)
const SHARED =
  /(?<![\p{L}])(?:(?:help(?:s|ed|ing)?|assist(?:s|ed|ing)?|provid\p{L}*|suppl(?:y|ied|ies|ying)|contribut\p{L}*)|support(?:s|ed|ing)?(?!\s+(?:groups?|workers?|staff|services?|plans?|team|officers?|desk)(?![\p{L}]))|alongside|together with|(?:was|were|am|is|are|been|being|as)\s+(?:a\s+|an\s+)?part of|(?:took|take|takes|taking)\s+part|members? of|under)(?![\p{L}])/iu;

/** "the SIU" after "Special Investigations Unit (SIU)" earlier on the line: the letter may use the full name. */
function spelledOut(role: string, line: string): string {
  if (!/^\p{Lu}{2,6}$/u.test(role)) return role;
  const full = new RegExp(
    `((?:\\p{Lu}[\\p{L}&-]*\\s+(?:of\\s+|and\\s+|for\\s+)?){2,6})\\(${role}\\)`,
    "u",
  ).exec(line)?.[1];
  return full ? full.trim() : role;
}

const REMEMBERED = new WeakMap<Facts, OthersDuty[]>();

function othersDuties(facts: Facts): OthersDuty[] {
  const known = REMEMBERED.get(facts);
  if (known) return known;
  const duties: OthersDuty[] = [];
  for (const { text } of facts.index.lines) {
    // ("…; I provide the case notes", "(CI pipelines are maintained by the DevOps team)": what the candidate does
    // beside it, or a bracket in a list, is a clause of its own.)
    const clauses = text.split(/;|\.\s|[()]|:\s(?=\p{Ll})/u);
    for (const clause of clauses) {
      for (const match of clause.matchAll(BY_SOMEONE_ELSE)) {
        // ("… are recruited by HR and the Warehouse Manager": a name or department needs no article.)
        const role = spelledOut((match[2] ?? match[3]!).trim(), text);
        const rest = clause.replace(match[0], " ");
        const verbs = match[1]!
          .toLowerCase()
          .split(/\s*(?:,|\band\b|&)\s*|\s+/)
          .filter((word) => word && word !== "up" && word !== "off")
          .map(stem);
        // ("Trade finance (letters of credit, guarantees) is handled by …": the duty stands before the bracket.)
        const lead = rest.trim().replace(/^(?:is|are|was|were)$/i, "")
          ? ""
          : (
              text
                .slice(0, text.indexOf(clause))
                .split(/;|\.\s/)
                .filter((part) => part.trim())
                .at(-1) ?? ""
            ).replace(/[()]/g, " ");
        const about = contentStems(`${lead} ${rest}`).filter(
          (word) => !verbs.includes(word) && word.length >= 3,
        );
        // ("Price negotiations with the buyers are handled by …": the duty is the negotiations, not the buyers.)
        const before = clause
          .slice(0, match.index)
          .replace(/\s+(?:is|are|was|were|gets|get|being|been)\s*$/i, "")
          .split(/\s+(?:with|for|of|to|from|on|about|in|at|under|into)\s+/i)[0]!
          .split(/\s+/)
          .slice(-2)
          .join(" ");
        const subject = contentStems(before).filter((word) => word.length >= 3);
        const ownText = clauses.filter((other) => other !== clause).join(" ");
        const own = [...contentStems(ownText), ...ownText.toLowerCase().split(/\s+/).map(stem)];
        if (about.length) duties.push({ line: text, verbs, about, subject, role, own, ownText });
      }
      for (const match of clause.matchAll(AFTER_ROLES_WORK)) {
        const about = contentStems(match[2]!).filter((word) => word.length >= 3);
        const ownText = clauses.filter((other) => other !== clause).join(" ");
        const own = [...contentStems(ownText), ...ownText.toLowerCase().split(/\s+/).map(stem)];
        if (about.length >= 2)
          duties.push({
            line: text,
            verbs: [stem("done")],
            about,
            subject: [],
            role: match[1]!.trim(),
            own,
            ownText,
          });
      }
      for (const match of clause.matchAll(ROLE_DOES)) {
        const verbs = match[2]!
          .toLowerCase()
          .split(/\s+/)
          .filter((word) => !["on", "in", "up", "out", "off"].includes(word))
          .map(stem);
        const about = contentStems(match[3]!).filter((word) => !verbs.includes(word) && word.length >= 3);
        const ownText = clauses.filter((other) => other !== clause).join(" ");
        const own = [...contentStems(ownText), ...ownText.toLowerCase().split(/\s+/).map(stem)];
        if (about.length)
          duties.push({ line: text, verbs, about, subject: [], role: match[1]!.trim(), own, ownText });
      }
    }
  }
  REMEMBERED.set(facts, duties);
  return duties;
}

/** Every family a verb belongs to: "build" a roster is preparing it, "build" a pipeline is setting it up. */
const familiesOf = (word: string) =>
  FAMILIES.flatMap((family, at) => (family.some((verb) => word.startsWith(verb)) ? [at] : []));

/** "Nurse rosters … are done by the Head Nurse": a verb that names no duty of its own stands for any. */
const ANY_DUTY = new Set(["done", "handl", "dealt", "taken", "look"].map((word) => stem(word)));

/**
 * "The onboarding calls were my idea", "That checklist was written by me", "I came up with …": a claim to have brought
 * something in, whatever the verb.
 */
const MINE =
  /(?<![\p{L}])(?:(?:was|were|is|are)\s+(?:all\s+|entirely\s+)?(?:my|mine)(?:\s+own)?(?:\s+(?:idea|proposal|suggestion|recommendation|initiative|project|design|doing|brainchild|concept|creation|invention|plan))?|(?:written|drawn\s+up|set\s+up|brought\s+in|introduced|designed|created|proposed|suggested|started|launched|devised|developed|secured|won|built|made|begun)\s+by\s+(?:me|the\s+(?:candidate|applicant))|I\s+came\s+up\s+with|(?:was|were|is|are)\s+introduced\s+(?:by\s+me|on\s+my\s+(?:initiative|suggestion|proposal)))(?![\p{L}])/iu;

/** The families of verbs that bring something in: "my idea" claims any of them. */
const BRINGING_IN = new Set(
  ["introduc", "prepar"].map((word) => FAMILIES.findIndex((family) => family.includes(stem(word)))),
);

/** Where an English sentence about the candidate claims a duty the CV says someone else does. */
export function claimedOthersDuties(
  sentence: string,
  facts: Facts,
): Array<{ start: number; end: number; closest: string }> {
  const duties = othersDuties(facts);
  if (
    !duties.length ||
    // ("… designed and introduced by the candidate": a profile in the third person.)
    !/(?<![\p{L}])(?:I|I['’]\p{L}+|my|mine|by\s+me|by\s+the\s+(?:candidate|applicant))(?![\p{L}])/u.test(
      sentence,
    ) ||
    SHARED.test(sentence)
  )
    return [];
  // ("Scan-to-pick", "Variable-rate": a hyphenated word's parts are words of their own.)
  const words = [...sentence.matchAll(/[\p{L}\d][\p{L}\d'’]*/gu)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    stem: contentStems(match[0])[0] ?? stem(match[0].toLowerCase()),
  }));
  const mine = MINE.exec(sentence);
  const spans: Array<{ start: number; end: number; closest: string }> = [];
  for (const duty of duties) {
    // ("… which the Finance Manager approves": a sentence naming the one who does it is not claiming it; but "As
    // Purser, I lead …" says the candidate is that one, and "the nurse roster" names the duty, not the Head Nurse.)
    const role = duty.role.toLowerCase();
    const head = role.split(/\s+/).at(-1);
    const named = head && duty.about.includes(stem(head)) ? role : head;
    if (
      named &&
      new RegExp(`(?<![\\p{L}])${named}s?(?![\\p{L}])`, "iu").test(sentence) &&
      !new RegExp(
        `(?<![\\p{L}])as\\s+(?:(?:a|an|the|our|acting)\\s+)?(?:\\p{L}+\\s+){0,2}${head}(?![\\p{L}])`,
        "iu",
      ).test(sentence)
    )
      continue;
    const shared = words.filter((word) => duty.about.includes(word.stem));
    // (The subject's head names it: "the destination hospital is decided by …" and "which hospital"; but not with
    // another modifier: "air exports are handled by …" and "sea export consignments".)
    const subjectNamed =
      duty.subject.length > 0 &&
      words.some(
        (word, at) =>
          word.stem === duty.subject.at(-1) &&
          (at === 0 ||
            duty.subject.includes(words[at - 1]!.stem) ||
            contentStems(sentence.slice(words[at - 1]!.start, words[at - 1]!.end)).length === 0),
      );
    // ("The fast-track was my design": a thing claimed as mine, named by the duty's own words alone.)
    // ("… after our Planning Manager's dual-cycling pilot. I led that pilot myself.": the thing pointed back to.)
    const pointedBack = shared.some(
      (word) =>
        word.stem === duty.about.at(-1) &&
        /(?<![\p{L}])(?:that|this|those|these|the same)\s+$/iu.test(sentence.slice(0, word.start)),
    );
    const subjectOfMine =
      mine !== null &&
      words
        .filter((word) => word.end <= mine.index && contentStems(sentence.slice(word.start, word.end)).length)
        .every((word) => duty.about.includes(word.stem)) &&
      shared.some((word) => word.end <= mine.index);
    if (
      !subjectNamed &&
      !subjectOfMine &&
      !pointedBack &&
      new Set(shared.map((word) => word.stem)).size < Math.min(2, duty.about.length)
    )
      continue;
    if (!shared.length) continue;
    // ("my cabin crew attestation" beside "the crew briefing … done by the purser": the shared words are one phrase
    // the CV uses elsewhere for the candidate's own things.)
    // (Only for a duty with no verb of its own: "done by the purser".)
    const phrase = new RegExp(
      `(?<![\\p{L}])${sentence.slice(shared[0]!.start, shared.at(-1)!.end).replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\\p{L}])`,
      "iu",
    );
    const contiguous = words.filter(
      (word) => word.start >= shared[0]!.start && word.end <= shared.at(-1)!.end,
    );
    // (Or when three of the duty's own words are not named: "the shipping lines" is not "monthly KPI packs for the shipping
    // lines".)
    const unnamed = duty.about.filter((stem) => !shared.some((word) => word.stem === stem)).length;
    if (
      (duty.verbs.some((verb) => ANY_DUTY.has(verb)) || unnamed >= 3) &&
      shared.length >= 2 &&
      contiguous.length === shared.length &&
      facts.index.lines.some(({ text }) => text !== duty.line && phrase.test(text))
    )
      continue;
    const families = new Set(duty.verbs.flatMap(familiesOf));
    // ("… is done by the Merchandising Manager": with no verb of its own, two of the duty's words must be named.)
    const anyDuty =
      duty.verbs.some((verb) => ANY_DUTY.has(verb)) &&
      (new Set(shared.map((word) => word.stem)).size >= 2 || pointedBack);
    // ("the discharge planning meetings" when the CV's own clause has them: a noun there, not the duty's verb.)
    const ownPhrase = (at: number) =>
      at + 1 < words.length &&
      duty.ownText.toLowerCase().includes(sentence.slice(words[at]!.start, words[at + 1]!.end).toLowerCase());
    // ("a Certificate in Hotel Management": a capitalised word inside the sentence is a name's, not a verb.)
    const inName = (at: number) =>
      at > 0 && /^\p{Lu}/u.test(sentence.slice(words[at]!.start, words[at]!.end));
    // ("I have structured letters of credit and bank guarantees" against "Trade finance (letters of credit,
    // guarantees) is handled by the Trade Finance desk": three of its words and the candidate's own verb.)
    const ownVerb =
      /(?<![\p{L}])I(?:\s+(?:have\s+|had\s+)?|['’]ve\s+)(?:also\s+|personally\s+|regularly\s+)?(?!(?:not|never|yet|no|been|have|had|has|was|will|would|can|could|did|don|didn|am)(?![\p{L}’']))(\p{Ll}{3,})/u.exec(
        sentence,
      );
    const spoken = ownVerb
      ? words.find((word) => word.start === ownVerb.index + ownVerb[0].length - ownVerb[1]!.length)
      : undefined;
    // ("I negotiated our 2024 freight contract" against "2024 freight contract renegotiation led by …": the duty
    // named as a noun, the candidate's verb inside it.)
    const nominal =
      spoken !== undefined &&
      spoken.stem.length >= 5 &&
      duty.about.some((word) => word.length > spoken.stem.length && word.includes(spoken.stem));
    const saidVerb =
      spoken && ((anyDuty && new Set(shared.map((word) => word.stem)).size >= 3) || nominal)
        ? spoken
        : undefined;
    // (Claiming to have brought it in claims a duty of bringing in, or one done by someone named only.)
    const claimedAsMine =
      mine &&
      ([...families].some((family) => BRINGING_IN.has(family)) ||
        duty.verbs.some((verb) => ANY_DUTY.has(verb)))
        ? { start: mine.index, end: mine.index + mine[0].length, stem: "" }
        : undefined;
    const verb =
      claimedAsMine ??
      (saidVerb && !duty.own.includes(saidVerb.stem) ? saidVerb : undefined) ??
      words.find(
        (word, at) =>
          !ownPhrase(at) &&
          !inName(at) &&
          (duty.verbs.includes(word.stem) ||
            familiesOf(word.stem).some((family) => families.has(family)) ||
            (anyDuty &&
              (familiesOf(word.stem).length > 0 ||
                /^(?:do|does|did)$/i.test(sentence.slice(word.start, word.end))))),
      );
    if (!verb) continue;
    // ("Book services and repairs with the workshop; the workshop is run by the Workshop Foreman": "I book services
    // … with our workshop" is the candidate's own clause of the line.)
    // (Its figures too: "I settle claims of up to SCR 150,000" is not "Settle claims … of up to SCR 50,000".)
    if (
      duty.own.includes(verb.stem) &&
      shared.every((word) => duty.own.includes(word.stem)) &&
      (sentence.match(/\d[\d,.]*\d|\d/g) ?? []).every((figure) => duty.ownText.includes(figure))
    )
      continue;
    const start = Math.min(verb.start, shared[0]!.start);
    const end = Math.max(verb.end, shared.at(-1)!.end);
    spans.push({ start, end, closest: duty.line });
  }
  return spans;
}

// "after the CFO introduced a new travel policy", "after the Planning Manager's dual-cycling pilot": a change the CV
// credits to someone else's doing.
const AFTER_SOMEONE_ELSE =
  /(?<![\p{L}])(?:after|following|thanks to)\s+(?:the|our|a|an)\s+(?:[\p{L}'’-]+\s+){0,3}?(?:manager|director|supervisor|foreman|owner|principal|superintendent|captain|master|controller|administrator|coordinator|head|lead|leader|officer|chef|partner|engineer|investigator|producer|planner|CEO|CFO|COO|CTO|CIO|CMO|GM|MD)(?:['’]s)?(?![\p{L}])/u;

/** The candidate as the one who made the change: "I cut travel costs per trip by 15%". */
const I_CHANGED =
  /(?<![\p{L}])I\s+(?:personally\s+|single-handedly\s+|also\s+)?(?:cut|reduced|lowered|raised|increased|improved|grew|boosted|drove|doubled|halved|saved|brought\s+down|brought\s+up|pushed|lifted|slashed)(?![\p{L}])/u;

/**
 * "I cut travel costs per trip by 15%" when the CV says "Travel costs per trip down 15% after the CFO introduced a new
 * travel policy": a result the CV credits to someone else, claimed as the candidate's own doing.
 */
export function claimedOthersResult(
  sentence: string,
  facts: Facts,
): Array<{ start: number; end: number; closest: string }> {
  const did = I_CHANGED.exec(sentence);
  if (!did) return [];
  const figures = sentence.slice(did.index).match(/\d+(?:[.,]\d+)?/g) ?? [];
  if (!figures.length) return [];
  const words = new Set(contentStems(sentence.slice(did.index + did[0].length)));
  for (const { text } of facts.index.lines) {
    if (!AFTER_SOMEONE_ELSE.test(text)) continue;
    const result = text.slice(0, text.search(AFTER_SOMEONE_ELSE));
    // (The same figure, and the same thing measured: "travel costs per trip" in both.)
    if (
      !figures.some((figure) => new RegExp(`(?<![\\d.,])${figure.replace(".", "\\.")}(?![\\d])`).test(result))
    )
      continue;
    if (contentStems(result).filter((word) => words.has(word)).length < 2) continue;
    const end = sentence.slice(did.index).search(/[.;!?](?:\s|$)/);
    return [{ start: did.index, end: end < 0 ? sentence.length : did.index + end, closest: text }];
  }
  return [];
}
