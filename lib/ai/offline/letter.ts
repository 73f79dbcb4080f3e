import type { JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import { isContentWord, stem, words as stemWords } from "@/lib/ai/analysis/stemming";
import { asSentence, joinList, lowerFirst, uniqueCaseInsensitive } from "@/lib/ai/analysis/text";
import type { CvData } from "@/lib/ai/cv-data";
import type { LetterProfile } from "@/lib/grounding/match-profile";
import { LENGTH_BANDS, SIGN_OFF, salutation } from "@/lib/ai/letter-rules";
import { isGeneralSkill } from "@/lib/ai/offline/cv-skills";
import { isBaseVerb, toClause, withAlso } from "@/lib/ai/offline/first-person";
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
  match: LetterProfile;
  tone: Tone;
  length: LetterLength;
  notes?: string;
};

/** A sentence and how much it matters: 0 always goes in; higher numbers are added while the band allows. */
type Sentence = { text: string; priority: number };
type Paragraph = Sentence[];

function article(word: string): string {
  // An acronym is read letter by letter: "an HR Advisor", "an MA", "a BSc".
  if (/^[A-Z]{2,}\b/.test(word)) return /^[AEFHILMNORSX]/.test(word) ? "an" : "a";
  return /^(?:[aeio]|u(?!ni|se|sa|ro)|hon|hour|mba|msc|sre|sql|seo|ux|rn\b|nhs\b)/i.test(word) ? "an" : "a";
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** "Telemetry monitoring" reads as "telemetry monitoring" mid-sentence; "Excel" and "REST APIs" keep their capitals. */
function inProse(skill: string): string {
  return /^[A-Z][a-z]+(?:\s+[a-z][\w-]*)+$/.test(skill)
    ? skill.charAt(0).toLowerCase() + skill.slice(1)
    : skill;
}

function proseList(skills: readonly string[]): string {
  return joinList(skills.map(inProse));
}

/** "Charge Nurse, Telemetry Unit" → "Charge Nurse": the qualifier stays in the CV, the sentence stays readable. */
function shortTitle(position: string): string {
  return position.split(/,\s+|\s+[–—(]/)[0]!.trim();
}

/** "Cargotrack Sp. z o.o., Kraków" → "Cargotrack Sp. z o.o."; "Brightwave Media, Inc." stays whole. */
function shortCompany(company: string): string {
  const [head = company, ...rest] = company.split(/,\s+/);
  if (!rest.length || /^(inc|ltd|llc|llp|plc|co|corp|gmbh|ag|s\.a|sa|bv|nv)\b/i.test(rest[0]!))
    return company;
  return head;
}

/** One full stop at the end, even after "Co." or "Inc.". */
function sentence(text: string): string {
  return asSentence(text).replace(/\.\.$/, ".");
}

/** Whole years of work from the CV's date ranges ("2013 – Present" → 12 in 2025). */
function yearsOfExperience(cv: CvData, now = new Date()): number {
  const years = cv.experience.flatMap((role) => (role.duration.match(/\b(19|20)\d{2}\b/g) ?? []).map(Number));
  const first = years.length ? Math.min(...years) : 0;
  const current = /present|current|now|today|date|heute|actualidad|aujourd/i.test(
    cv.experience[0]?.duration ?? "",
  );
  const last = current ? now.getFullYear() : years.length ? Math.max(...years) : 0;
  return first && last >= first ? last - first : 0;
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
  const title = shortTitle(latest.position);
  return `${article(title)} ${title}${latest.company ? ` at ${shortCompany(latest.company)}` : ""}`;
}

function opening(
  cv: CvData,
  job: JobAnalysis,
  match: LetterProfile,
  tone: Tone,
  notes: PlacedNote[],
): Paragraph {
  const who = whoIAm(cv);
  const role = theRole(job);
  const apply = {
    professional: who
      ? `As ${who}, I am writing to apply for ${role}.`
      : `I am writing to apply for ${role}.`,
    enthusiastic: who
      ? `I was excited to see ${role} advertised, and as ${who} I would love to apply.`
      : `I was excited to see ${role} advertised, and I would love to apply.`,
    confident: who
      ? `I am applying for ${role}, and my work as ${who} has prepared me well for it.`
      : `I am applying for ${role}.`,
    friendly: who ? `I'm ${who}, and I'd like to apply for ${role}.` : `I'd like to apply for ${role}.`,
  }[tone];
  const paragraph: Paragraph = [{ text: apply, priority: 0 }];
  for (const note of notes.filter((note) => note.kind === "referral"))
    paragraph.push({ text: note.sentence, priority: 0 });
  const summary = summarySentence(cv);
  if (summary) paragraph.push({ text: summary, priority: 3 });
  const years = yearsOfExperience(cv);
  const field = latestRole(cv)?.position;
  if (!summary && years >= 2 && field)
    paragraph.push({
      text: `I have ${years} years of experience, most recently as ${article(shortTitle(field))} ${shortTitle(field)}.`,
      priority: 3,
    });
  const skills = match.topSkills.slice(0, 3);
  if (skills.length && who)
    paragraph.push({ text: `My day-to-day work draws on ${proseList(skills)}.`, priority: 6 });
  const more =
    cv.summary
      ?.split(/(?<=[.!?])\s+/)
      .slice(1, 4)
      .map(inFirstPerson)
      .filter(Boolean) ?? [];
  for (const line of more) paragraph.push({ text: sentence(line), priority: 7 });
  return paragraph;
}

/**
 * A later line of the CV's profile in the first person, when it can be read as one: "I like…" as written, "Known
 * for calm leadership…" → "I am known for…", "Charge nurse since 2021." → "I have been a charge nurse since 2021.";
 * anything else ("128% of quota in FY2024.") stays in the CV.
 */
function inFirstPerson(line: string): string {
  if (/^(I|My)\b/.test(line)) return line;
  if (
    /^(known|strong|calm|experienced|skilled|committed|dedicated|comfortable|confident|fluent|proficient|adept)\b/i.test(
      line,
    )
  )
    return `I am ${lowerFirst(line)}`;
  const since = /^([A-Z][\p{L}-]*(?: [\p{L}-]+){0,3}) since ((?:19|20)\d{2})\.?$/u.exec(line);
  if (since) {
    const title = lowerFirst(since[1]!);
    return `I have been ${article(title)} ${title} since ${since[2]}`;
  }
  return "";
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

/** A Long letter has room for this much of the CV's history; shorter ones stop earlier by priority. */
const MAX_ROLES = 6;
const MAX_BULLETS_PER_ROLE = 8;

function evidence(cv: CvData, used: Set<string>): Paragraph[] {
  const roles = cv.experience.filter((role) => role.position || role.company);
  const current: Paragraph = [];
  const earlier: Paragraph = [];
  let earlierLeads = 0;
  roles.slice(0, MAX_ROLES).forEach((role, roleIndex) => {
    const isCurrent = roleIndex === 0;
    const items = role.achievements.length ? role.achievements : role.description ? [role.description] : [];
    const title = role.position ? shortTitle(role.position) : "";
    const company = role.company ? shortCompany(role.company) : "";
    const at = company ? ` at ${company}` : "";
    if (!items.length) {
      // A role without bullets still belongs to the story: one line of career path.
      if (!isCurrent && title)
        earlier.push({
          text: sentence(
            `${earlierLeads++ ? "Earlier" : "Before that"}, I worked as ${article(title)} ${title}${at}`,
          ),
          priority: 4 + roleIndex,
        });
      return;
    }
    const present =
      isCurrent &&
      /present|current|now|today|date|heute|actualidad|aujourd/i.test(role.duration || "present");
    items.slice(0, MAX_BULLETS_PER_ROLE).forEach((item, itemIndex) => {
      used.add(item);
      const clause = toClause(item, present);
      let text: string;
      if (itemIndex > 0) text = withAlso(clause);
      else if (isCurrent)
        text = company ? `At ${company}, ${clause.text}` : `In my current role, ${clause.text}`;
      else {
        const lead = earlierLeads++ ? "Earlier" : "Before that";
        text = title
          ? `${lead}, as ${article(title)} ${title}${at}, ${clause.text}`
          : `${lead}${at}, ${clause.text}`;
      }
      // The first achievement of each role leads; further ones and older roles fill longer letters.
      const priority = isCurrent ? (itemIndex === 0 ? 0 : 1 + itemIndex) : roleIndex + 1 + itemIndex * 2;
      (isCurrent ? current : earlier).push({
        text: sentence(text.charAt(0).toUpperCase() + text.slice(1)),
        priority,
      });
    });
  });
  const since = roles[0] ? tenure(roles[0]) : "";
  if (since && current.length) current.push({ text: since, priority: 7 });
  return [current, earlier];
}

/** "I have been with Paylane Ltd since 2021." for a current role whose dates say when it began. */
function tenure(role: CvData["experience"][number]): string {
  const start = /\b(19|20)\d{2}\b/.exec(role.duration)?.[0];
  if (!start || !role.company || !/present|current|now|today|heute|actualidad|aujourd/i.test(role.duration))
    return "";
  return sentence(`I have been with ${shortCompany(role.company)} since ${start}`);
}

function fit(
  cv: CvData,
  job: JobAnalysis,
  match: LetterProfile,
  notes: PlacedNote[],
  used: Set<string>,
): Paragraph {
  const paragraph: Paragraph = [];
  const matched = match.matchedSkills.filter((skill) => !isGeneralSkill(skill)).slice(0, 3);
  const advertSkills = job.skills.length;
  const coverage = advertSkills ? match.matchedSkills.length / advertSkills : 0;
  const gaps = job.skills
    .filter((skill) => !match.matchedSkills.some((have) => have.toLowerCase() === skill.toLowerCase()))
    .slice(0, 2);
  const ownSkills = uniqueCaseInsensitive([...match.topSkills, ...cv.skills]).slice(0, TEMPLATE_MAX_SKILLS);
  const latest = latestRole(cv);
  const from = latest?.position
    ? `From my work as ${article(shortTitle(latest.position))} ${shortTitle(latest.position)}, `
    : "";
  if (matched.length >= 2 && coverage >= 0.5 && match.mustHaveCoverage >= 0.5) {
    paragraph.push({
      text: `Your advert asks for ${proseList(matched)}, and I have used ${matched.length === 2 ? "both" : "each of them"} in my work${latest?.position ? ` as ${article(shortTitle(latest.position))} ${shortTitle(latest.position)}` : ""}.`,
      priority: 0,
    });
  } else if (matched.length) {
    paragraph.push({
      text: sentence(
        `${from || "I "}${from ? "I bring" : "bring"} ${proseList(matched)}, which your advert asks for`,
      ),
      priority: 0,
    });
    if (gaps.length)
      paragraph.push({
        text: `I have less hands-on experience of ${proseList(gaps)}, and I would build on ${proseList(ownSkills.slice(0, 2))} to close that gap quickly.`,
        priority: 1,
      });
  } else if (ownSkills.length) {
    // No overlap with what the advert names: say so plainly and offer the neighbouring experience.
    const focus = gaps.length ? `the ${proseList(gaps)} side of this role` : "this role";
    paragraph.push({
      text: `My experience is adjacent to this role rather than identical: my background in ${proseList(ownSkills.slice(0, 3))} gives me a footing for ${focus}, and I would build on it quickly.`,
      priority: 0,
    });
  }
  const more = ownSkills.filter((skill) => !matched.includes(skill)).slice(0, 3);
  if (more.length >= 2 && matched.length)
    paragraph.push({ text: `I would also bring ${proseList(more)}.`, priority: 4 });
  const [degree, ...otherDegrees] = cv.education.filter((entry) => entry.degree).map(qualification);
  if (degree) paragraph.push({ text: `I hold ${degree}.`, priority: 5 });
  if (otherDegrees.length)
    paragraph.push({ text: `I also hold ${joinList(otherDegrees.slice(0, 2))}.`, priority: 9 });
  const certifications = (cv.certifications ?? [])
    .map((entry) =>
      entry
        .replace(/\s*\([^)]*\)/g, "")
        .split(/,\s+|\s+[–—-]\s+/)[0]!
        .trim(),
    )
    .filter((entry) => entry && words(entry) <= 8)
    .slice(0, 4);
  if (certifications.length)
    paragraph.push({ text: `My certifications include ${joinList(certifications)}.`, priority: 6 });
  const languages = (cv.languages ?? []).filter((language) => words(language) <= 3);
  if (languages.length >= 2) paragraph.push({ text: `I speak ${joinList(languages)}.`, priority: 8 });
  paragraph.push(...requirementEvidence(cv, job, match, used));
  const title = latest?.position ? shortTitle(latest.position) : "";
  paragraph.push(...whatDrawsMe(job, match.topSkills[0] ?? cv.skills[0] ?? "", title));
  for (const note of notes.filter((note) => note.kind === "motivation" || note.kind === "other"))
    paragraph.push({ text: note.sentence, priority: 0 });
  return paragraph;
}

/** "an MSc in Computer Science from AGH University". */
function qualification(entry: CvData["education"][number]): string {
  return `${article(entry.degree)} ${entry.degree}${entry.field ? ` in ${entry.field}` : ""}${entry.institution ? ` from ${entry.institution}` : ""}`;
}

/** The CV's skills the letter has not named yet, for a letter with room to list them. */
function otherSkills(cv: CvData, written: string): Sentence[] {
  const text = written.toLowerCase();
  const rest = cv.skills.filter((skill) => !isGeneralSkill(skill) && !text.includes(skill.toLowerCase()));
  return rest.length >= 2
    ? [{ text: `My other skills include ${proseList(rest.slice(0, 6))}.`, priority: 9 }]
    : [];
}

/** The advert's duties that read as actions ("Own the payments service"), spoken to the employer. */
function actionDuties(job: JobAnalysis): string[] {
  if (job.language !== "en") return [];
  // "Own the payments service" is an action; "Design reviews with customers" is a noun phrase.
  return (job.duties ?? [])
    .filter((item) => {
      const [verb = "", next = ""] = item.split(/\s+/);
      return (
        isBaseVerb(verb) &&
        /^(the|a|an|our|your|their|and|with|across|new|all|key|complex|multiple|end-to-end|up|out|day-to-day|high-quality)$/i.test(
          next,
        ) &&
        words(item) <= 18
      );
    })
    .map((duty) =>
      lowerFirst(duty.replace(/[.;:]+$/, ""))
        .replace(/\bour\b/g, "your")
        .replace(/\btheir\b/g, "the")
        .replace(/\bwe\b/g, "you")
        .replace(/\bus\b/g, "you"),
    );
}

/**
 * The first duty as a reason to apply; a Long letter may name two more, introduced by the candidate's own title
 * so the sentence is theirs (docs/product-rules.md, "The letter").
 */
function whatDrawsMe(job: JobAnalysis, skill: string, title: string): Sentence[] {
  const [first, ...more] = actionDuties(job);
  if (!first || !skill) return [];
  const sentences = [
    {
      text: sentence(
        `The chance to ${first} is a big part of what draws me to this role, and my work with ${inProse(skill)} is a good starting point`,
      ),
      priority: 3,
    },
  ];
  if (more.length && title)
    sentences.push({
      text: sentence(
        `As ${article(title)} ${title}, I would also look forward to the chance to ${joinList(more.slice(0, 2))}`,
      ),
      priority: 10,
    });
  return sentences;
}

/** "Proven experience of stakeholder management" → "stakeholder management". */
function requirementTopic(requirement: string): string {
  const topic = requirement
    .replace(/\(.*?\)/g, "")
    .replace(
      /^(?:(?:a|an|the|proven|demonstrable|strong|excellent|solid|good|extensive|significant|relevant|hands-on|practical|working|sound|some|\d+\+?\s*(?:years?|yrs)['’]?\s*(?:of)?)\s+)*/i,
      "",
    )
    .replace(
      /^(?:experience|knowledge|understanding|track record|background|ability|skills?|proficiency|familiarity|expertise)\s+(?:of|in|with|to|using|at)\s+/i,
      "",
    )
    .replace(/[.;:]+$/, "")
    .trim();
  return words(topic) <= 8 ? lowerFirst(topic) : "";
}

/**
 * For a few must-haves, an unused CV line that shows it ("On stakeholder management, I presented…"), or, when the
 * letter already tells that line, where the candidate did it ("…, which my work at Paylane Ltd covers"); never one
 * the CV lacks.
 */
function requirementEvidence(
  cv: CvData,
  job: JobAnalysis,
  match: LetterProfile,
  used: Set<string>,
): Sentence[] {
  const sentences: Sentence[] = [];
  const named = new Set<string>();
  const lines = cv.experience.flatMap((role, index) =>
    role.achievements.map((text) => ({
      text,
      company: role.company ? shortCompany(role.company) : "",
      current: index === 0 && /present|current|now/i.test(role.duration || "present"),
    })),
  );
  for (const requirement of job.requirements.slice(0, 6)) {
    if (match.missingMustHaves.includes(requirement)) continue;
    const topic = requirementTopic(requirement);
    if (!topic) continue;
    const wanted = new Set(stemWords(requirement).filter(isContentWord).map(stem));
    const scored = lines
      .map((line) => ({
        ...line,
        score: stemWords(line.text).filter((word) => isContentWord(word) && wanted.has(stem(word))).length,
      }))
      .filter((line) => line.score >= 2)
      .sort((a, b) => b.score - a.score);
    const best = scored.find((line) => !used.has(line.text));
    const told = scored.find((line) => line.company && !named.has(line.company));
    if (best) {
      used.add(best.text);
      sentences.push({
        text: sentence(`On ${topic}, ${toClause(best.text, best.current).text}`),
        priority: 2 + sentences.length,
      });
    } else if (told) {
      // Each employer is pointed to once: a second pointer to the same place would say nothing new.
      named.add(told.company);
      sentences.push({
        text: sentence(`Your advert asks for ${topic}, which my work at ${told.company} covers`),
        priority: 8 + sentences.length,
      });
    }
    if (sentences.length === 3) break;
  }
  return sentences;
}

function contactSentence(cv: CvData): string {
  if (cv.email && cv.phone) return `You can reach me at ${cv.email} or on ${cv.phone}.`;
  if (cv.email) return `You can reach me at ${cv.email}.`;
  if (cv.phone) return `You can reach me on ${cv.phone}.`;
  return "";
}

function closing(
  cv: CvData,
  job: JobAnalysis,
  match: LetterProfile,
  tone: Tone,
  notes: PlacedNote[],
): Paragraph {
  const paragraph: Paragraph = notes
    .filter((note) => note.kind === "start" || note.kind === "relocation")
    .map((note) => ({ text: note.sentence, priority: 0 }));
  const who = whoIAm(cv);
  const strength = match.topSkills[0];
  const what = who
    ? `my experience as ${who.replace(/ at .*$/, "")}`
    : strength
      ? `my ${inProse(strength)} experience`
      : "my experience";
  const team = job.company || (job.agency ? "your client" : "your team");
  const invite = {
    professional: `I would welcome the chance to discuss how ${what} could help ${team}.`,
    enthusiastic: `I would love to talk about how ${what} could help ${team}.`,
    confident: `I would welcome a conversation about what ${what} could bring to ${team}.`,
    friendly: `I'd be glad to talk about how ${what} could help ${team}.`,
  }[tone];
  paragraph.push({ text: sentence(invite), priority: 0 });
  const contact = contactSentence(cv);
  if (contact) paragraph.push({ text: contact, priority: 0 });
  paragraph.push({ text: "Thank you for your time and consideration.", priority: 0 });
  return paragraph;
}

/** Keeps every required sentence, then adds the others by priority while the body stays inside its band. */
function fitToBand(
  paragraphs: Paragraph[],
  length: LetterLength,
): { sentences: string[][]; usedEverything: boolean } {
  const band = LENGTH_BANDS[length];
  // Medium stays near the lower half of its band, so a Long letter has room to say more.
  const target = band.min + Math.round((band.max - band.min) * (length === "medium" ? 0.35 : 0.6));
  const chosen = paragraphs.map((paragraph) => paragraph.map((sentence) => sentence.priority === 0));
  let total = paragraphs
    .flat()
    .reduce((sum, sentence) => sum + (sentence.priority === 0 ? words(sentence.text) : 0), 0);
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
  return {
    sentences: paragraphs.map((paragraph, p) =>
      paragraph.filter((_, s) => chosen[p]![s]).map((sentence) => sentence.text),
    ),
    usedEverything: chosen.every((row) => row.every(Boolean)),
  };
}

export function writeTemplateLetter(input: TemplateLetterInput): string {
  return composeTemplateLetter(input).letter;
}

/** The letter and whether every true sentence went in (a CV too thin for the band gets the longest honest letter). */
export function composeTemplateLetter({ cv, job, match, tone, length, notes = "" }: TemplateLetterInput): {
  letter: string;
  usedEverything: boolean;
} {
  const placed = placeNotes(notes);
  const used = new Set<string>();
  const [current, earlier] = evidence(cv, used);
  const middle = fit(cv, job, match, placed, used);
  const written = [opening(cv, job, match, tone, placed), current!, earlier!, middle].flat();
  middle.push(...otherSkills(cv, written.map((sentence) => sentence.text).join(" ")));
  const paragraphs: Paragraph[] =
    length === "short"
      ? [
          opening(cv, job, match, tone, placed),
          [...current!, ...middle],
          closing(cv, job, match, tone, placed),
        ]
      : length === "medium"
        ? [
            opening(cv, job, match, tone, placed),
            [...current!, ...earlier!],
            middle,
            closing(cv, job, match, tone, placed),
          ]
        : [
            opening(cv, job, match, tone, placed),
            current!,
            earlier!,
            middle,
            closing(cv, job, match, tone, placed),
          ];
  const { sentences, usedEverything } = fitToBand(paragraphs, length);
  const body = sentences.map((paragraph) => paragraph.join(" ")).filter(Boolean);
  const signature = cv.name && cv.name !== DEFAULT_CANDIDATE_NAME ? `${SIGN_OFF}\n${cv.name}` : SIGN_OFF;
  return { letter: [salutation(job), ...body, signature].join("\n\n"), usedEverything };
}
