import {
  agencyName as findAgencyName,
  hasAgencySigns,
  looksLikeAgencyName,
  namedClient,
} from "@/lib/ai/analysis/advert-agency";
import {
  isCompanyLike,
  isFirmName,
  tidyName,
  unshouted,
  type Candidate,
} from "@/lib/ai/analysis/advert-candidates";
import { escapeRegExp } from "@/lib/ai/analysis/text";
import {
  bodyCompanies,
  careersHeading,
  firmNames,
  labelledCompany,
  mentions,
  NAME,
  postedBy,
  titleThenFirm,
  postPublisher,
  signatureCompany,
} from "@/lib/ai/analysis/advert-company";
import { SPOKEN_LANGUAGES } from "@/lib/ai/analysis/spoken-languages";
import { isMenuLine, readHeader, senderEmployer } from "@/lib/ai/analysis/advert-header";
import { detectLanguage } from "@/lib/ai/analysis/advert-language";
import {
  findPeople,
  holdsRole,
  personAtStart,
  SIGN_OFF,
  unnamedBossRoles,
  withoutOtherEnquiryContacts,
  type PersonFinding,
} from "@/lib/ai/analysis/advert-people";
import {
  bodyPositions,
  genderMarkedPosition,
  labelledPosition,
  titleLines,
  occupationField,
} from "@/lib/ai/analysis/advert-position";
import { advertLines, joinedLabels, type AdvertLine } from "@/lib/ai/analysis/advert-text";
import { isPlace, sameName, withoutLegalForm } from "@/lib/ai/analysis/advert-vocabulary";
import {
  EVIDENCE_STRENGTH,
  UNKNOWN,
  type AdvertReading,
  type FieldSource,
  type JobAnalysis,
} from "@/lib/ai/analysis/job-analysis";
import { SKILLS_LEXICON } from "@/lib/ai/analysis/skills-lexicon";
import { looksLikeJobTitle } from "@/lib/ai/analysis/roles";

/**
 * The headline fields of an advert — company, position, hiring manager, language, agency — each with its
 * confidence and evidence (docs/product-rules.md, "Advert analysis").
 */

export type AdvertFields = AdvertReading;

function found(candidate: Candidate): FieldSource {
  return { confidence: "found", evidence: candidate.evidence };
}

/**
 * A header line of capitalised words that a body sentence introduces ("Menengai Chemists is a family-owned chain"), or
 * a careers page's image text ("Huon Gulf Plant & Mining logo"): the employer's name.
 */
function introducedInBody(lines: ReadonlyArray<{ text: string }>, text: string): Candidate[] {
  return lines.slice(0, 15).flatMap((line, at) => {
    const logo = at < 3 ? /^(.{2,60}?)\s+logo$/i.exec(line.text.trim())?.[1] : undefined;
    // ("Solèy Nò Énergie – Cap-Haïtien": the name before its place.)
    const name = logo ?? line.text.trim().split(/\s+[–—]\s+/)[0]!;
    if (!/^\p{Lu}[\p{L}&'’.-]*(?:\s+(?:&|and|de|of|\p{Lu}[\p{L}&'’.-]*)){0,4}$/u.test(name)) return [];
    const escaped = name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    // ("ORMER & OAK" over "Ormer & Oak opened on the Pollet in 2019": the body's spelling of a shouted logo.)
    const introduced = new RegExp(
      `(?:^|[.!?]\\s+|\\n)(${escaped})(?:\\s+(?:Limited|Ltd\\.?|Inc\\.?|LLC|GmbH|AG|S\\.?A\\.?|B\\.V\\.|N\\.V\\.|Pty Ltd|Pte Ltd|plc|SARL|SAS))?\\s+(?:(?:is|are)\\s+(?:a|an|one of|the)\\s|(?:was|were) (?:founded|established|started|set up)|(?:opened|began|started|runs|operates|employs|serves|builds|makes|installe|fabrique|propose|exploite|emploie|betreibt|beschäftigt|opera|fabrica|ofrece|emplea|exploiteert|maakt)\\s)`,
      "iu",
    ).exec(text.slice(line.text.length));
    const spelled = introduced?.[1];
    if (logo || spelled)
      return [
        {
          value: spelled && spelled !== spelled.toUpperCase() ? spelled : name,
          evidence: "header" as const,
          at,
        },
      ];
    return [];
  });
}

