import type { JobAnalysis } from "@/lib/ai/analysis/job-analysis";
import type { ProfileMatch } from "@/lib/ai/analysis/match";
import type { CvData } from "@/lib/ai/cv-data";
import { DATA_NOTICE, dataBlock } from "@/lib/ai/prompts/data-blocks";
import type { ChatCompletionMessageParam } from "openai/resources/chat/completions";
import type { LetterLength, Tone } from "@/lib/validation/ai";

/** The letter prompts: the "intelligent" one (spec 001 §9's analysis) and the plainer fallback. */

export type LetterPromptInput = {
  jobDescription: string;
  cvContent: string;
  additionalNotes: string;
  tone: Tone;
  length: LetterLength;
  cv: CvData;
  job: JobAnalysis;
  match: ProfileMatch;
};

const LENGTH_GUIDE: Record<LetterLength, string> = {
  short: "3 paragraphs, about 200 words",
  medium: "3 to 4 paragraphs, about 300 words",
  long: "4 paragraphs, about 400 words",
};

const TONE_GUIDE: Record<Tone, string> = {
  professional: "professional: polished, measured and courteous",
  enthusiastic: "enthusiastic: energetic and warm, showing real excitement for the role",
  confident: "confident: assured and direct, leading with results",
  friendly: "friendly: approachable and personable while still professional",
};

const RULES = [
  "Write only the letter: start with 'Dear Hiring Manager,' and end with 'Sincerely,' followed by the candidate's name on the next line.",
  "Never invent employers, qualifications, numbers or facts that are not in the CV.",
  "Never leave placeholders such as [Company Name] or [Your Name]; if something is unknown, write around it.",
  "Plain text only: no markdown, no headings, no subject line, no address block.",
];

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
  const analysis = [
    `Company: ${job.company || "(not stated; do not guess a name)"}`,
    `Position: ${job.position || "(not stated; refer to 'this role')"}`,
    `Industry: ${job.industry}`,
    `Seniority: ${job.seniority}`,
    `Key requirements: ${list(job.requirements.slice(0, 6))}`,
    `Required skills to evidence (matched in the CV): ${list(match.requiredSkills)}`,
    `Preferred skills to mention if natural: ${list(match.preferredSkills)}`,
    `Top achievements to feature: ${list(match.topAchievements.map((entry) => entry.text))}`,
    `Most relevant skills: ${list(match.topSkills)}`,
    `Candidate: ${cv.name}${cv.experience[0]?.position ? `, currently ${cv.experience[0].position}${cv.experience[0].company ? ` at ${cv.experience[0].company}` : ""}` : ""}`,
  ].join("\n");
  return [
    {
      role: "system",
      content: [
        "You are an expert career writer who writes tailored, truthful cover letters.",
        DATA_NOTICE,
        `Length: ${LENGTH_GUIDE[input.length]}. Tone: ${TONE_GUIDE[input.tone]}.`,
        `Write for the ${job.industry} industry at ${job.seniority} level.`,
        "Paragraph 1: the role and company and why the candidate fits. Paragraph 2: two or three of the top achievements, with their numbers. Paragraph 3: how the required skills meet the key requirements. Last paragraph: a confident close with a call to action.",
        ...RULES,
        input.additionalNotes ? "Take the candidate's notes into account where relevant." : "",
      ]
        .filter(Boolean)
        .join("\n"),
    },
    { role: "user", content: `Analysis of the application:\n${analysis}\n\n${dataMessage(input)}` },
  ];
}

export function plainLetterMessages(input: LetterPromptInput): ChatCompletionMessageParam[] {
  return [
    {
      role: "system",
      content: [
        "You write cover letters.",
        DATA_NOTICE,
        `Write a ${TONE_GUIDE[input.tone].split(":")[0]} cover letter of ${LENGTH_GUIDE[input.length]} for the job below, based on the CV.`,
        ...RULES,
      ].join("\n"),
    },
    { role: "user", content: dataMessage(input) },
  ];
}
