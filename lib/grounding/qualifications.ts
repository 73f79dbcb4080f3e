import { spellsOut } from "@/lib/grounding/match-acronyms";
import { DEGREE_TOKENS, contentStems, normaliseName } from "@/lib/grounding/normalise";
import { findEvidence, type CvIndex } from "@/lib/grounding/cv-evidence";
import { nationalitiesIn } from "@/lib/grounding/nationalities";

/**
 * Degrees and certifications a sentence names ("a BSc in Computer Science", "my master's degree", "ACCA-qualified",
 * "PRINCE2 certified"), and the CV lines that show them: the same level of degree and the same subject.
 */

export type QualificationHit = { start: number; end: number; name: string; level: Level; subject: string };
type Level =
  | "bachelor"
  | "master"
  | "postgraduate"
  | "doctorate"
  | "other"
  | "any"
  | "certificate"
  | "levelled"
  | "titled"
  | "credential";

const DEGREE = new RegExp(
  String.raw`\b(?:(?:first[- ]class|upper[- ]second|lower[- ]second|2:1|2:2|honours|undergraduate|postgraduate|university)\s+)?(?:B\.?Sc\.?|BA|B\.A\.|M\.?Sc\.?|MA|M\.A\.|MBA|(?:Bachelor|Master|Doctor)['’]?s? of (?:Science|Arts|Engineering|Laws|Education|Business Administration|Philosophy)|Ph\.?D\.?|DPhil|MEng|BEng|BCom|BComm|BBA|BTech|MCom|LLB|LLM|PGCE|PGDip|MPhil|HND|HNC|BTEC|BEd|[Bb]achelor['’]?s?|[Mm]aster['’]?s?|[Dd]octorate|[Dd]egree)(?![\p{L}])(?:\s+degree)?(?:\s*\((?:Hons|Honours)\))?(?:\s+(?:in|of)\s+(?<subject>(?:[\p{L}&-]+)(?:\s+(?:and|&)\s+(?!(?:a|an|the|my)\b)[\p{L}-]+|\s+(?!from\b|at\b|with\b|in\b|and\b|which\b|where\b|to\b|that\b|for\b|has\b|have\b|gave\b|gives\b|taught\b|was\b|is\b)[\p{L}-]+){0,3}))?`,
  "gu",
);

/** (A track after the body is part of the name: "CompTIA Network+" is not "CompTIA A+".) */
const CERTIFICATES =
  /\b(?:ACCA|CIMA|ACA|CFA|CPA|CIPD|PRINCE2|PMP|CISSP|CISM|CISA|CEH|ITIL|NEBOSH|IOSH|CSCS|NMC|HCPC|GPhC|QTS|SRA|CII|CIPS|CIM|AAT|CTA|SHRM|PgMP|CSM|PSM|TOGAF|CCNA|CCNP|OSCP|Security\+|CompTIA|CELTA|DELTA|TEFL|TESOL|ACLS|BLS|PALS|ILS|Six Sigma|Lean Six Sigma|Green Belt|Black Belt|SIA|MRICS|FRICS|AssocRICS|MCIOB|FCIOB|MICE|MIStructE|AMIStructE|CEng|IEng)\b(?:-[A-Z]{2,4}\b)?(?:\s+\p{Lu}[\p{L}]*\+(?![\p{L}\d+]))?(?:\s+(?:International|National))?(?:\s+General)?(?:\s+(?:Diploma|Certificate|Award))?(?:[- ](?:qualified|certified|certification|certificate|accredited|registered|registration|licensed|licence|license|member(?:ship)?|status))?|\bChartered(?:\s+(?!Institute\b|Society\b|Association\b|Body\b)\p{Lu}[\p{L}&-]*){0,4}/gu;

/** "MEDDICC certified", "Salesforce-certified": any name the candidate says they are certified in. */
const NAME_CERTIFIED =
  /(?<![\p{L}\d])(?:[\p{Lu}][\p{L}\d&+.]*\s){0,2}[\p{Lu}][\p{L}\d&+.]*[- ](?:certified|accredited)\b/gu;

const SUBJECT = String.raw`(?<subject>[\p{L}&-]+(?:\s+(?!from\b|at\b|with\b|in\b|and\b|which\b|where\b|to\b|that\b|for\b|since\b|so\b|as\b|before\b|after\b)[\p{L}&-]+){0,4})`;