/** "spa therapist" from "experience as a spa therapist", where the advert also writes "Spa Therapist": that spelling. */
function capitalisedSpelling(value: string, text: string): string {
  if (value !== value.toLowerCase()) return value;
  const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(value).replace(/ /g, "\\s+")}(?![\\p{L}])`, "giu");
  return (
    [...text.matchAll(pattern)].map((match) => match[0]).find((found) => /^\p{Lu}/u.test(found)) ?? value
  );
}

const NEWSPAPER =
  /(?<![\p{L}])(?:Zeitung|Gazette|Times|Herald|Observer|Tribune|Courier|Journal|Chronicle|Anzeiger|Kurier|Nachrichten|Tagblatt|Dagblad|Courant|Diario|Periódico|Gleaner)$/u;
/** A paper's own jobs (a reporter, its advertising sales) are the ones it may be the employer for. */
const MEDIA_JOB =
  /reporter|journalist|editor|redakteur|korrespondent|correspondent|photographer|fotograf|columnist|layout|anzeigen|advertising|sales|vertrieb|druck|print/i;

/** A newspaper's name for a job that is not the paper's own: the paper that prints the advert. */
const printedBy = (name: string, position: string) => NEWSPAPER.test(name) && !MEDIA_JOB.test(position);

/** "Tischler/in für Innenausbau" is mentioned wherever "Tischler/in" is: a title's specialism is no other job. */
const titleCore = (title: string) => title.replace(/\s+(?:für|for|pour|per|voor|para)\s.*$/iu, "");

function pick(candidates: Candidate[], text: string, core = (value: string) => value): Candidate | null {
  const counted = (value: string) => Math.min(mentions(text, core(value)), 3);
  return (
    [...candidates].sort(
      (a, b) =>
        EVIDENCE_STRENGTH[b.evidence] - EVIDENCE_STRENGTH[a.evidence] ||
        // A name after the title's dash (placed from 50 000 on by readHeader) or a unit's label (from 60 000 on)
        // yields to one a sentence gives.
        Number(a.at >= 50_000) - Number(b.at >= 50_000) ||
        counted(b.value) - counted(a.value) ||
        // ("Bauingenieur" over "Bauingenieur für das Tiefbauamt": of one job, the plain title.)
        (core(a.value) === core(b.value) ? a.value.length - b.value.length : 0) ||
        a.at - b.at,
    )[0] ?? null
  );
}

const SKILL_WORDS = new Set(SKILLS_LEXICON.map((skill) => skill.toLowerCase()));
const MONTHS_AND_DAYS =
  /^(january|february|march|april|may|june|july|august|september|october|november|december|monday|tuesday|wednesday|thursday|friday|saturday|sunday|english|german|french|spanish)$/i;

/** A name the body repeats mid-sentence ("… Bramble Health's data team … at Bramble Health"): probably the employer. */
function repeatedName(text: string): Candidate | null {
  const counts = new Map<string, { count: number; at: number }>();
  // After a lower-case word ("at Bramble Health"), not after a capitalised one ("Akinyi Otieno" is one name).
  for (const match of text.matchAll(new RegExp(`(?<=(?<![\\p{L}])\\p{Ll}\\p{L}*[,;]?\\s)(${NAME})`, "gu"))) {
    const value = tidyName(match[1] ?? "");
    if (
      !value ||
      !isCompanyLike(value) ||
      SKILL_WORDS.has(value.toLowerCase()) ||
      MONTHS_AND_DAYS.test(value)
    )
      continue;
    if (value.length <= 3 && value === value.toUpperCase()) continue;
    // "so I'll do the interviews": a pronoun is no employer.
    if (/^(?:I|We|You|They)(?:['’]\p{L}+)?$/u.test(value)) continue;
    const entry = counts.get(value) ?? { count: 0, at: match.index ?? 0 };
    entry.count++;
    counts.set(value, entry);
  }
  const best = [...counts.entries()].sort((a, b) => b[1].count - a[1].count || a[1].at - b[1].at)[0];
  return best && best[1].count >= 2 ? { value: best[0], evidence: "body", at: best[1].at } : null;
}

function strongestMention(people: PersonFinding[]): PersonFinding | null {
  return (
    [...people].sort(
      (a, b) => EVIDENCE_STRENGTH[b.evidence] - EVIDENCE_STRENGTH[a.evidence] || a.at - b.at,
    )[0] ?? null
  );
}

/**
 * Whom the job reports to beats a recruiter, an HR contact or a job poster, however they are named; a recruiter is
 * the addressee only when the advert names no one else and applications go to them or they wrote it. An HR contact
 * named only for questions is not whom the letter is for (docs/product-rules.md, "Advert analysis").
 */
function chooseManager(people: PersonFinding[], lines: AdvertLine[]): PersonFinding | null {
  const bossRoles = unnamedBossRoles(lines);
  return (
    // "Your line manager will be Kagiso Motsumi" beats a careers site's "Contact person" card.
    strongestMention(people.filter((finding) => finding.reportsTo && !finding.recruiter)) ??
    strongestMention(people.filter((finding) => !finding.recruiter)) ??
    strongestMention(
      people.filter(
        (finding) =>
          !finding.asContact &&
          // A recruiter stands in for the manager only when the advert names no other role as the boss.
          (!bossRoles.length || holdsRole(finding, lines, bossRoles)) &&
          // A recruiter a "Kontaktperson" card names is a contact wherever else the advert names them.
          !people.some(
            (other) =>
              other.asContact && other.evidence === "label" && other.person.name === finding.person.name,
          ),
      ),
    )
  );
}

const EMPLOYER_FIELD =
  /^(?:employer|employeur|arbeitgeber(?:in)?|dienstgeber|empleador|werkgever)\s*:\s*(\p{Lu}.{1,80})$/iu;

/** The employer an advert's form field names, as the employer writes it ("LE PALMIER BORD DE MER SARL"). */
function labelledEmployer(lines: AdvertLine[]): string {
  for (const line of lines) {
    const value = EMPLOYER_FIELD.exec(line.text.trim())?.[1]?.trim();
    if (value && isCompanyLike(value)) return value;
  }
  return "";
}

/** The body's own spelling of a name a field shouts ("LE PALMIER BORD DE MER SARL" → "Le Palmier Bord de Mer"). */
function bodySpelling(value: string, lines: AdvertLine[]): string | null {
  if (value !== value.toUpperCase()) return null;
  const pattern = new RegExp(`(?<![\\p{L}])${escapeRegExp(withoutLegalForm(value))}(?![\\p{L}])`, "giu");
  return (
    lines.flatMap((line) => line.text.match(pattern) ?? []).find((found) => found !== found.toUpperCase()) ??
    null
  );
}

/** A job board's line standing in for an employer that hides its name. */
const HIDDEN_EMPLOYER =
  /^(?:confidential|undisclosed|anonymous)(?:\s+(?:company|employer))?$|^(?:company|employer)\s*:?\s*(?:confidential|undisclosed)$|^(?:entreprise|empresa)\s+confidenci?elle?$|^empresa\s+confidencial$|^vertrauliches unternehmen$/i;

/** "EMPLOYMENT        868-555-0100", a classifieds page's section head: a name with a phone number in it is no employer. */
const PHONE_NUMBER = /\+?\d(?:[\s().-]*\d){6,}/;

/**
 * "SECURITY OFFICERS" over "…to fill the position of SECURITY OFFICER": an advert for several posts is answered for
 * one, in the singular the advert itself uses.
 */
/** Plurals that name a field, not several people ("Head of Sales", "Payments"). */
const FIELD_PLURAL =
  /(?:^|\s)(?:sales|operations|logistics|communications|analytics|economics|electronics|mathematics|physics|services|relations|affairs|resources|systems|graphics|news|arts|sports|events|works|facilities|payments|accounts|claims|lettings|admissions|assets|markets|partnerships|programs|programmes|products|projects|studies|sciences|languages|humanities|metrics|ethics|robotics|genetics|dynamics|mechanics|finances|investments|benefits|rewards|insights|solutions|platforms|acquisitions|collections|credits|loans|grants|donations|records|archives)$/i;

function singularWhereNamed(asWritten: string, text: string): string {
  // ("PURCHASING CLERKS (PCs)": the bracketed short form goes with the plural.)
  const title = asWritten.replace(/\s*\(\p{Lu}{2,6}s\)$/u, "");
  const plural = /^(.*\p{L}{2})s$/iu.exec(title);
  if (!plural?.[1] || plural[1].endsWith("s") || FIELD_PLURAL.test(title)) return asWritten;
  const singular = plural[1];
  const named = new RegExp(
    `(?<!\\p{L})${singular.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/\s+/g, "\\s+")}(?![\\p{L}'’])`,
    "iu",
  );
  const inBody = named.exec(text)?.[0];
  // "SALES ASSOCIATES – LUXURY FASHION (6 VACANCIES)": several posts of one job, the job in the singular.
  if (!inBody) {
    // ("PLUMBERS WANTED (2)": the count in brackets after the title.)
    const posts =
      /\b\d+\s+(?:vacancies|posts|positions|openings)\b|\bx\s?\d+\b/i.test(text) ||
      new RegExp(`${escapeRegExp(title)}(?:\\s+\\p{L}+)?\\s+\\(\\d{1,2}\\)`, "iu").test(text) ||
      // ("Tractor drivers wanted", "looking for 2 tractor drivers": a count or "wanted" beside the plural.)
      new RegExp(
        `(?<![\\p{L}\\d])(?:\\d{1,2}|two|three|four|five|six|several|a few)\\s+${escapeRegExp(title)}(?![\\p{L}])|${escapeRegExp(title)}\\s+(?:wanted|needed|required)(?![\\p{L}])`,
        "iu",
      ).test(text);
    const one = /ies$/i.test(title)
      ? title.replace(/ies$/i, (ending) => (ending === "IES" ? "Y" : "y"))
      : singular;
    if (!posts || !looksLikeJobTitle(one)) return asWritten;
    return one === one.toUpperCase() ? unshouted(one) : one;
  }
  // The body's own spelling ("the post of Laboratory Assistant"), unless it shouts too or is all small letters ("two
  // electrician jobs").
  return inBody !== inBody.toUpperCase() && inBody !== inBody.toLowerCase()
    ? inBody.replace(/\s+/g, " ")
    : singular === singular.toUpperCase()
      ? unshouted(singular)
      : singular;
}

