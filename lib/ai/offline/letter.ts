import type { JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import type { ProfileMatch } from "@/lib/ai/analysis/match";
import { asSentence, joinList, lowerFirst, uniqueCaseInsensitive } from "@/lib/ai/analysis/text";
import type { CvData } from "@/lib/ai/cv-data";
import { LENGTH_BANDS, SIGN_OFF, salutation } from "@/lib/ai/letter-rules";
import { toClause, withAlso } from "@/lib/ai/offline/first-person";
import { placeNotes, type PlacedNote } from "@/lib/ai/offline/notes";
import { DEFAULT_CANDIDATE_NAME, TEMPLATE_MAX_SKILLS } from "@/lib/messages/ai";
import type { LetterLength, Tone } from "@/lib/validation/ai";

/**
 * The built-in engine's letter (docs/product-rules.md, "The letter"): every sentence is built from the CV, the
 * advert and the notes, so nothing is invented and nothing is left as a placeholder. It greets the named hiring
 * manager (else "Dear Hiring Manager"), names the employer and the position, places each note where it belongs,
 * is honest about gaps, keeps the body inside the length band and ends "Sincerely" with the candidate's name.
 */

export type TemplateLetterInput = {
  cv: CvData;
  job: JobAnalysis;
  match: ProfileMatch;
  tone: Tone;
  length: LetterLength;
  notes?: string;
};

/** A sentence and how much it matters: 0 always goes in; higher numbers are added while the band allows. */
type Sentence = { text: string; priority: number };
type Paragraph = Sentence[];

function article(word: string): string {
  return /^(?:[aeio]|u(?!ni|se|sa|ro)|hon|hour|mba|msc|sre|sql|seo|ux|rn\b|nhs\b)/i.test(word) ? "an" : "a";
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** "the Senior Paralegal role at Harlow & Finch", or the agency's "… role you are recruiting for". */
function theRole(job: JobAnalysis): string {
  const role = job.position ? `the ${job.position} role` : "this role";
  if (job.agency && !job.company) return `${role} you are recruiting for`;
  return job.company ? `${role} at ${job.company}` : role;
}

function latestRole(cv: CvData) {
  return cv.experience.find((role) => role.position || role.company) ?? null;
}

/** "a Staff Nurse at St Mary's Hospital", "a Data Analyst", or "" when the CV names no role. */
function whoIAm(cv: CvData): string {
  const latest = latestRole(cv);
  if (!latest?.position) return "";
  return `${article(latest.position)} ${latest.position}${latest.company ? ` at ${latest.company}` : ""}`;
}

function opening(cv: CvData, job: JobAnalysis, match: ProfileMatch, tone: Tone, notes: PlacedNote[]): Paragraph {
  const who = whoIAm(cv);
  const role = theRole(job);
  const apply = {
    professional: who ? `As ${who}, I am writing to apply for ${role}.` : `I am writing to apply for ${role}.`,
    enthusiastic: who
      ? `I was excited to see ${role} advertised, and as ${who} I would love to apply.`
      : `I was excited to see ${role} advertised, and I would love to apply.`,
    confident: who
      ? `I am applying for ${role}, and my work as ${who} has prepared me well for it.`
      : `I am applying for ${role}.`,
    friendly: who ? `I'm ${who}, and I'd like to apply for ${role}.` : `I'd like to apply for ${role}.`,
  }[tone];
  const paragraph: Paragraph = [{ text: apply, priority: 0 }];
  for (const note of notes.filter((note) => note.kind === "referral")) paragraph.push({ text: note.sentence, priority: 0 });
  const summary = summarySentence(cv);
  if (summary) paragraph.push({ text: summary, priority: 3 });
  const skills = match.topSkills.slice(0, 3);
  if (!summary && skills.length && who)
    paragraph.push({ text: `My day-to-day work draws on ${joinList(skills)}.`, priority: 3 });
  return paragraph;
}

/** The CV's own profile as a first-person sentence, when it reads as one ("Backend engineer with…" → "I am a backend engineer with…"). */
function summarySentence(cv: CvData): string {
  const first = cv.summary?.split(/(?<=[.!?])\s+/)[0]?.trim() ?? "";
  if (!first || words(first) < 4 || words(first) > 40) return "";
  if (/^(i|i'm|i am|my)\b/i.test(first)) return asSentence(first);
  // Only a noun phrase can follow "I am a": "Over ten years…" or "Passionate about…" cannot.
  if (/^(over|more|with|having|seeking|looking|passionate|currently|a|an|the|\d)/i.test(first)) return "";
  const phrase = lowerFirst(first.replace(/[.!?]$/, ""));
  return asSentence(`In short, I am ${article(phrase)} ${phrase}`);
}

function evidence(cv: CvData): Paragraph[] {
  const roles = cv.experience.filter((role) => role.achievements.length || role.description);
  const current: Paragraph = [];
  const earlier: Paragraph = [];
  roles.slice(0, 3).forEach((role, roleIndex) => {
    const isCurrent = roleIndex === 0;
    const items = role.achievements.length ? role.achievements : role.description ? [role.description] : [];
    items.slice(0, 4).forEach((item, itemIndex) => {
      const clause = toClause(item, isCurrent && /present|current|now|today|date|heute|actualidad/i.test(role.duration || "present"));
      const at = role.company ? ` at ${role.company}` : "";
      let text: string;
      if (itemIndex > 0) text = withAlso(clause);
      else if (isCurrent)
        text = role.position ? `As ${article(role.position)} ${role.position}${at}, ${clause.text}` : `In my current role${at}, ${clause.text}`;
      else
        text = role.position
          ? `Before that, as ${article(role.position)} ${role.position}${at}, ${clause.text}`
          : `Before that${at}, ${clause.text}`;
      // The first achievement of each role leads; further ones and older roles fill longer letters.
      const priority = isCurrent ? (itemIndex === 0 ? 0 : 1 + itemIndex) : roleIndex + 1 + itemIndex * 2;
      (isCurrent ? current : earlier).push({ text: asSentence(text.charAt(0).toUpperCase() + text.slice(1)), priority });
    });
  });
  return [current, earlier];
}

function fit(cv: CvData, job: JobAnalysis, match: ProfileMatch, notes: PlacedNote[]): Paragraph {
  const paragraph: Paragraph = [];
  const matched = match.matchedSkills.slice(0, 3);
  const advertSkills = job.skills.length;
  const coverage = advertSkills ? match.matchedSkills.length / advertSkills : 0;
  const gaps = job.skills
    .filter((skill) => !match.matchedSkills.some((have) => have.toLowerCase() === skill.toLowerCase()))
    .slice(0, 2);
  const ownSkills = uniqueCaseInsensitive([...match.topSkills, ...cv.skills]).slice(0, TEMPLATE_MAX_SKILLS);
  const latest = latestRole(cv);
  if (matched.length >= 2 && coverage >= 0.5) {
    paragraph.push({
      text: `Your advert asks for ${joinList(matched)}, and I use ${matched.length === 2 ? "both" : "each of them"} in my work${latest?.company ? ` at ${latest.company}` : ""}.`,
      priority: 0,
    });
  } else if (matched.length) {
    paragraph.push({ text: `I bring ${joinList(matched)}, which your advert asks for.`, priority: 0 });
    if (gaps.length)
      paragraph.push({
        text: `I have less hands-on experience of ${joinList(gaps)}, and I would build on ${joinList(ownSkills.slice(0, 2))} to close that gap quickly.`,
        priority: 1,
      });
  } else if (ownSkills.length) {
    // No overlap with what the advert names: say so plainly and offer the neighbouring experience.
    const focus = gaps.length ? `the ${joinList(gaps)} side of this role` : "this role";
    paragraph.push({
      text: `My experience is adjacent to this role rather than identical: my background in ${joinList(ownSkills.slice(0, 3))} gives me a footing for ${focus}, and I would build on it quickly.`,
      priority: 0,
    });
  }
  const more = ownSkills.filter((skill) => !matched.includes(skill)).slice(0, 3);
  if (more.length >= 2 && matched.length)
    paragraph.push({ text: `I would also bring ${joinList(more)}.`, priority: 4 });
  const education = cv.education.find((entry) => entry.degree || entry.institution);
  if (education?.degree)
    paragraph.push({
      text: `I hold ${article(education.degree)} ${education.degree}${education.field ? ` in ${education.field}` : ""}${education.institution ? ` from ${education.institution}` : ""}.`,
      priority: 5,
    });
  const certifications = (cv.certifications ?? []).slice(0, 2);
  if (certifications.length)
    paragraph.push({ text: `My qualifications also include ${joinList(certifications)}.`, priority: 6 });
  for (const note of notes.filter((note) => note.kind === "motivation" || note.kind === "other"))
    paragraph.push({ text: note.sentence, priority: 0 });
  return paragraph;
}

function contactSentence(cv: CvData): string {
  if (cv.email && cv.phone) return `You can reach me at ${cv.email} or on ${cv.phone}.`;
  if (cv.email) return `You can reach me at ${cv.email}.`;
  if (cv.phone) return `You can reach me on ${cv.phone}.`;
  return "";
}

function closing(cv: CvData, job: JobAnalysis, match: ProfileMatch, tone: Tone, notes: PlacedNote[]): Paragraph {
  const paragraph: Paragraph = notes
    .filter((note) => note.kind === "start" || note.kind === "relocation")
    .map((note) => ({ text: note.sentence, priority: 0 }));
  const who = whoIAm(cv);
  const strength = match.topSkills[0];
  const what = who ? `my experience as ${who.replace(/ at .*$/, "")}` : strength ? `my ${strength} experience` : "my experience";
  const team = job.company || (job.agency ? "your client" : "your team");
  const invite = {
    professional: `I would welcome the chance to discuss how ${what} could help ${team}.`,
    enthusiastic: `I would love to talk about how ${what} could help ${team}.`,
    confident: `I would welcome a conversation about what ${what} could bring to ${team}.`,
    friendly: `I'd be glad to talk about how ${what} could help ${team}.`,
  }[tone];
  paragraph.push({ text: invite, priority: 0 });
  const contact = contactSentence(cv);
  if (contact) paragraph.push({ text: contact, priority: 0 });
  paragraph.push({ text: "Thank you for your time and consideration.", priority: 0 });
  return paragraph;
}

/** Keeps every required sentence, then adds the others by priority while the body stays inside its band. */
function fitToBand(paragraphs: Paragraph[], length: LetterLength): string[][] {
  const band = LENGTH_BANDS[length];
  const target = band.min + Math.round((band.max - band.min) * 0.6);
  const chosen = paragraphs.map((paragraph) => paragraph.map((sentence) => sentence.priority === 0));
  let total = paragraphs.flat().reduce((sum, sentence) => sum + (sentence.priority === 0 ? words(sentence.text) : 0), 0);
  const optional = paragraphs
    .flatMap((paragraph, p) => paragraph.map((sentence, s) => ({ ...sentence, p, s })))
    .filter((sentence) => sentence.priority > 0)
    .sort((a, b) => a.priority - b.priority || a.p - b.p || a.s - b.s);
  for (const sentence of optional) {
    if (total >= target) break;
    const size = words(sentence.text);
    if (total + size > band.max) continue;
    chosen[sentence.p]![sentence.s] = true;
    total += size;
  }
  return paragraphs.map((paragraph, p) => paragraph.filter((_, s) => chosen[p]![s]).map((sentence) => sentence.text));
}

export function writeTemplateLetter({ cv, job, match, tone, length, notes = "" }: TemplateLetterInput): string {
  const placed = placeNotes(notes);
  const [current, earlier] = evidence(cv);
  const middle = fit(cv, job, match, placed);
  const paragraphs: Paragraph[] =
    length === "short"
      ? [opening(cv, job, match, tone, placed), [...current!, ...middle], closing(cv, job, match, tone, placed)]
      : length === "medium"
        ? [opening(cv, job, match, tone, placed), [...current!, ...earlier!], middle, closing(cv, job, match, tone, placed)]
        : [opening(cv, job, match, tone, placed), current!, earlier!, middle, closing(cv, job, match, tone, placed)];
  const body = fitToBand(paragraphs, length)
    .map((sentences) => sentences.join(" "))
    .filter(Boolean);
  const signature = cv.name && cv.name !== DEFAULT_CANDIDATE_NAME ? `${SIGN_OFF}\n${cv.name}` : SIGN_OFF;
  return [salutation(job), ...body, signature].join("\n\n");
}
