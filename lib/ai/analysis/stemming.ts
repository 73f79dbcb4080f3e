/**
 * A light English stemmer and stop-word list for keyword-gap suggestions: "managing", "managed" and "manager"
 * compare equal to "manage"; it only has to be consistent, not linguistically exact.
 */

export const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a about above after again against all also am an and any are as at be because been before being below between both " +
    "but by can could did do does doing down during each either etc even ever every few for from further get gets had has " +
    "have having he her here hers herself him himself his how however i if in into is it its itself just least less like " +
    "made make many may me might more most much must my myself need needs no nor not now of off on once one only or other " +
    "our ours ourselves out over own per plus rather same shall she should so some such than that the their theirs them " +
    "themselves then there these they this those through to too under until up upon us use used using very via want was " +
    "we were what when where whether which while who whom whose why will with within without would yet you your yours " +
    "yourself yourselves " +
    // Job-advert filler that says nothing about the work.
    "ability able across apply applicant applicants applications candidate candidates company day days description " +
    "environment equal excellent experience experienced fast full good great help high ideal ideally including " +
    "job join key knowledge looking new opportunity opportunities part paced plus position preferred proven " +
    "related required requirement requirements responsibilities responsible role salary skill skills strong " +
    "successful team teams time well work working world year years you'll we're we'll you're who'll benefits " +
    "offer offers including include includes within across based hybrid remote office week weeks month months " +
    "closing date please send today must-have nice-to-have bonus competitive"
  ).split(/\s+/),
);

const SUFFIXES = [
  "ization",
  "isation",
  "ational",
  "fulness",
  "ousness",
  "iveness",
  "ements",
  "ments",
  "ement",
  "ingly",
  "ment",
  "ness",
  "ings",
  "able",
  "ible",
  "ally",
  "ing",
  "ers",
  "ies",
  "ied",
  "ion",
  "ive",
  "ed",
  "er",
  "ly",
  "es",
  "e",
  "s",
];

/** "analysing" → "analys", "analysed" → "analys", "analyst" stays. Words of 4 letters or fewer are kept. */
export function stem(word: string): string {
  let w = word.toLowerCase();
  // "shoe", "shoes", "shoeing" → "sho": a final "oe" loses its "e" as "-es" does.
  if (w.length <= 4) return w.replace(/s$/, "").replace(/(?<=o)e$/, "");
  // "apply", "supplied": the verb's "-ply" is its stem's end, not the adverb's "-ly".
  if (w.endsWith("ply")) return w.slice(0, -1);
  for (const suffix of SUFFIXES) {
    if (w.endsWith(suffix) && w.length - suffix.length >= 3) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  // "managing" → "manag", "manage" → "manag": drop a doubled final consonant ("planned" → "plan").
  if (/([^aeiouls])\1$/.test(w)) w = w.slice(0, -1);
  // "certify", "certified", "certifying" → "certif": a final "y" after a consonant goes as "-ied" and "-ies" do.
  if (/[^aeiou]y$/.test(w) && w.length >= 5) w = w.slice(0, -1);
  return w.replace(/(?<=o)e$/, "");
}

/** Words of a text, lower-cased, letters/digits/+/# kept ("C++", "C#", "Node.js" → "node.js"). */
export function words(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9][a-z0-9+#.'-]*[a-z0-9+#]|[a-z0-9]/g) ?? []).map((word) =>
    word.replace(/'s$/, ""),
  );
}

export function isContentWord(word: string): boolean {
  return word.length >= 3 && !STOP_WORDS.has(word) && !/^\d+$/.test(word);
}