/** "CIPD Level 5", "NVQ Level 3 in Plumbing", "a Level 4 Diploma in Heating Design": the level is part of it. */
const LEVELLED = new RegExp(
  String.raw`\b(?:(?:[\p{Lu}][\p{Lu}\d&]+|City (?:&|and) Guilds)\s+)?Level\s+\d{1,2}(?:\s+(?:Advanced\s+|Extended\s+|Award,?\s+|Higher\s+)?(?:Diploma|Certificate|Award|Apprenticeship|Qualification)s?)?(?:\s+in\s+${SUBJECT})?`,
  "gu",
);

/** "Certificate IV in Electrical Instrumentation" (Australia's levels), "Step 2", "Band 6": a level that is part of it. */
const NUMBERED = new RegExp(
  String.raw`\bCertificate\s+(?:I{1,3}|IV|V|VI)\b(?:\s+in\s+${SUBJECT})?|\b(?:Step|Band|Grade)\s+\d{1,2}\b`,
  "gu",
);

/**
 * "the NEBDN Certificate in Dental Radiography", "a Diploma in Hospitality Management": a credential with its
 * subject, which the CV must name too (a "Certificate in Oral Health Education" is another one).
 */
const CREDENTIAL_IN =
  /(?<![\p{L}])(?:(?:[\p{Lu}][\p{L}\d&-]*\s+){0,3})(?:(?:Certificate|Certification|Award)\s+in|Diploma\s+(?:in|of))\s+(?<subject>[\p{Lu}][\p{L}&-]*(?:\s+(?:(?:and|&)\s+)?[\p{Lu}][\p{L}&-]*){0,4})/gu;

/** "Certified Treasury Professional": a certification's title, shown by the title or its initials ("CTP"). */
const CERTIFIED_TITLE = /\bCertified(?:\s+(?:[\p{Lu}][\p{L}&-]*)){1,4}/gu;

const CLASSED =
  /(?<![\p{L}\d])[A-Z]{2,6}\s+(?:Class|Grade|Category)\s+(?:[IVX]{1,4}|\d{1,2}[A-Z]?)(?![\p{L}\d])/gu;

