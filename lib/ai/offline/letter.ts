import type { Industry, JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import type { ProfileMatch } from "@/lib/ai/analysis/match";
import { asSentence, joinList, lowerFirst } from "@/lib/ai/analysis/text";
import type { CvData } from "@/lib/ai/cv-data";
import { DEFAULT_CANDIDATE_NAME, TEMPLATE_MAX_SKILLS } from "@/lib/messages/ai";
import type { LetterLength, Tone } from "@/lib/validation/ai";

/**
 * The template letter (spec 001 §8 and our decision): starts 'Dear Hiring Manager', uses the extracted name,
 * latest role, up to 5 skills, e-mail and phone, names the company and position, ends 'Sincerely'. Every
 * sentence is built from what was found, so nothing is left as a bracketed placeholder.
 */

export type TemplateLetterInput = {
  cv: CvData;
  job: JobAnalysis;
  match: ProfileMatch;
  tone: Tone;
  length: LetterLength;
};

const VERB_FIRST =
  /^(\w+ed|built|led|ran|grew|won|drove|made|wrote|cut|set|taught|oversaw|began|brought|sold|spoke|took|gave|held|kept|met|found|chose|rebuilt|care|manage|lead|support|build|design|deliver|own|run|train|develop|maintain|create|work|provide|coordinate|plan|prepare|handle|mentor|supervise|teach|write|produce|launch|grow|reduce|increase|improve|oversee|drive)\b/i;

/** "Led the migration…" → "I led the migration…"; a noun phrase becomes "one highlight was …". */
function firstPerson(achievement: string, also = false): string {
  const text = achievement.trim().replace(/[.;]+$/, "");
  if (/^responsible for\b/i.test(text)) return `I was ${lowerFirst(text)}`;
  if (VERB_FIRST.test(text)) return `I ${also ? "also " : ""}${lowerFirst(text)}`;
  return `${also ? "another" : "one"} highlight was ${lowerFirst(text)}`;
}

function roleOf(job: JobAnalysis): string {
  return job.position ? `the ${job.position} position` : "this role";
}

function companyOf(job: JobAnalysis, fallback = "your organisation"): string {
  return job.company || fallback;
}

function opening(cv: CvData, job: JobAnalysis, match: ProfileMatch, tone: Tone): string {
  const atCompany = job.company ? ` at ${job.company}` : "";
  const first = {
    professional: `I am writing to apply for ${roleOf(job)}${atCompany}.`,
    enthusiastic: `I was delighted to see that ${job.company || "you"} ${job.company ? "is" : "are"} hiring for ${roleOf(job)}, and I would love to bring my experience to your team.`,
    confident: `I am applying for ${roleOf(job)}${atCompany}, and I am confident I can make an immediate contribution.`,
    friendly: `I'm very pleased to apply for ${roleOf(job)}${atCompany}.`,
  }[tone];
  const latest = cv.experience[0];
  const skills = match.topSkills.slice(0, 3);
  const experienceIn = skills.length ? ` with hands-on experience in ${joinList(skills)}` : "";
  const who = latest?.position
    ? `As ${/^[aeiou]/i.test(latest.position) ? "an" : "a"} ${latest.position}${latest.company ? ` at ${latest.company}` : ""}${experienceIn}`
    : skills.length
      ? `With hands-on experience in ${joinList(skills)}`
      : "";
  const second = who
    ? `${who}, I believe my background matches what you are looking for.`
    : "I believe my background matches what you are looking for.";
  return `${first} ${second}`;
}

function evidence(cv: CvData, match: ProfileMatch, count: number): string {
  const picks = match.topAchievements.slice(0, count);
  if (!picks.length) {
    if (cv.summary) {
      const summary = asSentence(cv.summary);
      return /^(i|i'm|my)\b/i.test(summary)
        ? summary
        : `In short, I am ${/^[aeiou]/i.test(summary) ? "an" : "a"} ${lowerFirst(summary)}`;
    }
    const latest = cv.experience[0];
    if (latest?.description) return `In my most recent role, ${lowerFirst(asSentence(latest.description))}`;
    return "Throughout my career I have taken ownership of my work, learned quickly and delivered results that colleagues could rely on.";
  }
  const sentences = picks.map((pick, index) => {
    const where = pick.company ? ` at ${pick.company}` : "";
    if (index === 0) {
      const lead = pick.current
        ? `In my current role${where}`
        : pick.position
          ? `As ${/^[aeiou]/i.test(pick.position) ? "an" : "a"} ${pick.position}${where}`
          : "In a recent role";
      return asSentence(`${lead}, ${firstPerson(pick.text)}`);
    }
    if (!pick.current && picks[0]?.current && pick.company && pick.company !== picks[0]?.company) {
      return asSentence(`Before that${where}, ${firstPerson(pick.text)}`);
    }
    return asSentence(
      firstPerson(pick.text, true)
        .replace(/^another/, "Another")
        .replace(/^I also/, "I also"),
    );
  });
  return sentences.map((sentence) => sentence.charAt(0).toUpperCase() + sentence.slice(1)).join(" ");
}

const MOTIVATION: Record<Industry, string> = {
  technology:
    "I enjoy building reliable systems that people depend on, and I care about clear, well-tested work.",
  finance:
    "I take pride in producing accurate, well-controlled numbers that help leaders make good decisions.",
  healthcare:
    "Above all, I am committed to safe, compassionate care and to supporting colleagues on a busy team.",
  marketing: "I like work where creativity is measured by results, and I am always testing how to do better.",
  sales: "I am motivated by building lasting client relationships and by consistently exceeding targets.",
  consulting: "I enjoy helping clients turn complex problems into clear, practical plans that stick.",
  education: "I believe every learner deserves lessons that are well planned, inclusive and engaging.",
};

function fit(cv: CvData, job: JobAnalysis, match: ProfileMatch, length: LetterLength): string {
  const required = match.requiredSkills.slice(0, 3);
  const fromCv = cv.skills.slice(0, TEMPLATE_MAX_SKILLS);
  const extra = match.topSkills
    .filter((skill) => !required.includes(skill))
    .slice(0, Math.max(0, TEMPLATE_MAX_SKILLS - required.length));
  const sentences: string[] = [];
  if (required.length) {
    sentences.push(`Your advert asks for ${joinList(required)}, which is exactly where my experience lies.`);
    if (extra.length) sentences.push(`I would also bring ${joinList(extra.slice(0, 2))}.`);
  } else if (fromCv.length) {
    sentences.push(`I would bring strengths in ${joinList(fromCv.slice(0, 4))}.`);
  }
  if (job.seniority === "senior" || job.seniority === "executive") {
    sentences.push(
      "I am used to owning outcomes, leading others and raising the standard of the work around me.",
    );
  }
  sentences.push(MOTIVATION[job.industry]);
  if (length === "long" && job.company) {
    sentences.push(`That is why the chance to do this work at ${job.company} appeals to me so much.`);
  }
  return sentences.join(" ");
}

function contactSentence(cv: CvData): string {
  if (cv.email && cv.phone) return `You can reach me at ${cv.email} or on ${cv.phone}.`;
  if (cv.email) return `You can reach me at ${cv.email}.`;
  if (cv.phone) return `You can reach me on ${cv.phone}.`;
  return "";
}

function closing(cv: CvData, job: JobAnalysis, tone: Tone): string {
  const company = companyOf(job, "your team");
  const invite = {
    professional: `I would welcome the opportunity to discuss how I could contribute to ${company}.`,
    enthusiastic: `I would love the chance to talk about how I could help ${company} succeed.`,
    confident: `I would welcome a conversation about the results I could deliver for ${company}.`,
    friendly: `I'd be glad to talk about how I could contribute to ${company}.`,
  }[tone];
  return [invite, contactSentence(cv), "Thank you for your time and consideration."]
    .filter(Boolean)
    .join(" ");
}

export function writeTemplateLetter({ cv, job, match, tone, length }: TemplateLetterInput): string {
  const achievements = length === "short" ? 1 : length === "medium" ? 2 : 3;
  const paragraphs =
    length === "short"
      ? [
          opening(cv, job, match, tone),
          `${evidence(cv, match, achievements)} ${fit(cv, job, match, length)}`,
          closing(cv, job, tone),
        ]
      : [
          opening(cv, job, match, tone),
          evidence(cv, match, achievements),
          fit(cv, job, match, length),
          closing(cv, job, tone),
        ];
  const signature = cv.name && cv.name !== DEFAULT_CANDIDATE_NAME ? `Sincerely,\n${cv.name}` : "Sincerely,";
  return ["Dear Hiring Manager,", ...paragraphs, signature].join("\n\n");
}
