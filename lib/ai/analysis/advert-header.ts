import {
  cleanTitle,
  isCompanyLike,
  isFirmName,
  isTitleLike,
  isWorkPatternNotFirm,
  tidyName,
  type Candidate,
} from "@/lib/ai/analysis/advert-candidates";
import { mentions } from "@/lib/ai/analysis/advert-company";
import { personAtStart } from "@/lib/ai/analysis/advert-people";
import type { AdvertLine } from "@/lib/ai/analysis/advert-text";
import { escapeRegExp } from "@/lib/ai/analysis/text";
import { isAgentNounWord, isRepeatedAgentNoun, looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import {
  GENDER_MARKER,
  isPayOrGrade,
  isPlace,
  isReference,
  JOB_BOARDS,
  LEGAL_SUFFIX,
} from "@/lib/ai/analysis/advert-vocabulary";

/**
 * The header lines job boards and careers pages put above an advert: "Title — Company · City", LinkedIn's
 * "Title" then "Company · City (Hybrid)", Indeed's title, company, location and pay lines, "Company — Title (City)"
 * (docs/product-rules.md, "Advert analysis").
 */

type Piece = { text: string; joiner: string };

// "Chargé·e", "collaborateur·rice": a middle dot between letters is French inclusive writing, not a separator.
const SEPARATOR = /(\s+[|·•—–]\s+|\s+-\s+|\s*[|•]\s*|(?<!\p{L})·\s*|\s*·(?!\p{L})|\s+@\s+|\s+\/\s+|\t+)/u;

/** Two forms of one word ("Logopädin" / "Logopäde"); the same word twice is a name repeated, not two forms. */
function sameStem(a: string, b: string): boolean {
  if (a.toLowerCase() === b.toLowerCase()) return false;
  let shared = 0;
  while (shared < Math.min(a.length, b.length) && a[shared]!.toLowerCase() === b[shared]!.toLowerCase())
    shared++;
  return shared >= 5;
}

const RATING = /\s+(?:\d(?:[.,]\d)?\s?★|★\s?\d(?:[.,]\d)?).*$/u;

/** "Title — DACH / Acme · Munich" → pieces with the separator that came before each. */
function pieces(line: string): Piece[] {
  // "Lácteos Valle del Mantaro S.A.C.    4,3 ★ (21 evaluaciones)": a board's rating beside the name.
  const parts = line.replace(RATING, "").split(SEPARATOR);
  const result: Piece[] = [];
  for (let index = 0; index < parts.length; index += 2) {
    const text = (parts[index] ?? "").trim().replace(/^[,;:\s]+|[,;:\s]+$/g, "");
    const joiner = (parts[index - 1] ?? "").trim();
    const previous = result.at(-1);
    // "Logopädin / Logopäde", "Infirmier / Infirmière": one title in both genders, not two pieces.
    // "Metzger / Fleischer (m/w)": two names of one job, marked for gender together.
    GENDER_MARKER.lastIndex = 0;
    const marked = GENDER_MARKER.test(text);
    GENDER_MARKER.lastIndex = 0;
    if (
      previous &&
      joiner === "/" &&
      (sameStem(previous.text.split(" ").at(-1)!, text.split(" ")[0]!) ||
        // "Zimmermann EFZ / Zimmerin EFZ", "Brauer:in / Mälzer:in": a title's two forms.
        sameStem(previous.text.split(" ")[0]!, text.split(" ")[0]!) ||
        (/[:*]in$/.test(previous.text) && /^\p{L}+[:*]in\b/u.test(text)) ||
        // "Advanced Scaffolder / Supervisor", "Farrier / Horseshoer": two names of one job, each a worker's noun.
        (previous.text.split(" ").length <= 3 &&
          text.split(" ").length <= 3 &&
          /^\p{Lu}/u.test(text) &&
          isAgentNounWord(previous.text.split(" ").at(-1)!) &&
          isAgentNounWord(text.split(" ").at(-1)!)) ||
        (marked && /^\p{Lu}[\p{L}-]+$/u.test(previous.text)))
    )
      previous.text = `${previous.text} / ${text}`;
    else if (text) result.push({ text, joiner });
  }
  return result;
}

/** Lines before the body starts: short lines, at most eight of them. */
export function headerZone(lines: AdvertLine[]): AdvertLine[] {
  const zone: AdvertLine[] = [];
  for (const line of lines) {
    // Separators are not words: "Title - Skill | Company Pvt Ltd | City" is a header, not a sentence.
    // (Nor are short brackets: "Care at Home Worker (x4) - Lerwick and Central Mainland - Part-time (20-30 hours)".)
    const words = line.text
      .replace(/\((?:[^()\s]+\s?){1,3}\)/g, " ")
      .split(" ")
      .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
    // "[Photo 1 of 3: … text overlay …]": a picture's description, not part of the header.
    if (/^\[[^\]]{10,}\]$/.test(line.text)) continue;
    // A group admin's note ("Admin: Please keep posts to jobs …") and a post's day ("Yesterday") come before the post.
    if (
      zone.length <= 3 &&
      /^(?:admin|moderator)\s*:|^(?:yesterday|today|just now|gestern|heute|hier|aujourd['’]hui|ayer|hoy|gisteren|vandaag)$/iu.test(
        line.text,
      )
    )
      continue;
    // "Clínica Deportiva del Valle de Aburrá S.A.S.": a legal form's last dot ends no sentence.
    const ended = /[.!?]$/.test(line.text) && !/(?:^|\s)(?:\p{L}{1,3}\.){2,}$/u.test(line.text);
    const sentence = words >= 12 || (words >= 7 && ended);
    // A bulleted list means the body has begun.
    if (sentence || zone.length >= 8 || /^[-•▪◦‣●■➢►]\s/u.test(line.text)) break;
    zone.push(line);
  }
  return zone;
}

/** An applicant-tracking system's or a classifieds site's field without its colon ("Job ID 2025-18841"). */
const FIELD_WITHOUT_COLON =
  /^(?:job locations?|locations?|job id|req(?:uisition)? id|category|position type|posted date|job type|job category|time type|recruiter type|salary type|contract type|employment type|ad id|branche|art|arbeitszeit|anzeigennummer|sector|secteur|sector de actividad|branche d['’]activité)\s/i;

/** A newspaper's or a site's section heading ("CLASSIFIEDS & APPOINTMENTS", "Stellenmarkt"), not an employer. */
const SECTION =
  /^(?:fiche de poste|profil de poste|description de poste|job description|description|beschreibung|descripción|descrizione|omschrijving|beschrijving|περιγραφή|описание|position description|stellenbeschreibung|functieomschrijving|descripción del puesto|classifieds?|appointments|jobs?|vacanc(?:y|ies)|situations vacant|careers|recruitment|public notices|notices|tenders|advertisement|advertisements|sponsored|stellenmarkt|stellenangebote|anzeigen|offres d['’]emploi|annonces|petites annonces|emplois?|clasificados|empleos?|vacatures|personeelsadvertenties|(?:manpower |job |personnel |staff |staffing )?requisition(?: form)?|avis de (?:recrutement|vacance(?: de poste)?)|updates|reviews|overview|posts|appel à candidatures?|stellenausschreibung|vacancy (?:notice|announcement)|notices? of vacanc(?:y|ies)|job posting|help wanted|convocatoria(?: de (?:empleo|personal|trabajo))?)(?:\s*(?:&|and|und|et|y|en|,)\s*(?:classifieds?|appointments|jobs?|vacancies|careers|recruitment|notices|tenders|stellenmarkt|anzeigen|annonces|emplois?|clasificados|empleos?|vacatures))*$/i;

/** A page's tabs or menu ("Overview   Products   Reviews   Updates   About"), copied as a line of its own. */
const MENU_WORDS = new Set(
  (
    "overview products reviews updates about photos posts home jobs menu services contact events search profile " +
    "notifications settings explore directions save nearby share send to phone chat feeds lists community people " +
    "videos reels shop info more apply log in sign up tabs details departments locations connect careers teams " +
    "benefits culture blog news"
  ).split(" "),
);
export function isMenuLine(text: string): boolean {
  const words = text
    .replace(/[^\p{L}\s]/gu, " ")
    .trim()
    .split(/\s+/);
  return words.length >= 3 && words.every((word) => MENU_WORDS.has(word.toLowerCase()));
}

function isNoise(segment: string): boolean {
  return (
    // ("📢 AVIS DE RECRUTEMENT": after its emoji.)
    SECTION.test(segment.replace(/^[^\p{L}\d]+/u, "")) ||
    isMenuLine(segment) ||
    // ("Search Facebook": a site's search box.)
    /^search(?:\s+\p{L}+)?$/iu.test(segment.trim()) ||
    // A job site's own name ("Portaljob Madagascar", "EmploiDakar", "jobsnearby").
    /^\p{L}*(?:job|jobs|emploi|empleo|vacature|vacatures|vacanc(?:y|ies))\p{L}*(?:\s+\p{Lu}\p{Ll}+)?$/iu.test(
      segment.trim(),
    ) ||
    // ("AZ Kleinanzeigen", "Jamaica Classifieds": a classifieds site.)
    /(?:^|\s)\p{L}*(?:kleinanzeigen|classifieds|marktplaats|clasificados|petites annonces)$/iu.test(
      segment.trim(),
    ) ||
    // "hotelcareer", "CareerJunction": "career" run together with another word names a site, not an employer.
    /^(?:\p{L}+career\p{L}*|career\p{L}+)$/iu.test(segment.trim()) ||
    // A classifieds site's kind of advertiser ("Profesional · Vigo").
    /^(?:profesional|particular|professional|private seller|privat|gewerblich|particulier|professionnel|zakelijk|bedrijf)$/i.test(
      segment.trim(),
    ) ||
    isPlace(segment) ||
    isWorkPatternNotFirm(segment) ||
    isPayOrGrade(segment) ||
    isReference(segment) ||
    // An applicant-tracking system's field without its colon ("Job Locations IN-KA-Bengaluru", "Job ID 2025-18841").
    FIELD_WITHOUT_COLON.test(segment) ||
    /\b(employees|applicants|followers|seguidores|abonnés|follower|alumni|skills match|connections?|ago|shifts?|hours|monday|friday|weekends?)\b/i.test(
      segment,
    ) ||
    // A town and its abbreviated county or prefecture ("Bandon, Co. Cork", "Χανιά, Ν. Χανίων" with a Greek Nu, "Elche, Prov. Alicante").
    /^\p{Lu}[\p{L}'’ -]{1,30},\s*(?:Co|N|Ν|Νομός|Dist|Prov|Dept|Dpto|Reg|Kr|Lkr)\.?\s+\p{Lu}/u.test(
      segment.trim(),
    ) ||
    // A house number, a street and a town ("12 Spur Loop, Wilberforce, Freetown").
    /^\d{1,5}[A-Za-z]?\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+){0,3},\s*\p{Lu}/u.test(segment.trim()) ||
    // Street addresses and seasons or years ("200 West Monroe Street, Suite 2800", "Wintersaison 2025/26").
    /\b(street|st\.|road|rd\.?|avenue|ave\.?|suite|lane|boulevard|blvd|drive|floor|straße|strasse|platz|weg|rue|avenue|calle|avenida|plaza)\b|\b(19|20)\d{2}\b/i.test(
      segment,
    ) ||
    // Dates and times of a post or message ("2 Oct 2025, 09:14", "Oct 7, 2025", "1h", "2 d").
    /^\d{1,2}\s?(m|h|d|w|mo|y|min|hr|hrs)\b|^\d{1,2}\s+\p{L}{3,9}\.?\s+\d{4}|^\p{L}{3,9}\.?\s+\d{1,2},\s+\d{4}|\b\d{1,2}:\d{2}\b/iu.test(
      segment,
    )
  );
}

function isTitlePiece(text: string): boolean {
  // "Office of the Deputy Governor", "Department of Health": a unit named after its head, not a job.
  if (/^(?:office|department|ministry|bureau|division|directorate|secretariat) of\s/i.test(text.trim()))
    return false;
  GENDER_MARKER.lastIndex = 0;
  const marked = GENDER_MARKER.test(text);
  GENDER_MARKER.lastIndex = 0;
  return marked || isTitleLike(text);
}

/** A line that labels a field ("Salary: …"), heads a section or greets ("Hi Sam,") names no company or title here. */
function isLabelOrGreeting(text: string): boolean {
  // A heading ("Ihre Aufgaben:") introduces a section; it names no one.
  return (
    /^[\p{L} '’]{2,30}\s?:(\s|$)/u.test(text) ||
    /^(?:hi|hello|hey|dear|hallo|bonjour|hola|liebe[rs]?|sehr geehrte[rn]?|cher|chère|chers|chères|querid[oa]s?|estimad[oa]s?|beste|geachte)(?![\p{L}])/iu.test(
      text,
    )
  );
}

/** How sure a header name is the employer: beside the title, on a line near it, further down, or after a dash. */
type Tier = "beside" | "near" | "far" | "qualifier";
const TIERS: Tier[] = ["beside", "near", "far", "qualifier"];

/** A message's sender: "Tyler Brooks · 2nd" and "Technical Recruiter at Quillfield" describe who wrote, not the job. */
const SENDER_ROLE =
  /^(.*\b(?:recruit\w*|recrut\w*|reclut\w*|talent|sourc\w*|consultant\w*|headhunter|people partner|hr\b|human resources)[^@]*?)\s+(?:at|@|chez|bei|bij|en)\s+(.+)$/i;

/** A post's author with their bio: "Emmanuel Ngwa · Founder & MD, Fako Hills Poultry 🐔 Buea". */
const OWNER_BIO =
  /^(\p{Lu}.{2,40}?\s+[·•]\s+(?:Co-?founder|Founder|Owner|Proprietor|CEO|MD|Managing Director|General Manager)(?:\s*(?:&|and|\/)\s*(?:Co-?founder|Founder|Owner|CEO|MD|Managing Director|General Manager))?)(?:,|\s+(?:at|@|of))\s+(\p{Lu}.+)$/u;

const CONNECTION = /^\p{Lu}[\p{L}'’. -]{2,60}\s+[·•]\s+(?:1st|2nd|3rd\+?)$/u;

/** A chat app's status under its contact's name ("last seen today at 10:31", "online"): the name is the sender's. */
const CHAT_STATUS =
  /^(?:last seen\b.*|online|typing…?|zuletzt online\b.*|vu (?:pour la dernière fois|aujourd['’]hui)\b.*|en ligne|últ\. vez\b.*|en línea|laatst gezien\b.*)$/i;

const GROUP_INFO =
  /^(?:public group|private group|groupe public|groupe privé|öffentliche gruppe|private gruppe|grupo público|grupo privado|openbare groep|besloten groep|privégroep)(?![\p{L}])|^(?:community\s*·\s*)?[\d.,]+\s*k?\s+(?:members|subscribers|followers|mitglieder|abonnenten|membres|abonnés|miembros|suscriptores|leden|abonnees|membros|thành viên|anggota|ahli|miyembro)(?![\p{L}])/iu;

export function senderEmployer(lines: AdvertLine[]): { name: string; at: number } | null {
  for (const line of headerZone(lines).slice(0, 6)) {
    const sender = SENDER_ROLE.exec(line.text) ?? OWNER_BIO.exec(line.text);
    if (sender)
      return {
        name: tidyName(sender[2]!.split(/\s+[|·•]\s+|\s*\p{Extended_Pictographic}/u)[0] ?? ""),
        at: line.index,
      };
  }
  return null;
}

/** LinkedIn's save button copies as "Save B1 Engineer – A320 – DXB at Falcon Crest Aerotechnics". */
const SAVE_BUTTON = /^Save\s+(.{3,120}?)\s+at\s+(\p{Lu}.{1,80})$/u;

function saveButton(lines: AdvertLine[]): { position: Candidate[]; company: Candidate[] } {
  for (const line of lines.slice(0, 30)) {
    const match = SAVE_BUTTON.exec(line.text);
    if (!match) continue;
    const titlePieces = pieces(match[1]!).filter((piece, index) => index === 0 || !isNoise(piece.text));
    const company = tidyName(match[2]!);
    return {
      position: [
        {
          value: cleanTitle(titlePieces.map((piece) => piece.text).join(" – ")),
          evidence: "header",
          at: line.index,
        },
      ],
      company: isCompanyLike(company) ? [{ value: company, evidence: "header", at: line.index }] : [],
    };
  }
  return { position: [], company: [] };
}

export function readHeader(lines: AdvertLine[]): { position: Candidate[]; company: Candidate[] } {
  const saved = saveButton(lines);
  const fromZone = readHeaderZone(lines.filter((line) => !SAVE_BUTTON.test(line.text)));
  return {
    position: [...fromZone.position, ...saved.position],
    company: [...saved.company, ...fromZone.company],
  };
}

const HIRING_SENTENCE =
  /\s(?:sucht|suchen|seeks|is seeking|is looking for|recherche|recrute|busca|buscamos|zoekt|zoeken)\s+(?:eine?n?|a|an|un|une|una|uno|een|zum|per|ab|dringend|ab sofort|\p{Ll})/u;

/**
 * "Offre d'emploi : Chef de caisse (H/F)" under a letterhead: a job offer's label before its title. (Not a careers
 * site's "Job Title" field or a channel's "VACATURE:" tag, whose lines above name the site or the channel.)
 */
const TITLE_LABEL =
  /^(?:offre d['’]emploi|job offer|stellenangebot|oferta de empleo|oferta de trabajo|llamado|convocatoria|concurso)\s?(?::|\s[–—])\s+(.+)$/iu;

/** "DIERENPARK" / "BOSRAND" at the top, "Dierenpark Bosrand in Houthalen …" below: a logo's name over two lines. */
function logoLinesJoined(zone: AdvertLine[], body: string): AdvertLine[] {
  const joined: AdvertLine[] = [];
  for (const line of zone) {
    const previous = joined.at(-1);
    const oneWord = (text: string) => /^[\p{L}\p{N}&'’-]{2,}$/u.test(text);
    if (
      previous &&
      previous.index === line.index - 1 &&
      oneWord(previous.text) &&
      oneWord(line.text) &&
      // (On one line of the body: the logo's own two lines are not a mention.)
      new RegExp(`(?<![\\p{L}])${previous.text}[ \\t]+${line.text}(?![\\p{L}])`, "iu").test(body)
    ) {
      joined[joined.length - 1] = { ...previous, text: `${previous.text} ${line.text}` };
      continue;
    }
    joined.push(line);
  }
  return joined;
}

function readHeaderZone(lines: AdvertLine[]): { position: Candidate[]; company: Candidate[] } {
  const body = lines.map((line) => line.text).join("\n");
  // A title given with its label still stands among the header's lines, so the names above it are read beside it.
  const all = logoLinesJoined(headerZone(lines), body).map((line) => {
    const title = TITLE_LABEL.exec(line.text)?.[1];
    return title ? { ...line, text: title } : line;
  });
  // A message's sender: their role line, and the name line just above it.
  const zone = all.filter(
    (line, index) =>
      !isLabelOrGreeting(line.text) &&
      // A chat export's "[09:12, 02/12/2026] Name: message" lines are messages, not a header.
      !/^\[[^\]]{4,30}\]/.test(line.text) &&
      // A newspaper's running head ("Anzeiger Oberes Emmental | Donnerstag, 19. November 2026 | Seite 23").
      !/(?:^|\|\s*|\s{2,}|(?:19|20)\d\d\s+)(?:seite|page|pagina|página|blz\.?)\s+\d+\s*$/i.test(line.text) &&
      // "14   THE PUNJAB OBSERVER, LAHORE, SUNDAY, NOVEMBER 29, 2026   CLASSIFIED": a classifieds page's running head.
      !(
        /\b(?:classifieds?|appointments|vacancies|anzeigen|stellenmarkt|annonces|clasificados|advertenties)(?:\s+\d{1,3})?\s*$/i.test(
          line.text,
        ) && /\b(?:19|20)\d\d\b/.test(line.text)
      ) &&
      !SENDER_ROLE.test(line.text) &&
      // A site's tagline ("Informing humanitarians worldwide 24/7 — a service provided by UN OCHA").
      !/(?<![\p{L}])(?:a service (?:provided|run) by|powered by|brought to you by)(?![\p{L}])/iu.test(
        line.text,
      ) &&
      // "Kirchengemeinde Sankt Marien sucht eine Küsterin (m/w/d)": a sentence, which the body readers take apart.
      !HIRING_SENTENCE.test(line.text) &&
      // "idealist" over the title: the board's name, not the job.
      !JOB_BOARDS.test(line.text.trim()) &&
      // "Gareth Pritchard · 2nd" over his headline: a LinkedIn message's sender, not the job.
      !CONNECTION.test(line.text) &&
      !CONNECTION.test(all[index - 1]?.text ?? "") &&
      // "Rizwan – Gulf Bridge Manpower" over "+974 …" and "last seen today at 10:31": the chat's contact, not the job.
      !CHAT_STATUS.test(line.text) &&
      !all.slice(index + 1, index + 3).some((next) => CHAT_STATUS.test(next.text)) &&
      // A social group's name over "Groupe public · 48,2 k membres": where the post was shared, not who posted it.
      !GROUP_INFO.test(line.text) &&
      // ("Marisol Cho  ·  Admin": a group member and their badge.)
      !/\s·\s+(?:admin|moderator|group expert|top contributor|rising contributor|author|new member)\s*$/i.test(
        line.text,
      ) &&
      !GROUP_INFO.test(all[index + 1]?.text ?? "") &&
      !(
        SENDER_ROLE.test(all[index + 1]?.text ?? "") && personAtStart(line.text.split(/\s+[·|]\s+/)[0] ?? "")
      ),
  );
  const rows = zone.map((line) => pieces(line.text));
  const text = lines.map((line) => line.text).join("\n");
  // A title no word list knows ("Professional Ski Patroller") counts when no header piece reads as one.
  const known = rows.some((row) =>
    row.some((piece) => isTitlePiece(piece.text) && !FIELD_WITHOUT_COLON.test(piece.text)),
  );
  // "Recruiter Type Private": a field of the site's, not a title.
  const isTitle = (piece: string) =>
    (isTitlePiece(piece) && !FIELD_WITHOUT_COLON.test(piece)) ||
    (!known && !isNoise(piece) && !isFirmName(piece) && isRepeatedAgentNoun(piece, text));
  // Glassdoor's "Harrowfield Veterinary Group" above "Veterinary Surgeon": a firm's name is the title only if
  // no other header line is a title.
  // ("Clinic Assistant (Full-time, 5.5 days)": a firm's word before a job's word is still a title.)
  // ("Fenwick Larsen Architects": a firm named for its people, in the plural, is still the firm.)
  const headIsRole = (piece: string) => {
    const head =
      cleanTitle(piece)
        .replace(/\s*\(.*$/, "")
        .split(" ")
        .at(-1) ?? "";
    return !/s$/i.test(head) && looksLikeJobTitle(head);
  };
  const titleAt = (firm: boolean) =>
    rows.findIndex((row) =>
      row.some((piece) => isTitle(piece.text) && (firm || !isFirmName(piece.text) || headIsRole(piece.text))),
    );
  const titleRow = titleAt(false) === -1 ? titleAt(true) : titleAt(false);
  if (titleRow === -1) return { position: [], company: [] };
  const firmAllowed = titleAt(false) === -1;
  const found0 = rows[titleRow]!.findIndex(
    (piece) => isTitle(piece.text) && (firmAllowed || !isFirmName(piece.text) || headIsRole(piece.text)),
  );
  // "Glazier – Commercial": an agent noun the advert names again, first on the line, is the title; what follows
  // the dash qualifies it (a French "Commercial" would be a title on its own).
  const first = rows[titleRow]![0]!.text;
  const titleIndex =
    found0 > 0 && !isNoise(first) && !isFirmName(first) && isRepeatedAgentNoun(first, text) ? 0 : found0;
  const position: Candidate[] = [
    { value: cleanTitle(rows[titleRow]![titleIndex]!.text), evidence: "header", at: zone[titleRow]!.index },
  ];

  const found = new Map<Tier, Candidate[]>(TIERS.map((tier) => [tier, []]));
  const add = (tier: Tier, whole: string, at: number) => {
    // "Stiftung Seeblick, Tagessonderschule": the organisation, then its unit.
    const [name, unit] = whole.split(/,\s+/);
    const piece = unit && isFirmName(name!) && !LEGAL_SUFFIX.test(whole) ? name! : whole;
    // "(Low Grown Teas Division)" under the title: a part of the employer, in brackets, is not the employer.
    if (/^\(.*\)$/.test(piece)) return;
    if (isNoise(piece) || (isTitle(piece) && !isFirmName(piece)) || !isCompanyLike(piece)) return;
    // "Middelburg" under the employer's name, and "in Middelburg" in the body: a town no list holds.
    if (
      /^\p{Lu}[\p{L}-]+$/u.test(piece) &&
      !isFirmName(piece) &&
      new RegExp(`(?<![\\p{L}])(?:in|à|en|te|nahe|near)\\s+${piece}(?![\\p{L}])`, "u").test(text)
    )
      return;
    // A name with a legal form ("WHITFORD & CRANE LLP") is the employer wherever it stands in the header; one with a
    // firm word ("Accountantskantoor De Smet & Van Hecke") beats a town on a line near the title.
    found
      .get(LEGAL_SUFFIX.test(piece) || (tier === "near" && isFirmName(piece)) ? "beside" : tier)!
      .push({ value: tidyName(piece), evidence: "header", at });
  };
  rows.forEach((row, rowIndex) => {
    const at = zone[rowIndex]!.index;
    if (rowIndex === titleRow) {
      row.forEach((piece, index) => {
        if (index === titleIndex) return;
        // After the title, a dash usually adds a qualifier ("Staff Nurse – Cardiology", "Nurse – Mental Health")
        // unless a firm follows that the advert names again.
        // (And what follows that dash: "… – Al Quoz / Business Bay".)
        const dash =
          index > titleIndex &&
          row.slice(titleIndex + 1, index + 1).some((part) => /^[—–-]$/.test(part.text ? part.joiner : ""));
        // ("Delivery Driver – Eastside Provisions Wholesale (Grenville depot)", then "Eastside Provisions Wholesale
        // supplies shops …": a name that opens a sentence of the body is the firm's.)
        const name = piece.text.replace(/\s*\([^)]*\)$/, "");
        const firm =
          (isFirmName(piece.text) && mentions(text, piece.text) >= 2) ||
          (name.split(/\s+/).length >= 2 &&
            new RegExp(`(?:^|[.!?]\\s+)${escapeRegExp(name)}\\s+\\p{Ll}`, "mu").test(text));
        add(dash && !firm ? "qualifier" : "beside", firm ? name : piece.text, at);
      });
      return;
    }
    // "natuur · dieren · beleving" under the logo: a tagline in small letters, not a name.
    if (row.length >= 2 && row.every((piece) => /^\p{Ll}/u.test(piece.text))) return;
    // "Saint-Pierre - 974", "08258 Markneukirchen - Vogtlandkreis": a line with a postcode is the place.
    if (row.some((piece) => /^\(?\d{3,5}\)?(?:\s|$)/.test(piece.text))) return;
    // Another line: its first piece ("Company · City"), near the title or further down the header; of a bilingual
    // name ("Cyngor Sir Dwyfor ac Arfon / Dwyfor and Arfon County Council") the half a firm word marks.
    const first =
      (row[0] && !isFirmName(row[0].text)
        ? row.find((piece) => piece.joiner === "/" && isFirmName(piece.text))
        : undefined) ?? row[0];
    if (first) add(Math.abs(rowIndex - titleRow) <= 2 ? "near" : "far", first.text, at);
  });
  const tier = TIERS.find((name) => found.get(name)!.length);
  // "Industrial Electrician – Water Treatment", "Mechanical Design Engineer II – Packaging Lines": a name after the
  // title's dash is more likely a qualifier than the employer, so a name the body gives beats it.
  const company = (tier ? found.get(tier)! : []).map((candidate) =>
    tier === "qualifier" ? { ...candidate, evidence: "body" as const, at: 50_000 + candidate.at } : candidate,
  );
  return { position, company };
}
