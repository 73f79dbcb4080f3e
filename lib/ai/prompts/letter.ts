import { LENGTH_BANDS } from "@/lib/ai/letter-rules";
import type { CvData } from "@/lib/ai/cv-data";
import type { LetterProfile } from "@/lib/grounding/match-profile";
import { DATA_NOTICE, dataBlock } from "@/lib/ai/prompts/data-blocks";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { LetterLength, Tone } from "@/lib/validation/ai";
import type { JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import { LANGUAGE_NAMES, letterConventions, type LetterConventions } from "@/lib/letter/conventions";

/** The letter prompts: the "intelligent" one (docs/spec.md, engine §9's analysis) and the plainer fallback. */

export type LetterPromptInput = {
  jobDescription: string;
  cvContent: string;
  additionalNotes: string;
  tone: Tone;
  length: LetterLength;
  cv: CvData;
  job: JobAnalysis;
  match: LetterProfile;
};

const PARAGRAPHS: Record<LetterLength, string> = {
  short: "3 paragraphs",
  medium: "3 to 4 paragraphs",
  long: "4 to 5 paragraphs",
};

/** The same bands the built-in engine keeps (docs/product-rules.md, "The letter"). */
function lengthGuide(length: LetterLength): string {
  const band = LENGTH_BANDS[length];
  return `${PARAGRAPHS[length]}, ${band.min}–${band.max} words counted from after the greeting to before the sign-off`;
}

const TONE_GUIDE: Record<Tone, string> = {
  professional: "professional: polished, measured and courteous",
  enthusiastic: "enthusiastic: energetic and warm, showing real excitement for the role",
  confident: "confident: assured and direct, leading with results",
  friendly: "friendly: approachable and personable while still professional",
};

const SPELLING_GUIDE = {
  uk: "Use British English spelling (organisation, colour, centre, programme).",
  us: "Use American English spelling (organization, color, center, program).",
} as const;

/** The letter's language and its conventions (docs/product-rules.md, "Letter language"). */
function languageRules(conventions: LetterConventions): string[] {
  const name = LANGUAGE_NAMES[conventions.language];
  if (conventions.language === "en")
    return [
      "Write the letter in English.",
      conventions.spelling ? SPELLING_GUIDE[conventions.spelling] : "",
    ].filter(Boolean);
  return [
    `Write the whole letter in ${name}, the language of the advert, as a native ${name} speaker writes a formal application letter; keep names of employers, tools and qualifications as the CV writes them.`,
  ];
}

function rules(conventions: LetterConventions): string[] {
  return [
    ...languageRules(conventions),
    `Write only the letter: start with '${conventions.salutation}' and end with '${conventions.signOff}' followed by the candidate's name on the next line.`,
    "Never invent employers, qualifications, numbers or facts that are not in the CV. Where the CV does not show something the advert asks for, say so honestly or point to related experience; never claim it.",
    "Never leave placeholders such as [Company Name] or [Your Name]; if something is unknown, write around it.",
    "Plain text only: no markdown, no headings, no subject line, no address block.",
  ];
}

/** The conventions of the letter to this advert, the user's language correction included. */
export function promptConventions(
  input: Pick<LetterPromptInput, "job" | "jobDescription">,
): LetterConventions {
  return letterConventions(input.job, input.jobDescription);
}

const NOTES_RULE =
  "Use every one of the candidate's notes: a referral in the opening paragraph, motivation in the middle, a start date, notice period or relocation in the closing paragraph.";

/** A found value is a fact, an inferred one "probably"; an unknown one is looked for in the advert, never forbidden. */
function fieldLine(label: string, value: string, confidence: string, unknownHint: string): string {
  if (!value || confidence === "unknown") return `${label}: not identified by our analysis — ${unknownHint}`;
  return confidence === "inferred"
    ? `${label}: probably ${value} (inferred from the wording of the advert)`
    : `${label}: ${value}`;
}

function dataMessage(input: LetterPromptInput): string {
  const blocks = [dataBlock("job_description", input.jobDescription), dataBlock("cv", input.cvContent)];
  if (input.additionalNotes) blocks.push(dataBlock("notes", input.additionalNotes));
  return blocks.join("\n\n");
}

function list(items: readonly string[]): string {
  return items.length ? items.join(", ") : "(none found)";
}

export function intelligentLetterMessages(input: LetterPromptInput): ChatCompletionMessageParam[] {
  const { job, match, cv } = input;
  const conventions = promptConventions(input);
  const analysis = [
    job.agency && !job.company
      ? `Company: the advert was placed by ${job.agency.name ? `the recruitment agency ${job.agency.name}` : "a recruitment agency"} for a client it does not name. Never present the agency as the employer; refer to "the ${job.position || "advertised"} role you are recruiting for".`
      : fieldLine(
          "Company",
          job.company,
          job.sources.company.confidence,
          "if the advert names the employer, use that name; otherwise write around it.",
        ),
    fieldLine(
      "Position",
      job.position,
      job.sources.position.confidence,
      "if the advert states the job title, use it; otherwise refer to 'this role'.",
    ),
    `Language of the letter: ${LANGUAGE_NAMES[conventions.language]}`,
    `Greeting: ${conventions.salutation}`,
    `Industry: ${job.industry}`,
    `Seniority: ${job.seniority}`,
    `Must-have requirements: ${list(job.requirements.slice(0, 8))}`,
    `Nice-to-have requirements: ${list(job.niceToHaves.slice(0, 5))}`,
    `Required skills to evidence (matched in the CV): ${list(match.requiredSkills)}`,
    `Preferred skills to mention if natural: ${list(match.preferredSkills)}`,
    `Top achievements to feature: ${list(match.topAchievements.map((entry) => entry.text))}`,
    `Most relevant skills: ${list(match.topSkills)}`,
    // docs/product-rules.md, "The match": the letter never claims a must-have the CV does not show.
    `Must-haves the CV does not show (do not claim them; at most say honestly what related experience there is): ${list(match.missingMustHaves)}`,
    `Candidate: ${cv.name}${cv.experience[0]?.position ? `, currently ${cv.experience[0].position}${cv.experience[0].company ? ` at ${cv.experience[0].company}` : ""}` : ""}`,
  ].join("\n");
  return [
    {
      role: "system",
      content: [
        "You are an expert career writer who writes tailored, truthful cover letters.",
        DATA_NOTICE,
        `Length: ${lengthGuide(input.length)}. Tone: ${TONE_GUIDE[input.tone]}.`,
        `Write for the ${job.industry} industry at ${job.seniority} level.`,
        "Paragraph 1: the role and company and why the candidate fits. Paragraph 2: two or three of the top achievements, with their numbers. Paragraph 3: how the required skills meet the key requirements. Last paragraph: a confident close with a call to action.",
        ...rules(conventions),
        input.additionalNotes ? NOTES_RULE : "",
      ]
        .filter(Boolean)
        .join("\n"),
    },
    { role: "user", content: `Analysis of the application:\n${analysis}\n\n${dataMessage(input)}` },
  ];
}

/** The plainer prompt still names what was read, so a fallback model doesn't lose the company. */
function job(input: LetterPromptInput): string {
  const { job } = input;
  if (job.agency && !job.company)
    return `The advert is a recruitment agency's for an unnamed client: never present the agency as the employer.${job.position ? ` The role is ${job.position}.` : ""}`;
  const parts = [
    job.company ? `The employer is ${job.company}.` : "",
    job.position ? `The role is ${job.position}.` : "",
  ];
  return (
    parts.filter(Boolean).join(" ") || "Take the employer and the role from the advert if it names them."
  );
}

export function plainLetterMessages(input: LetterPromptInput): ChatCompletionMessageParam[] {
  return [
    {
      role: "system",
      content: [
        "You write cover letters.",
        DATA_NOTICE,
        `Write a ${TONE_GUIDE[input.tone].split(":")[0]} cover letter of ${lengthGuide(input.length)} for the job below, based on the CV.`,
        job(input),
        ...rules(promptConventions(input)),
        input.additionalNotes ? NOTES_RULE : "",
      ].join("\n"),
    },
    { role: "user", content: dataMessage(input) },
  ];
}

/**
 * The fact gate's second attempt (docs/product-rules.md 'The claim check'): the first letter and the claims in it
 * that the CV and the notes do not show, quoted, with the instruction to write the letter again without them.
 */
export function factCorrectionMessages(
  input: LetterPromptInput,
  letter: string,
  unsupported: readonly string[],
): ChatCompletionMessageParam[] {
  return [
    ...intelligentLetterMessages(input),
    { role: "assistant", content: letter },
    {
      role: "user",
      content: [
        "These statements in your letter are not supported by the CV or the notes:",
        ...unsupported.map((claim) => `- "${claim}"`),
        "",
        "Write the whole letter again. Leave out each unsupported statement or replace it with something the CV",
        "shows; never claim a skill, employer, qualification, number or length of experience the CV does not state.",
        "Keep everything else (language, greeting, structure, length, tone). Reply with the letter only.",
      ].join("\n"),
    },
  ];
}