export function readAdvert(raw: string): AdvertFields {
  const lines = joinedLabels(advertLines(raw));
  const text = lines.map((line) => line.text).join("\n");
  const header = readHeader(lines);
  const { language, source: languageSource } = detectLanguage(text);

  // A label far down ("Job title: Ward Manager" in the contact block) describes someone else.
  const lastIndex = lines[lines.length - 1]?.index ?? 0;
  const early = (candidate: Candidate) => candidate.at <= Math.max(12, lastIndex * 0.4);
  const labelled = labelledPosition(lines).map((candidate) =>
    early(candidate) ? candidate : { ...candidate, evidence: "body" as const, at: candidate.at + 30_000 },
  );
  const gendered = genderMarkedPosition(lines);
  // A public job service's "Occupation:" classification is the title only when no label or header gives one.
  const occupation =
    labelled.length || header.position.length || gendered.length ? [] : occupationField(lines);
  const position =
    pick(
      [...labelled, ...header.position, ...gendered, ...occupation, ...bodyPositions(text)],
      text,
      titleCore,
    ) ?? pick(titleLines(lines), text, titleCore);

  const people = findPeople(lines);
  const personWords = new Set(people.flatMap((finding) => finding.person.name.toLowerCase().split(/\s+/)));
  // A recruiter's profile line ("Technical Recruiter at Quillfield") names their employer: the company, or the agency.
  const sender = senderEmployer(lines);
  const units = lines.flatMap((line) => {
    // (A careers page's field without its colon: "Department            Field Operations".)
    const unit =
      /^(?:[Dd]epartment|DEPARTMENT|[Aa]bteilung|[Aa]fdeling|[Dd]épartement|[Dd]epartamento|[Dd]ivision|[Tt]eam)\s*(?::\s*|\s+(?=\p{Lu}))(.+)$/u.exec(
        line.text,
      )?.[1];
    return unit ? [unit.trim()] : [];
  });
  const site = siteName(raw);
  const companyCandidates = [
    ...(sender?.name ? [{ value: sender.name, evidence: "header" as const, at: sender.at + 50 }] : []),
    ...careersHeading(lines),
    ...careersSiteOwner(raw),
    ...postPublisher(lines),
    // (From the pasted text: a board's "Posted … by …" line is chrome the lines leave out.)
    ...postedBy(raw.split("\n").map((line, index) => ({ text: line.trim(), index }))),
    ...titleThenFirm(lines),
    ...labelledCompany(lines).map((candidate) =>
      early(candidate) ? candidate : { ...candidate, evidence: "body" as const },
    ),
    ...header.company,
    ...bodyCompanies(text),
    // "Menengai Chemists" under the title, and "Menengai Chemists is a family-owned chain …" below: a header line the
    // body names as the firm is the employer, whatever its words look like ("Chemists").
    ...introducedInBody(lines, text),
  ].filter(
    (candidate) =>
      // "Dentaria_Alanya": a forum or social handle, not the name the firm writes.
      !candidate.value.includes("_") &&
      // "Allgemeine Zeitung" over its "Stellenmarkt": the paper that prints the classified, not the employer.
      !printedBy(candidate.value, position?.value ?? "") &&
      (!position || !sameName(candidate.value, position.value)) &&
      // "Field Operations · Gbarnga" under the title, with "Department: Field Operations" below: a unit's name.
      !(
        candidate.evidence === "header" &&
        units.some(
          (unit) =>
            sameName(unit, candidate.value) ||
            sameName(unit, candidate.value.replace(/^(?:department|abteilung|afdeling|division)\s+/i, "")),
        )
      ) &&
      !PHONE_NUMBER.test(candidate.value) &&
      // ("Q 4,500 – 6,000 / mes" under the title: a pay in quetzales, not a name.)
      !/^\p{Lu}{0,3}[$€£₦]?\s?\d[\d.,]*(?:\s|$)/u.test(candidate.value) &&
      !(site && sameName(candidate.value, site)) &&
      // ("Operations · Sliema · Seasonal" under a careers page's title: the team's name, not the employer.)
      !(candidate.evidence === "header" && DEPARTMENT.test(candidate.value.trim())) &&
      // ("Sousse – Zone industrielle …" under the title, and "Transport assuré depuis Sousse", "l'agence de Parakou": a
      // town the advert travels to or from, or where a branch is.)
      !(
        candidate.evidence === "header" &&
        /^\p{Lu}[\p{L}'’-]+$/u.test(candidate.value) &&
        new RegExp(
          `(?<![\\p{L}])(?:near|à|depuis|vers|desde|hasta|cerca de|nach|naar|vanuit|(?:agence|bureau|ville|région|commune|town|city|district|region|branch|office|Stadt|Region|ciudad|provincia|sucursal|oficina)\\s+(?:de|d['’]|of|in|von|en))\\s+${escapeRegExp(candidate.value)}(?![\\p{L}])`,
          "iu",
        ).test(text)
      ) &&
      // ("Kourou 97310": a town the advert gives with its postcode.)
      !(
        /^\p{Lu}[\p{L}'’-]+$/u.test(candidate.value) &&
        new RegExp(
          `(?<![\\p{L}])${escapeRegExp(candidate.value)}[ \\t]+\\d{4,5}(?!\\d)|(?<!\\d)\\d{4,5}[ \\t]+${escapeRegExp(candidate.value)}(?![\\p{L}])`,
          "u",
        ).test(text)
      ) &&
      // ("Talent Acquisition – Ms. Hanan Bakr": a titled person.)
      !/^(?:Mr|Mrs|Ms|Miss|Mx)\.?\s+\p{Lu}/u.test(candidate.value) &&
      // ("Vietnamese is a plus": a language the job asks for.)
      !(/^\S+$/.test(candidate.value) && SPOKEN_LANGUAGES.test(candidate.value)) &&
      // "Shiuna is a great boss": one word of a person's name is that person, not the employer; so is a seller's
      // "Sabine K.".
      !(/^\S+$/.test(candidate.value) && personWords.has(candidate.value.toLowerCase())) &&
      !/^\p{Lu}\p{Ll}+\s+\p{Lu}\.?$/u.test(candidate.value) &&
      // ("Kind regards, / Louise" / "Louise Ferrary" / "Careers Adviser": a name under a sign-off is a signature.)
      !(
        personAtStart(candidate.value)?.name === candidate.value &&
        lines.some(
          (line, at) =>
            line.text.trim() === candidate.value &&
            lines.slice(Math.max(0, at - 3), at).some((above) => SIGN_OFF.test(above.text.trim())),
        )
      ) &&
      // ("Dear Louise," / "Kind regards, Louise": a first name greeted or signing off is a person.)
      !(
        /^\p{Lu}\p{Ll}+$/u.test(candidate.value) &&
        new RegExp(
          `(?:dear|hi|hello|hey|regards,?|thanks,?|cheers,?)\\s+${candidate.value}(?![\\p{L}])`,
          "iu",
        ).test(text)
      ) &&
      // ("Emmanuel Ngwa · Founder & MD, Fako Hills Poultry": the post's author, whom the job reports to.)
      !people.some(
        (finding) =>
          finding.evidence === "body" &&
          finding.person.name.toLowerCase() === candidate.value.toLowerCase() &&
          !isFirmName(candidate.value),
      ),
  );

  // A recruiter writing from an agency ("Senior Technical Recruiter at Apex Talent Partners") makes it an agency advert.
  const agencyAdvert = hasAgencySigns(text) || Boolean(sender?.name && looksLikeAgencyName(sender.name));
  let company: Candidate | null;
  let companySource: FieldSource;
  let agency: JobAnalysis["agency"] = null;
  if (agencyAdvert) {
    // The names an agency advert gives are the agency's own, unless it names its client outright (a public
    // employment office's "Employeur : LE PALMIER BORD DE MER SARL" does).
    const client = namedClient(text) || labelledEmployer(lines);
    const agencyName =
      findAgencyName(text) ||
      (
        companyCandidates.find((candidate) => looksLikeAgencyName(candidate.value)) ??
        companyCandidates.find((candidate) => !client || !sameName(candidate.value, client))
      )?.value ||
      "";
    agency = {
      name: withoutLegalForm(/\s/.test(agencyName) ? unshouted(agencyName) : agencyName),
      contact: strongestMention(people)?.person.name ?? "",
    };
    // ("Werkgever: FjordWerk Uitzendbureau B.V.": an agency that employs its temps names itself, not the client.)
    company = client && !sameName(client, agencyName) ? { value: client, evidence: "body", at: 0 } : null;
    companySource = company ? found(company) : UNKNOWN;
  } else if (lines.slice(0, 15).some((line) => HIDDEN_EMPLOYER.test(line.text))) {
    // "Confidential Company" where a board shows the employer: the employer hides its name, so none is guessed.
    company = null;
    companySource = UNKNOWN;
  } else {
    // A unit's label ("Department: Utilities", placed from 60 000 on) names the employer only when nothing else does.
    const isUnit = (candidate: Candidate) => candidate.at >= 60_000 && candidate.at < 70_000;
    company = pick(
      companyCandidates.filter((candidate) => !isUnit(candidate)),
      text,
    );
    companySource = company ? found(company) : UNKNOWN;
    if (!company) {
      const printed = (candidate: Candidate | null) =>
        candidate && printedBy(candidate.value, position?.value ?? "") ? null : candidate;
      company =
        pick(
          [...firmNames(text), ...signatureCompany(lines)].filter((candidate) => printed(candidate)),
          text,
        ) ?? printed(repeatedName(text));
      if (company) companySource = { confidence: "inferred", evidence: "body" };
    }
    if (!company) {
      company = pick(companyCandidates.filter(isUnit), text);
      if (company) companySource = { confidence: "inferred", evidence: "body" };
    }
  }

  // "GOVERNMENT OF TUVALU / MINISTRY OF TRANSPORT" over "The Civil Aviation Division invites applications": the unit
  // that hires, under its ministry.
  const unit = company && MINISTRY.test(company.value) ? hiringUnit(text, company.value) : null;
  if (unit) company = { value: unit, evidence: "body", at: company!.at };
  // An agency's own people are not the client's hiring manager; whom the job reports to at the client is.
  const manager = agencyAdvert
    ? strongestMention(people.filter((finding) => finding.reportsTo && !finding.recruiter))
    : chooseManager(withoutOtherEnquiryContacts(people, lines), lines);
  // "Mesurado Health Alliance (MHA) is …", then "MHA is seeking …": the name the short form stands for.
  if (company && /^\p{Lu}{2,6}$/u.test(company.value)) {
    const full = spelledOutName(company.value, text);
    if (full) company = { ...company, value: full };
  }
  // "turtletailresort" posting "… at Turtle Tail Resort & Spa": the account's handle is the name run together.
  if (company && /^[\p{Ll}\p{N}._]{6,}$/u.test(company.value)) {
    const spelled = spelledHandle(company.value, text);
    if (spelled) company = { ...company, value: spelled };
  }
  return {
    // "PENLLYN TOWN COUNCIL" → "Penllyn Town Council"; a one-word name in capitals ("KPMG") stays.
    company: company
      ? withoutTrailingTown(
          bodySpelling(company.value, lines) ??
            withoutLegalForm(/\s/.test(company.value) ? unshouted(company.value) : company.value),
          text,
        )
      : "",
    position: position ? singularWhereNamed(capitalisedSpelling(position.value, text), text) : "",
    hiringManager: manager?.person ?? null,
    language,
    agency,
    sources: {
      company: companySource,
      position: position ? found(position) : UNKNOWN,
      hiringManager: manager ? found({ value: "", evidence: manager.evidence, at: 0 }) : UNKNOWN,
      language: languageSource,
    },
  };
}

/** A careers site's menu: its jobs beside its departments, places or people ("Jobs   Departments   Locations"). */
const CAREERS_MENU =
  /(?=.*(?<![\p{L}])(?:jobs|careers|openings)(?![\p{L}]))(?=.*(?<![\p{L}])(?:departments|locations|teams|people|culture|benefits)(?![\p{L}]))/iu;

/** A job board's menu words: its name over them is the board's, not an employer's. */
const BOARD_MENU =
  /(?<![\p{L}])(?:companies|employers|post a job|salaries|log ?in|sign in|empresas|entreprises|unternehmen)(?![\p{L}])/iu;

/**
 * "Daugava Digital Services" over "Jobs   Departments   Locations   People   Connect", or beside it on one line: a
 * company's own careers site (Teamtailor's menu), whose name is the employer.
 */
function careersSiteOwner(raw: string): Candidate[] {
  const lines = raw.split("\n").slice(0, 12);
  for (const [at, line] of lines.entries()) {
    const [name, ...rest] = line.trim().split(/\s{3,}/);
    const menu = rest.join(" ");
    // ("Home   Explore   Notifications": a menu that starts with its own first item has no owner beside it.)
    const beside =
      rest.length >= 3 &&
      isMenuLine(menu) &&
      CAREERS_MENU.test(menu) &&
      !isMenuLine(`${name} ${menu}`) &&
      !BOARD_MENU.test(menu)
        ? name
        : null;
    const above =
      isMenuLine(line) && CAREERS_MENU.test(line) && !BOARD_MENU.test(line)
        ? (lines
            .slice(0, at)
            .findLast((l) => l.trim())
            ?.trim() ?? null)
        : null;
    const owner = beside ?? above;
    if (owner && owner.split(/\s+/).length <= 5 && /^\p{Lu}/u.test(owner) && !isMenuLine(owner))
      return [{ value: owner, evidence: "header", at }];
  }
  return [];
}

/** A department's name alone, as careers pages print it beside the place and the kind of contract. */
const DEPARTMENT =
  /^(?:operations|sales|marketing|engineering|finance|accounts|customer (?:service|support|care|success)|front office|housekeeping|kitchen|production|logistics|maintenance|human resources|people|technology|product|design|administration|security|warehouse|retail|support|research|legal|compliance)$/i;

/** A site's menu bar: several items set apart by wide gaps, one of them the login ("Empleos   Empresas   Ingresar"). */
const MENU_BAR =
  /^(?=.*\S {2,}\S.*\S {2,}\S)(?=.*(?<![\p{L}])(?:log ?in|sign in|ingresar|iniciar sesión|anmelden|einloggen|connexion|se connecter|inloggen|entrar|accedi)(?![\p{L}]))/iu;

const MINISTRY =
  /^(?:Ministry|Ministerio|Ministère|Ministerie|Ministerium|Government|Gobierno|Gouvernement|Department of|Departamento de)(?![\p{L}])/iu;
const INVITES = new RegExp(
  `(?:^|[.!?]\\s+|\\n)(?:The|El|La|Le|L['’]|De|Het|Die|Der|Das)?\\s*(${NAME})\\s+(?:invites applications|is inviting applications|invites suitably|comunica la apertura|abre (?:el )?concurso|convoca|invite les candidat|lance un appel|nodigt\\s+\\p{L}+\\s+uit|lädt)(?![\\p{L}])`,
  "u",
);
const UNIT_OF_MINISTRY =
  /^(?:Ministry\/Department|Department|Ministerio\/Dependencia|Dependencia)\s*:\s*[^\n]*?\s[—–-]\s([^\n]{3,80})$/imu;
// ("4. Division: Solomon Islands Meteorological Service (SIMS)" under the ministry's letterhead.)
const UNIT_FIELD =
  /^(?:\d{1,2}[.)]\s+)?(?:Division|Department|Agency|Service|Directorate|Dirección|Direction|Dienst)\s*:\s*([^\n(]{3,80})/imu;

/** A field's unit that names a body ("Meteorological Service", "Department of Parks"), not a function ("Court Records and Registry"). */
const FIELD_BODY =
  /(?<![\p{L}])(?:Service|Agency|Authority|Office|Bureau|Institute|Commission|Board|Council|Department of|Directorate of|Hospital|School|College|University|Centre|Center|Police|Fire|Dienst|Amt|Servicio|Instituto|Agence|Institut)(?![\p{L}])/u;

const RECRUITING_BODY =
  /(?:Commission|Comisión|Commissie|Kommission|Servicio Civil|Service civil|Human Resources|Recursos Humanos|Ressources humaines)/iu;

/** The unit a ministry's notice hires for: the one that invites applications, or the one after its ministry's dash. */
function hiringUnit(text: string, ministry: string): string | null {
  // (A field's unit only when it is a body in its own right, not "Taxpayer Services Division".)
  const field = UNIT_FIELD.exec(text)?.[1]?.trim();
  // ("MINISTRY OF NATURAL RESOURCES" over "DEPARTMENT OF WATER AFFAIRS": the department under its ministry's name.)
  const department = /^\s*((?:department|departement) of [^\n]{3,60}?)\s*$/imu.exec(
    text.split("\n").slice(0, 6).join("\n"),
  )?.[1];
  // ("The Department invites applications": a bare word for the unit names none.)
  const invited = INVITES.exec(text)?.[1];
  const unit =
    (invited && !/^(?:department|ministry|division|office|unit|directorate|service)$/i.test(invited.trim())
      ? invited
      : undefined) ??
    UNIT_OF_MINISTRY.exec(text)?.[1] ??
    (field && !/(?:Division|Unit|Section|Branch|Department)$/iu.test(field) && FIELD_BODY.test(field)
      ? field
      : undefined) ??
    (department ? unshouted(department) : undefined);
  const name = unit ? tidyName(unit) : "";
  // ("The Public Service Commission invites applications … Ministry of Agriculture": the body that recruits for it.)
  // ("Ministry of Public Works" over "Department: Department of Parks": a department inside a ministry hires.)
  const departmentOfMinistry = /^Department of/i.test(name) && /^Minist/i.test(ministry);
  return name &&
    (!MINISTRY.test(name) || departmentOfMinistry) &&
    !RECRUITING_BODY.test(name) &&
    !sameName(name, ministry) &&
    (isCompanyLike(name) || name.split(" ").length >= 3)
    ? name
    : null;
}

/**
 * "Shannon Estuary Dairies, Limerick": a town after the name, which the advert names as a place ("plant in Limerick"),
 * or without which the advert writes the name elsewhere ("Das Seehotel Möwe liegt …"; a firm of partners, "Smith,
 * Jones", is written with its comma each time).
 */
function withoutTrailingTown(name: string, text: string): string {
  const match = /^(.{3,}?),\s*(\p{Lu}[\p{L}'’-]+(?:[ -]\p{Lu}[\p{L}'’-]+){0,2})$/u.exec(name);
  if (!match) return name;
  const town = match[2]!;
  const alone = new RegExp(
    `(?<![\\p{L}])${escapeRegExp(match[1]!)}(?!,?\\s*${escapeRegExp(town)})(?![\\p{L}])`,
    "u",
  );
  if (/\S\s+\S/.test(match[1]!) && alone.test(text)) return match[1]!;
  const named = new RegExp(
    `(?<![\\p{L}])(?:in|at|near|around|bei|nahe|à|en|te|nabij)\\s+${escapeRegExp(town)}(?![\\p{L}])`,
    "u",
  );
  return isPlace(town) || named.test(text) ? match[1]! : name;
}

/** "Konzerta" over its menu bar: the job site's name, not the employer. */
function siteName(raw: string): string | null {
  const [first, second] = raw.split("\n").filter((line) => line.trim());
  return first && second && MENU_BAR.test(second) && first.trim().split(/\s+/).length <= 3
    ? first.trim()
    : null;
}

/** The capitalised words whose letters, run together, make the handle ("Turtle Tail Resort & Spa"). */
function spelledHandle(handle: string, text: string): string | null {
  const letters = (words: string) => words.toLowerCase().replace(/[^\p{L}\p{N}]/gu, "");
  const wanted = letters(handle);
  for (const run of text.matchAll(/\p{Lu}[\p{L}'’]*(?:\s+(?:&\s+)?\p{Lu}[\p{L}'’]*){1,5}/gu)) {
    const words = run[0].split(/\s+/);
    // As many words as spell the handle, and the rest of the run ("& Spa") with them.
    for (let count = 2; count <= words.length; count++)
      if (letters(words.slice(0, count).join("")) === wanted) return run[0];
  }
  return null;
}

/** "Mesurado Health Alliance (MHA)": the words whose initials make the short form, just before it in brackets. */
function spelledOutName(short: string, text: string): string | null {
  const before = new RegExp(
    `((?:\\p{Lu}[\\p{L}&'’-]*\\s+(?:(?:of|for|and|de|du|des|la|le|van|der|und|y|et)\\s+)?){2,8})\\(${short}\\)`,
    "u",
  ).exec(text)?.[1];
  if (!before) return null;
  // From the end back, as many capitalised words as the short form has letters.
  const words = before.trim().split(/\s+/);
  const kept: string[] = [];
  let initials = "";
  for (const word of words.reverse()) {
    if (initials.length === short.length) break;
    kept.unshift(word);
    if (/^\p{Lu}/u.test(word)) initials = word[0] + initials;
  }
  return initials === short ? kept.join(" ") : null;
}
