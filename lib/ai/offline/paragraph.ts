import type { JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import { capitalise, collapseSpaces, stripBullet } from "@/lib/ai/analysis/text";
import type { CvData, CvExperience } from "@/lib/ai/cv-data";
import { extractCvLocally } from "@/lib/ai/offline/extract-cv";
import { toClause, withAlso } from "@/lib/ai/offline/first-person";
import { composeTemplateLetter } from "@/lib/ai/offline/letter";
import { checkLetter, type Claim } from "@/lib/grounding/check-letter";
import { matchCvToAdvert } from "@/lib/grounding/match";
import { letterProfile } from "@/lib/grounding/match-profile";
import { splitSentences, type LetterSentence } from "@/lib/grounding/sentences";
import { LANGUAGE_NAMES, type LetterLanguage } from "@/lib/letter/conventions";
import { paragraphsOf, selectableParagraphs } from "@/lib/letter/paragraphs";
import { offlineRewriteEnglishOnly, PARAGRAPH_MESSAGES } from "@/lib/messages/ai";
import { TONE_OPTIONS } from "@/lib/validation/letter-options";

/**
 * The built-in engine's paragraph actions (docs/product-rules.md, "Paragraph actions"). Shorten leaves sentences
 * out, least informative first, in any language. Rewrite (English only) writes the paragraph again from the CV's
 * facts with the engine's own sentence builders: the opening and the closing as the built-in letter words them in
 * another tone, a middle paragraph's facts from the CV lines behind them. Neither adds a claim the original
 * paragraph did not make: a built sentence with a claim the CV does not show is left out.
 */

/** What a paragraph's claims are checked against. */
export type ParagraphFacts = { cvContent: string; jobDescription: string; additionalNotes: string };

export type OfflineParagraph = { paragraph: string } | { refusal: string };

const words = (text: string) => text.split(/\s+/).filter(Boolean).length;
const same = (a: string, b: string) => collapseSpaces(a).toLowerCase() === collapseSpaces(b).toLowerCase();
const claimKey = (claim: Claim) => claim.text.toLowerCase().replace(/\s+/g, " ").trim();

/** Shorten keeps about this share of the paragraph's words (at least one sentence goes). */
const SHORTEN_TO = 0.7;

type Sentence = LetterSentence & { claims: Claim[] };

function sentencesOf(paragraph: string, facts: ParagraphFacts): Sentence[] {
  const { claims } = checkLetter({ letter: paragraph, ...facts });
  return splitSentences(paragraph).map((sentence) => ({
    ...sentence,
    claims: claims.filter((claim) => claim.start >= sentence.start && claim.end <= sentence.end),
  }));
}

/**
 * The paragraph with only `kept` of its sentences, each still introduced by the space, line break or bullet that
 * introduced it in the paragraph.
 */
function keepSentences(
  paragraph: string,
  all: readonly LetterSentence[],
  kept: readonly LetterSentence[],
): string {
  return kept
    .map((sentence, index) => {
      if (index === 0) return paragraph.slice(0, all[0]!.start).trimStart() + sentence.text;
      const before = all[all.indexOf(sentence) - 1];
      return paragraph.slice(before ? before.end : 0, sentence.start) + sentence.text;
    })
    .join("");
}

/** Leaves sentences out until about SHORTEN_TO of the words remain: unsupported ones first, then those with fewest facts. */
export function shortenParagraph(paragraph: string, facts: ParagraphFacts): OfflineParagraph {
  const sentences = sentencesOf(paragraph, facts);
  if (sentences.length < 2) return { refusal: PARAGRAPH_MESSAGES.oneSentence };
  const unsupported = (sentence: Sentence) => sentence.claims.filter((claim) => !claim.supported).length;
  const supported = (sentence: Sentence) => sentence.claims.length - unsupported(sentence);
  // Drop order: claims the CV lacks, then the fewest facts, the opening sentence last, later ones first.
  const order = sentences
    .map((sentence, index) => ({ sentence, index }))
    .sort(
      (a, b) =>
        Number(unsupported(b.sentence) > 0) - Number(unsupported(a.sentence) > 0) ||
        supported(a.sentence) - supported(b.sentence) ||
        Number(a.index === 0) - Number(b.index === 0) ||
        b.index - a.index,
    );
  const target = words(paragraph) * SHORTEN_TO;
  const dropped = new Set<Sentence>();
  let total = sentences.reduce((sum, sentence) => sum + words(sentence.text), 0);
  for (const { sentence } of order) {
    if (dropped.size > 0 && total <= target) break;
    if (dropped.size === sentences.length - 1) break;
    dropped.add(sentence);
    total -= words(sentence.text);
  }
  const kept = sentences.filter((sentence) => !dropped.has(sentence));
  return { paragraph: keepSentences(paragraph, sentences, kept) };
}

/** Which part of the letter a paragraph is: the built-in letter words its opening and closing itself. */
function partOf(letter: string, index: number): "opening" | "closing" | "middle" {
  const selectable = selectableParagraphs(letter);
  if (selectable.length < 2) return "middle";
  if (index === selectable[0]) return "opening";
  if (index === selectable.at(-1)) return "closing";
  return "middle";
}

/** The built-in letter's opening or closing in each tone, the current wording's next tone first. */
function templateVersions(
  part: "opening" | "closing",
  current: string,
  cv: CvData,
  job: JobAnalysis,
  facts: ParagraphFacts,
): string[] {
  const match = letterProfile(
    cv,
    facts.cvContent,
    facts.jobDescription,
    matchCvToAdvert({ cvContent: facts.cvContent, jobDescription: facts.jobDescription }),
    job.company,
  );
  const versions = TONE_OPTIONS.map((tone) => {
    const { letter } = composeTemplateLetter({
      cv,
      job,
      match,
      tone,
      length: "medium",
      notes: facts.additionalNotes,
    });
    const paragraphs = paragraphsOf(letter);
    return (part === "opening" ? paragraphs[1] : paragraphs.at(-2)) ?? "";
  });
  const now = versions.findIndex((version) => same(version, current));
  const rotated = [...versions.slice(now + 1), ...versions.slice(0, now + 1)];
  return rotated.filter((version) => version && !same(version, current));
}

type Bullet = { text: string; role: CvExperience; current: boolean };

/** The CV's bullets (and role descriptions) with the role they belong to. */
function bulletsOf(cv: CvData): Bullet[] {
  return cv.experience.flatMap((role, index) => {
    const current = index === 0 && /present|current|now|today/i.test(role.duration || "");
    const items = role.achievements.length ? role.achievements : role.description ? [role.description] : [];
    return items.map((text) => ({ text, role, current }));
  });
}

const bulletKey = (line: string) => collapseSpaces(stripBullet(line)).toLowerCase();

/**
 * The CV bullet behind each of a sentence's claims, or null when a claim rests on something else (a skills line,
 * the notes): that sentence is kept as written so none of its facts is lost.
 */
function bulletsBehind(sentence: Sentence, bullets: readonly Bullet[]): Bullet[] | null {
  const found = new Set<Bullet>();
  for (const claim of sentence.claims) {
    const lines = claim.source === "cv" ? claim.evidence.map(bulletKey) : [];
    const bullet = bullets.find((candidate) => {
      const key = bulletKey(candidate.text);
      return lines.some((line) => line === key || (key.length > 20 && line.includes(key)));
    });
    if (!bullet) return null;
    found.add(bullet);
  }
  return [...found];
}

/** Ways to lead into a bullet's clause; the first that differs from the sentence's own wording is used. */
function leads(role: CvExperience): string[] {
  const title = role.position.split(/,\s+|\s+[–—(]/)[0]!.trim();
  const company = role.company.split(/,\s+/)[0]!.trim();
  const article = /^[aeiou]/i.test(title) ? "an" : "a";
  return [
    company ? `At ${company}, ` : "",
    title && company ? `As ${article} ${title} at ${company}, ` : "",
    company ? `In my work at ${company}, ` : "",
    title ? `As ${article} ${title}, ` : "",
  ].filter(Boolean);
}

/** A middle paragraph's sentences again, each fact from the CV bullet behind it; sentences without one stay. */
function rephraseFromCv(paragraph: string, cv: CvData, facts: ParagraphFacts): string {
  const bullets = bulletsOf(cv);
  const used = new Set<Bullet>();
  const out: string[] = [];
  for (const sentence of sentencesOf(paragraph, facts)) {
    if (sentence.claims.some((claim) => !claim.supported)) continue;
    const behind = bulletsBehind(sentence, bullets);
    if (!behind?.length || behind.some((bullet) => used.has(bullet))) {
      out.push(sentence.text);
      continue;
    }
    behind.forEach((bullet, index) => {
      used.add(bullet);
      const clause = toClause(bullet.text, bullet.current);
      const text =
        index === 0
          ? (leads(bullet.role)
              .map((lead) => lead + clause.text)
              .find((built) => !same(built, sentence.text)) ?? clause.text)
          : withAlso(clause);
      out.push(capitalise(text).replace(/[.;,\s]*$/, "."));
    });
  }
  return out.join(" ");
}

/** The candidate's sentences with no claim the original paragraph did not already make. */
function withoutNewClaims(original: string, candidate: string, facts: ParagraphFacts): string {
  const before = new Set(
    checkLetter({ letter: original, ...facts })
      .claims.filter((c) => !c.supported)
      .map(claimKey),
  );
  const sentences = sentencesOf(candidate, facts);
  const kept = sentences.filter((sentence) =>
    sentence.claims.every((claim) => claim.supported || before.has(claimKey(claim))),
  );
  return kept.length ? keepSentences(candidate, sentences, kept) : "";
}

/** Writes paragraph `index` of the letter again from the CV's facts (English letters only). */
export function rewriteParagraph(
  letter: string,
  index: number,
  facts: ParagraphFacts,
  job: JobAnalysis,
  language: LetterLanguage,
): OfflineParagraph {
  if (language !== "en") return { refusal: offlineRewriteEnglishOnly(LANGUAGE_NAMES[language]) };
  const paragraph = paragraphsOf(letter)[index] ?? "";
  const cv = extractCvLocally(facts.cvContent);
  const part = partOf(letter, index);
  const candidates =
    part === "middle"
      ? [rephraseFromCv(paragraph, cv, facts)]
      : templateVersions(part, paragraph, cv, job, facts);
  for (const candidate of candidates) {
    const checked = withoutNewClaims(paragraph, candidate, facts);
    if (checked && !same(checked, paragraph)) return { paragraph: checked };
  }
  return { refusal: PARAGRAPH_MESSAGES.nothingToRephrase };
}
