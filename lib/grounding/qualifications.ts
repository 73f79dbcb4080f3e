import { DEGREE_TOKENS, contentStems, normaliseName } from "@/lib/grounding/normalise";
import type { CvIndex } from "@/lib/grounding/cv-evidence";

/**
 * Degrees and certifications a sentence names ("a BSc in Computer Science", "my master's degree", "ACCA-qualified",
 * "PRINCE2 certified"), and the CV lines that show them: the same level of degree and the same subject.
 */

export type QualificationHit = { start: number; end: number; name: string; level: Level; subject: string };
type Level = "bachelor" | "master" | "doctorate" | "other" | "any" | "certificate";

const DEGREE = new RegExp(
  String.raw`\b(?:(?:first[- ]class|upper[- ]second|lower[- ]second|2:1|2:2|honours|undergraduate|postgraduate|university)\s+)?(?:B\.?Sc\.?|BA|B\.A\.|M\.?Sc\.?|MA|M\.A\.|MBA|(?:Bachelor|Master|Doctor)['’]?s? of (?:Science|Arts|Engineering|Laws|Education|Business Administration|Philosophy)|Ph\.?D\.?|DPhil|MEng|BEng|LLB|LLM|PGCE|PGDip|MPhil|HND|HNC|BTEC|BEd|[Bb]achelor['’]?s?|[Mm]aster['’]?s?|[Dd]octorate|[Dd]egree)(?:\s+degree)?(?:\s*\((?:Hons|Honours)\))?(?:\s+(?:in|of)\s+(?<subject>(?:[\p{L}&-]+)(?:\s+(?:and|&)\s+[\p{L}-]+|\s+(?!from\b|at\b|with\b|in\b|and\b|which\b|where\b|to\b|that\b|for\b|has\b|have\b|gave\b|gives\b|taught\b|was\b|is\b)[\p{L}-]+){0,3}))?`,
  "gu",
);

const CERTIFICATES =
  /\b(?:ACCA|CIMA|ACA|CFA|CPA|CIPD|PRINCE2|PMP|CISSP|CISM|CISA|CEH|ITIL|NEBOSH|IOSH|CSCS|NMC|HCPC|GPhC|QTS|SRA|CII|CIPS|CIM|AAT|CTA|SHRM|PgMP|CSM|PSM|TOGAF|CCNA|CCNP|OSCP|Security\+|CompTIA|CELTA|DELTA|TEFL|TESOL|ACLS|BLS|PALS|ILS|Six Sigma|Lean Six Sigma|Green Belt|Black Belt|Chartered|SIA)\b(?:[- ](?:qualified|certified|certification|certificate|accredited|registered|registration|licensed|licence|license|member(?:ship)?|status))?/g;

const LEVELS: Array<[Level, RegExp]> = [
  ["bachelor", /\b(?:b\.?sc|ba|b\.a|beng|llb|bed|bachelor\p{L}*|undergraduate)\b/iu],
  ["master", /\b(?:m\.?sc|ma|m\.a|mba|meng|llm|mphil|pgdip|master\p{L}*|postgraduate)\b/iu],
  ["doctorate", /\b(?:ph\.?d|dphil|doctorate|doctoral)\b/iu],
  ["other", /\b(?:pgce|hnd|hnc|btec)\b/iu],
];

function levelOf(text: string): Level {
  return LEVELS.find(([, pattern]) => pattern.test(text))?.[0] ?? "any";
}

export function findQualifications(text: string): QualificationHit[] {
  const hits: QualificationHit[] = [];
  for (const match of text.matchAll(DEGREE)) {
    // "BA" and "MA" count only in capitals; a bare "degree" only with its subject or "a degree".
    const name = match[0].trim();
    if (/^degree$/i.test(name) && !/\b(?:a|my|the)\s+$/i.test(text.slice(0, match.index))) continue;
    hits.push({
      start: match.index,
      end: match.index + name.length,
      name,
      level: levelOf(name.replace(match.groups?.subject ?? "", "")),
      subject: match.groups?.subject ?? "",
    });
  }
  for (const match of text.matchAll(CERTIFICATES)) {
    if (hits.some((hit) => match.index < hit.end && hit.start < match.index + match[0].length)) continue;
    hits.push({
      start: match.index,
      end: match.index + match[0].length,
      name: match[0],
      level: "certificate",
      subject: "",
    });
  }
  return hits;
}

const ANY_DEGREE = new RegExp(
  String.raw`\b(?:${[...DEGREE_TOKENS].join("|")}|bachelor|master|degree|doctorate|university|graduated)\b`,
  "i",
);

/** CV lines with the same level of degree and its subject (on that line or the next). */
export function qualificationSupport(hit: QualificationHit, index: CvIndex): string[] {
  const lines = index.lines;
  if (hit.level === "certificate") {
    const core = hit.name.replace(
      /[- ](?:qualified|certified|certification|certificate|accredited|registered|registration|licensed|licence|license|member(?:ship)?|status)$/i,
      "",
    );
    const pattern = new RegExp(
      String.raw`(?<![\p{L}])${core.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\p{L}])`,
      "u",
    );
    return lines.filter((line) => pattern.test(line.text)).map((line) => line.text);
  }
  const subject = [...new Set(contentStems(hit.subject))];
  return lines
    .filter((line, at) => {
      const level =
        hit.level === "any"
          ? ANY_DEGREE.test(normaliseName(line.text))
          : LEVELS.some(([name, pattern]) => name === hit.level && pattern.test(normaliseName(line.text)));
      if (!level) return false;
      if (!subject.length) return true;
      const near = `${line.text} ${lines[at + 1]?.text ?? ""} ${lines[at - 1]?.text ?? ""}`;
      const stems = new Set(contentStems(near));
      return subject.every((word) => stems.has(word));
    })
    .map((line) => line.text);
}