/** A driving licence under its names in our languages (the claim check and the match share it). */
export const DRIVING_LICENCE =
  /driving licen[cs]e|(?:motorcycle|motorbike|riding)\s+licen[cs]e|(?<![\p{L}])class\s?[1-5]\s+(?:full\s+)?licen[cs]e|drivers?(?:['’]s?)?\s*licen[cs]e|(?<![a-zäöüß])führerschein|führerausweis|fahrausweis|permis (?:b|de conduire)|carn[eé]t? de conducir|permiso de conducir|licencia de (?:conducir|manejo)|rijbewijs|patente di guida/iu;

/** "a mentorship qualification", "a full driving licence": what the credential is, before its noun. */
const CREDENTIAL =
  /(?:^[-•*\s]*|\b(?:an?|my|the|hold|holds|held|holding|have|has|with|and|current|valid)\s+)(?<name>(?:(?!(?:an?|my|the|and|or|of|in|also|current|valid|all|any|each|every|some|these|those|our|their|its)\s)[\p{L}\d][\p{L}\d'’-]*\s+){1,3}(?:qualification|licence|license|ticket|accreditation|certificate|certification|diploma|type rating|award)s?)\b(?!\s+(?:inspections?|renewals?|audits?|applications?|checks?|holders?|requirements?|process|register|verification))/giu;
const CREDENTIAL_NOUN =
  /\s*\b(?:qualification|licence|license|ticket|accreditation|certificate|certification|diploma|type rating|award)s?$/i;

const LEVELS: Array<[Level, RegExp]> = [
  // "BEd", but not the "28-bed unit" of a ward.
  // A Spanish "Grado" or "Licenciatura" is a bachelor's degree, a "Máster" or "Mestrado" a master's.
  [
    "bachelor",
    /\b(?:b\.?sc|ba|b\.a|beng|b\.?comm?|bba|b\.?tech|llb|(?<!\d[\s-])bed|bachelor\p{L}*|undergraduate|grado|licenciatura|diplomatura|licence\s+(?:en|de|pro\p{L}*)|hbo|laurea(?!\s+magistrale)|bacharelado)\b/iu,
  ],
  [
    "master",
    /\b(?:m\.?sc|ma|m\.a|mba|meng|m\.?com|llm|mphil|master\p{L}*|m[aá]ster|maîtrise|mestrado|mastère|diplom(?:-\p{L}+)?|diplôme d['’]ingénieur|magister|laurea magistrale)\b/iu,
  ],
  // A postgraduate certificate or diploma is below a master's: it supports "postgraduate study", not an MSc.
  ["postgraduate", /\b(?:pgdip|pgcert|postgraduate|post-graduate)\b/iu],
  [
    "doctorate",
    /\b(?:ph\.?d|dphil|doctorate|doctoral|doctorat|doctorado|dottorato|doutorad[oa]|doutoramento)\b/iu,
  ],
  ["other", /\b(?:pgce|hnd|hnc|btec)\b/iu],
];

function levelOf(text: string): Level {
  return LEVELS.find(([, pattern]) => pattern.test(text))?.[0] ?? "any";
}

export function findQualifications(text: string): QualificationHit[] {
  const hits: QualificationHit[] = [];
  const overlaps = (start: number, end: number) => hits.some((hit) => start < hit.end && hit.start < end);
  // "MEO Class I", "Grade 2 certificate": a body's class, which the CV must name exactly ("Class II" is not "Class I").
  for (const match of text.matchAll(CLASSED)) {
    const name = match[0].trim();
    hits.push({
      start: match.index,
      end: match.index + name.length,
      name,
      level: "certificate",
      subject: "",
    });
  }
  for (const match of text.matchAll(LEVELLED)) {
    const name = match[0].trim();
    hits.push({
      start: match.index,
      end: match.index + name.length,
      name,
      level: "levelled",
      subject: match.groups?.subject ?? "",
    });
  }
  for (const match of text.matchAll(NUMBERED)) {
    const name = match[0].trim();
    if (overlaps(match.index, match.index + name.length)) continue;
    hits.push({
      start: match.index,
      end: match.index + name.length,
      name,
      level: "levelled",
      subject: match.groups?.subject ?? "",
    });
  }
  for (const match of text.matchAll(CREDENTIAL_IN)) {
    // (A sentence's first word is no body: "Certificate in …" starts at the capital of the credential.)
    const name = match[0].replace(/^(?:(?:I|My|The|A|An|And|With|Hold|Holding)\s+)+/u, "");
    const start = match.index + match[0].length - name.length;
    if (overlaps(start, start + name.length)) continue;
    hits.push({
      start,
      end: start + name.length,
      name,
      level: "credential",
      subject: match.groups!.subject!,
    });
  }
  for (const match of text.matchAll(CERTIFIED_TITLE)) {
    if (overlaps(match.index, match.index + match[0].length)) continue;
    hits.push({
      start: match.index,
      end: match.index + match[0].length,
      name: match[0],
      level: "titled",
      subject: "",
    });
  }
  for (const match of text.matchAll(DEGREE)) {
    if (overlaps(match.index, match.index + match[0].trim().length)) continue;
    // "BA" and "MA" count only in capitals; a bare "degree" only with its subject or "a degree".
    // "Bachelor of Arts in Logopädie habe ich …": after a subject in capitals, a word in small letters (but "and",
    // "of") starts the sentence's next part.
    const given = match.groups?.subject ?? "";
    const subject = /^\p{Lu}/u.test(given)
      ? given.replace(/\s+(?!(?:and|of|for|und|et|y|en|de|du|des|van|für)(?![\p{L}]))\p{Ll}.*$/u, "")
      : given;
    const name = match[0].trim().slice(0, match[0].trim().length - (given.length - subject.length));
    if (/^degree$/i.test(name) && !/\b(?:a|my|the)\s+$/i.test(text.slice(0, match.index))) continue;
    hits.push({
      start: match.index,
      end: match.index + name.length,
      name,
      level: levelOf(name.replace(subject, "")),
      subject,
    });
  }
  // Known certificates, then any name the candidate says they are certified in (not a sentence's first word).
  const certificates = [
    ...text.matchAll(CERTIFICATES),
    ...[...text.matchAll(NAME_CERTIFIED)].filter((match) => match.index > 0),
  ];
  for (const match of certificates) {
    if (overlaps(match.index, match.index + match[0].length)) continue;
    hits.push({
      start: match.index,
      end: match.index + match[0].length,
      name: match[0],
      level: "certificate",
      subject: "",
    });
  }
  for (const match of text.matchAll(CREDENTIAL)) {
    const name = match.groups!.name!;
    const start = match.index + match[0].length - name.length;
    if (overlaps(start, start + name.length)) continue;
    hits.push({ start, end: start + name.length, name, level: "credential", subject: "" });
  }
  return hits;
}

/** A licence's code or class in its name: "Code C", "class CE", "Klasse B". */
const LICENCE_CODE =
  /\b(?:code|class|category|cat\.?|klasse|catégorie|categoría)\s+([A-Z]{1,2}\d?E?|\d{1,2})(?![\p{L}\d])/iu;

const ANY_DEGREE = new RegExp(
  // A French "Licence", a Spanish "Grado", a "Universidad" in another language are degrees too.
  String.raw`\b(?:${[...DEGREE_TOKENS].join("|")}|bachelor|master|degree|doctorate|university|graduated|licence|licenciatura|grado|laurea|universit[eéaäà]t?|universidad|universiteit|hochschule|hogeschool)\b`,
  "i",
);

/** CV lines with the same level of degree and its subject (on that line or the next). */
export function qualificationSupport(
  hit: QualificationHit,
  index: CvIndex,
  schools: readonly string[] = [],
): string[] {
  const lines = index.lines;
  if (hit.level === "levelled") return levelledSupport(hit, lines);
  if (hit.level === "titled") {
    const initials = hit.name
      .split(/\s+/)
      .map((word) => word[0])
      .join("");
    const pattern = new RegExp(String.raw`(?<![\p{L}])${initials}(?![\p{L}])`, "u");
    const found = findEvidence(index, hit.name);
    return found.length ? found : lines.filter((line) => pattern.test(line.text)).map((line) => line.text);
  }
  if (hit.level === "credential" && hit.subject) {
    const wanted = [...new Set(contentStems(hit.name))];
    const noun = /\b(Certificate|Diploma|Certification|Award)\b/i.exec(hit.name)?.[1] ?? "";
    const starts = [...contentStems(noun), contentStems(hit.subject)[0] ?? ""];
    // The credential and its subject start on the line; the rest may wrap onto the next (a heading above it, or
    // another certificate in the same subject, is no evidence).
    return lines
      .filter((line, at) => {
        const near = new Set(contentStems(`${line.text} ${lines[at + 1]?.text ?? ""}`));
        const own = contentStems(line.text);
        return starts.every((stem) => own.includes(stem)) && wanted.every((stem) => near.has(stem));
      })
      .map((line) => line.text);
  }
  if (hit.level === "credential") {
    // An award is shown by its own name: "Law Society's Excellence Award" is not "Law Society Junior Lawyer Award".
    if (/\b(?:award|prize|medal|trophy)s?$/i.test(hit.name)) {
      // ("the site's HSE Champion award": whose award it was, in small letters, is not its name.)
      const wanted = ` ${normaliseName(hit.name.replace(/^\p{Ll}+['’]s\s+/u, "")).replace(/^(?:the|an?|my|our) /, "")} `;
      return lines
        .filter((line) => ` ${normaliseName(line.text)} `.includes(wanted))
        .map((line) => line.text);
    }
    // "a clean licence and my own car": a driving licence, said the way drivers say it.
    if (/^(?:(?:full|clean|valid|current)\s+)+licen[cs]e$/i.test(hit.name))
      return lines
        .filter(
          (line) => DRIVING_LICENCE.test(line.text) || /\b(?:clean|full)\s+licen[cs]e\b/i.test(line.text),
        )
        .map((line) => line.text);
    // A driving licence under its name in the CV's language ("Carné de conducir B", "Führerschein Klasse B").
    if (/driv(?:ing|er['’]?s?) licen[cs]e/i.test(hit.name)) {
      // "a full UK driving licence" against "Driving licence: Zimbabwe Class 4": another country's licence.
      const asked = nationalitiesIn(hit.name);
      const named = lines.filter((line) => {
        if (!DRIVING_LICENCE.test(line.text)) return false;
        const held = nationalitiesIn(line.text);
        return !asked.size || !held.size || [...held].some((code) => asked.has(code));
      });
      // (A class named too, "a class CE driving licence", is looked for below.)
      if ((named.length || asked.size) && !LICENCE_CODE.test(hit.name)) return named.map((line) => line.text);
    }
    // "a Code C licence", "a Class 2 licence": the CV must name that code or class ("Driver's licence: Code B" is
    // another one).
    const code = LICENCE_CODE.exec(hit.name);
    if (code) {
      const same = new RegExp(
        String.raw`\b(?:code|class|category|cat\.?|klasse|catégorie|categoría)s?\s*:?\s*(?:[A-Z\d+]{1,3}\s*,\s*)*${code[1]}(?![\p{L}\d])`,
        "iu",
      );
      // ("DRIVING LICENCE" over "Classes B, C and CE", "Licence: B, CE": the class under or beside the licence.)
      const token = new RegExp(String.raw`(?<![\p{L}\d])${code[1]}(?![\p{L}\d])`, "u");
      return lines
        .filter(
          (line, at) =>
            same.test(line.text) ||
            ((DRIVING_LICENCE.test(line.text) || DRIVING_LICENCE.test(lines[at - 1]?.text ?? "")) &&
              token.test(line.text)),
        )
        .map((line) => line.text);
    }
    // "a full driving licence" is shown by "Full clean driving licence"; "mentorship" must be there at least.
    const found = findEvidence(index, hit.name);
    return found.length ? found : findEvidence(index, hit.name.replace(CREDENTIAL_NOUN, ""));
  }
  if (hit.level === "certificate") {
    const core = hit.name.replace(
      /[- ](?:qualified|certified|certification|certificate|accredited|registered|registration|licensed|licence|license|member(?:ship)?|status)$/i,
      "",
    );
    // "NEBOSH General Certificate" in "NEBOSH National General Certificate": each of its words, on one line.
    const words = core
      .split(/\s+/)
      .map(
        (word) =>
          new RegExp(String.raw`(?<![\p{L}])${word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(?![\p{L}])`, "u"),
      );
    return lines.filter((line) => words.every((word) => word.test(line.text))).map((line) => line.text);
  }
  const subject = [...new Set(contentStems(hit.subject))];
  // The subject's abbreviations by their stem ("GIS" → "gi"), to spell them out below.
  const acronyms = new Map(
    (hit.subject.match(/\b[A-Z]{2,5}\b/g) ?? []).map((word) => [contentStems(word)[0] ?? "", word] as const),
  );
  return lines
    .filter((line, at) => {
      const level =
        hit.level === "any"
          ? ANY_DEGREE.test(normaliseName(line.text))
          : LEVELS.some(
              ([name, pattern]) =>
                (name === hit.level || (hit.level === "postgraduate" && name === "master")) &&
                pattern.test(normaliseName(line.text)),
            );
      if (!level) return false;
      if (!subject.length) return true;
      const near = `${line.text} ${lines[at + 1]?.text ?? ""} ${lines[at - 1]?.text ?? ""}`;
      const stems = new Set(contentStems(near));
      // "MSc in GIS" and "MSc Geographical Information Science": an abbreviated subject, spelled out.
      const spelled = (word: string) => acronyms.has(word) && spellsOut(near, acronyms.get(word)!);
      if (subject.every((word) => stems.has(word) || spelled(word))) return true;
      // ("Bachelor of Commerce" reads as one word, "bcom", in both: the subject is inside the degree's name.)
      const whole = contentStems(hit.name);
      if (!whole.some((word) => subject.includes(word)) && whole.every((word) => stems.has(word)))
        return true;
      // "a bachelor's in nursing from the Universitat de València" and "Grado en Enfermería, Universitat de
      // València": the same level at the same school, its subject written in another language.
      const normal = ` ${normaliseName(near)} `;
      return schools.some((school) => normal.includes(` ${normaliseName(school)} `));
    })
    .map((line) => line.text);
}

/** Lines that name the same level (and the same body and subject, where the letter gives them). */
function levelledSupport(hit: QualificationHit, lines: CvIndex["lines"]): string[] {
  const match = /^(?:(.+?)\s+)?(level|certificate|step|band|grade)\s+(\d{1,2}|[ivx]+)\b/iu.exec(hit.name);
  const body = normaliseName(match?.[1] ?? "");
  const level = ` ${match?.[2]?.toLowerCase() ?? "level"} ${match?.[3]?.toLowerCase() ?? ""} `;
  const subject = [...new Set(contentStems(hit.subject))];
  return lines
    .filter((line, at) => {
      const name = ` ${normaliseName(line.text)} `;
      if (!name.includes(level) || (body && !name.includes(` ${body} `))) return false;
      const near = new Set(contentStems(`${line.text} ${lines[at + 1]?.text ?? ""}`));
      return subject.every((word) => near.has(word));
    })
    .map((line) => line.text);
}
