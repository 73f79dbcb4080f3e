import { DEFAULT_CANDIDATE_NAME } from "@/lib/messages/ai";

/** Structured CV data (docs/spec.md, engine §3 'CV data') and the normalisation every extraction result goes through. */

export type CvExperience = {
  company: string;
  position: string;
  duration: string;
  description: string;
  achievements: string[];
};

export type CvEducation = { institution: string; degree: string; field: string; year: string };

export type CvData = {
  /** The name without credentials or nickname ("Marcus J. Whitfield"). */
  name: string;
  /** Credentials written after the name ("RN", "CPA"). */
  postNominals?: string[];
  /** A preferred name given in brackets or quotes ("Wendy"). */
  nickname?: string;
  email: string;
  phone: string;
  linkedin?: string;
  website?: string;
  address?: string;
  summary?: string;
  experience: CvExperience[];
  education: CvEducation[];
  skills: string[];
  certifications?: string[];
  languages?: string[];
};

function text(value: unknown): string {
  if (typeof value === "string") return value.trim();
  if (typeof value === "number" && Number.isFinite(value)) return String(value);
  return "";
}

/** Non-text list items are dropped (docs/spec.md, engine §3); so are empty ones. */
function textList(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value
    .filter((item): item is string => typeof item === "string")
    .map((item) => item.trim())
    .filter(Boolean);
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/**
 * docs/spec.md (engine) §3: non-text values become empty (the name defaults to 'Your Name'); experience without company,
 * position or description is dropped; education with every field empty is dropped; non-text list items are dropped.
 */
export function normaliseCvData(raw: unknown): CvData {
  const source = record(raw);
  const experience = (Array.isArray(source.experience) ? source.experience : [])
    .map((entry) => {
      const item = record(entry);
      return {
        company: text(item.company),
        position: text(item.position),
        duration: text(item.duration),
        description: text(item.description),
        achievements: textList(item.achievements),
      };
    })
    .filter((item) => item.company || item.position || item.description);
  const education = (Array.isArray(source.education) ? source.education : [])
    .map((entry) => {
      const item = record(entry);
      return {
        institution: text(item.institution),
        degree: text(item.degree),
        field: text(item.field),
        year: text(item.year),
      };
    })
    .filter((item) => item.institution || item.degree || item.field || item.year);

  const data: CvData = {
    name: text(source.name) || DEFAULT_CANDIDATE_NAME,
    email: text(source.email),
    phone: text(source.phone),
    experience,
    education,
    skills: textList(source.skills),
  };
  const address = text(source.address);
  const summary = text(source.summary);
  const nickname = text(source.nickname);
  const linkedin = text(source.linkedin);
  const website = text(source.website);
  const postNominals = textList(source.postNominals);
  if (postNominals.length) data.postNominals = postNominals;
  if (nickname) data.nickname = nickname;
  if (linkedin) data.linkedin = linkedin;
  if (website) data.website = website;
  if (address) data.address = address;
  if (summary) data.summary = summary;
  if (Array.isArray(source.certifications)) data.certifications = textList(source.certifications);
  if (Array.isArray(source.languages)) data.languages = textList(source.languages);
  return data;
}
