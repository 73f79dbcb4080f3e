import { cleanTitle, isTitleLike, type Candidate } from "@/lib/ai/analysis/advert-candidates";
import { personAtStart } from "@/lib/ai/analysis/advert-people";
import type { AdvertLine } from "@/lib/ai/analysis/advert-text";
import { isRepeatedAgentNoun } from "@/lib/ai/analysis/roles";
import { unhyphenated } from "@/lib/ai/analysis/text";
import {
  GENDER_MARKER,
  isPayOrGrade,
  isPlace,
  isReference,
  isWorkPattern,
} from "@/lib/ai/analysis/advert-vocabulary";

/**
 * Where an advert states its job title besides the header: a labelled field, the line with a gender marker
 * ("(m/w/d)", "(H/F)"), and sentences such as "X seeks a Head of Mathematics", "Join us as…", "Wir suchen…",
 * "Nous recherchons…", "Buscamos…" (docs/product-rules.md, "Advert analysis").
 */

const LABEL =
  /^(job title|position|position title|role|role title|vacancy|vacancy title|post|post title|job|job role|title|stelle|stellenbezeichnung|stellentitel|poste|intitulé du poste|intitulé|titre du poste|titre de l['’]emploi|título del puesto|nombre del puesto|functienaam|functiebenaming|benaming|puesto|cargo|vacante|vacature|functie|functietitel|fonction|emploi|métier)(?:\s*:\s*|\s+[-–]\s+)(.+)$/i;

const ADJECTIVES =
  "(?:(?:more|motivated|talented|experienced|passionate|skilled|dynamic|enthusiastic|driven|brilliant|proactive|exceptional|ambitious|curious|dedicated|hands-on|highly|organised|organized|friendly|new|next|first|permanent|full-time|part-time|qualified|outstanding|committed|inspiring|creative|detail-oriented|commercially|minded|self-motivated|confident|caring|compassionate)[,]?\\s+)*";

/** What follows an introducing phrase up to the end of the clause. */
const CLAUSE = "([^\\n.!?;:]{3,120})";
const CLAUSE_END =
  /\s+and\s+(?:you|you['’]d|you['’]ll|we|we['’]ll|I|they)\b.*$|\s+(?:to|who|with|that|which|in|for|at|on|based|within|across|and (?:help|join|lead|work)|joining|reporting|um|pour|para|que|qui|der|die|das|zur|zum|ab|à|au|en|con|dans|para|voor|met|om|bij|die|dat|ter)\s.*$|\s+to$|,.*$|\s+[–—-]\s.*$|\s+(?:a|de) (?:tiempo|jornada) (?:completo|completa|parcial)\b.*$|\s+(?:à|a) temps (?:plein|partiel)\b.*$/i;

const HIRING_SENTENCE = new RegExp(
  `\\b(?:hiring|to hire|to recruit|seeking|seeks|looking for|recruiting|searching for|is recruiting|need|needs|requires|require|wants)\\s+(?:an?|the|our|two|three|several|one|additional|\\d{1,2})\\s+${ADJECTIVES}${CLAUSE}`,
  "gi",
);

/**
 * "la apertura del concurso … para el puesto de GUARDAPARQUES (3 plazas)", "applications for the post of Library
 * Assistant", "candidatures pour le poste de magasinier": the post named after its word, whatever its words.
 */
const POST_OF =
  /(?<![\p{L}])(?:(?:para|al|del)\s+(?:el\s+)?(?:puesto|cargo)\s+de|(?:pour|au)\s+(?:le\s+)?poste\s+d(?:e\s+|['’])|for\s+the\s+(?:post|position|role)\s+of|voor\s+de\s+functie\s+(?:van|als))\s+(?:an?\s+|un(?:e|a)?\s+)?(\p{L}[^\n.!?;:,()]{2,60}?)(?=\s*(?:\(|,|\.|;|:|\n|$|\s+(?:con|en|in|at|à|avec|with|bij)\s))/giu;

const SENTENCES: RegExp[] = [
  new RegExp(`\\bas\\s+(?:an?|our|the)\\s+${ADJECTIVES}${CLAUSE}`, "gi"),
  HIRING_SENTENCE,
  new RegExp(`\\bvacancy for\\s+(?:an?\\s+)?${ADJECTIVES}${CLAUSE}`, "gi"),
  // "📣 We're hiring! Resident Marine Biologist at Vilu Falhu Resort": the title after the call.
  // ("We're hiring: Junior Web Developer — Windhoek (hybrid)": or up to a dash or the line's end.)
  /\b(?:we['’]re|we are|now) hiring[!:]\s+(?:an?\s+)?(\p{Lu}[^\n.!?;:]{2,60}?)(?:\s+(?:at|@|for|in|with)\s|\s+[—–|]\s|(?=[ \t]*(?:\n|$)))/giu,
  // "…, empresa productora de vinos, un/a Jefe/a de Bodega.": a title after the inclusive article.
  /(?<![\p{L}])(?:un\/a|un\(a\)|un·a|uno\/a)\s+(\p{Lu}[^\n.,;:]{2,60})/gu,
  // "WE'RE HIRING ⛵ Sailmaker wanted, full time": the call, then the title and what is wanted.
  /\bhiring[!:]?[\s\p{Extended_Pictographic}\u200d\ufe0f]+(\p{Lu}[\p{L} -]{2,40}?)\s+(?:wanted|needed)\b/giu,
  // "interested in a Staff Data Engineer opening", "our new Office Manager role".
  new RegExp(
    `\\b(?:an?|the|our|this|new)\\s+${ADJECTIVES}([^\\n.!?;:,]{3,80}?)\\s+(?:role|position|opening|vacancy|job|post|opportunity)\\b`,
    "gi",
  ),
  new RegExp(
    `\\b(?:wir suchen|suchen wir|sucht|sucht ab sofort|suchen ab sofort)\\s+(?:(?:ab sofort|zum nächstmöglichen zeitpunkt|zum \\d+\\.\\s*\\w+(?:\\s+\\d{4})?|in vollzeit|in teilzeit|unbefristet|für unser(?:en)? (?:team|standort) in \\w+)\\s+)*(?:eine[nr]?\\s+|dich als\\s+|sie als\\s+)?${CLAUSE}`,
    "gi",
  ),
  new RegExp(
    `\\b(?:nous recherchons|nous recrutons|recrute(?![a-zà-ÿ])|recherche(?![a-zà-ÿ])|rejoins-nous en tant que|en tant que|(?:au |le )?recrutement\\s+d['’](?=une?\\s))\\s*(?:un\\(e\\)|un·e|une?\\s+|notre\\s+|son\\s+|sa\\s+|des\\s+)?(?:futur(?:e)?\\s+)?${CLAUSE}`,
    "gi",
  ),
  // "abrimos 4 plazas de TORCEDOR/A DE PUROS PREMIUM para …", "we have 2 vacancies for …".
  new RegExp(
    `\\b(?:abrimos|tenemos|ofrecemos|contamos con|we have|we've got|there are)\\s+(?:\\d+|dos|tres|cuatro|cinco|two|three|four|five|several|varias|varios)\\s+(?:nuevas?\\s+)?(?:plazas?|vacantes?|puestos?|posiciones|vacancies|openings|positions)\\s+(?:de|para|for|as)\\s+([^\\n.!?;:]{3,120}?)(?=\\s+(?:para|for|en|in|at)\\b|[\\n.!?;:]|$)`,
    "gi",
  ),
  new RegExp(
    `\\b(?:buscamos|busca|estamos buscando|precisa|necesitamos|solicita|solicitamos|incorporar(?:á)?|selecciona|como)\\s+(?:a\\s+)?(?:un\\(a\\)|un/a|una?\\s+|nuestr[oa]\\s+|el\\s+|la\\s+)?(?:nuev[oa]\\s+)?${CLAUSE}`,
    "gi",
  ),
  POST_OF,
  new RegExp(
    `\\b(?:wij zoeken|we zoeken|zoeken wij|zoeken we|zoekt|(?:is|zijn) (?:wij |we )?op zoek naar)\\s+(?:(?:per direct|met spoed|voor (?:ons|onze) [\\p{L}-]+(?: in [\\p{L}-]+)?(?: \\([^)]*\\))?)\\s+)*(?:een\\s+|onze?\\s+)?(?:nieuwe\\s+|ervaren\\s+)?${CLAUSE}`,
    "giu",
  ),
];

/** "an experienced Senior Engineer to join…" → "Senior Engineer". */
function titleFromClause(clause: string): string {
  const cut = clause.replace(GENDER_MARKER, " ").replace(CLAUSE_END, "").trim();
  return cleanTitle(cut);
}

/** A recruiter's e-mail subject: "Opportunity – B1 Licensed Engineer (ATR 72) | Lagos | Ref HT/AV/0611". */
const SUBJECT = /^(?:subject|betreff|objet|asunto|onderwerp|oggetto|assunto)\s*:\s*(.+)$/i;
const ALERT_SUBJECT =
  /(?<![\p{L}])(?:alerte?s?|job alert|suchauftrag|jobagent|jobalarm|zoekopdracht|vacaturemelding|alerta|alertas)(?![\p{L}])/iu;
const SUBJECT_LEAD =
  /^(?:(?:re|fwd?|aw|wg|tr|rv)\s*:\s*)*(?:(?:new|exciting|confidential|urgent|job|career|permanent|contract)\s+)*(?:(?:opportunity|opening|role|vacancy|position|job|opportunité|poste|oportunidad|stelle|vacature)(?![a-zäöüßàâéèêëîïôûùç]))?\s*(?:[:–—-]\s*|\bfor\s+(?:an?\s+)?|\bas\s+(?:an?\s+)?)?/i;

function subjectTitle(text: string): string {
  const subject = SUBJECT.exec(text)?.[1];
  // "1 nouvelle offre pour votre alerte « assistante direction – Lomé »": a job board's alert names the search.
  if (!subject || ALERT_SUBJECT.test(subject)) return "";
  // "CONFIDENTIAL MANDATE - FLEET & TRANSPORT MANAGER - NAIROBI": the first piece that reads as a title.
  const subjectPieces = subject.replace(SUBJECT_LEAD, "").split(/\s+[|·•]\s+|\s+[–—-]{1,2}\s+/);
  const first = (subjectPieces.find((piece) => isTitleLike(cleanTitle(piece))) ?? subjectPieces[0] ?? "")
    // "Senior Frontend Engineer at Acuity Ledger", "Snowcat operators for Gudauri", "Paralegal vacancy - Private
    // Client team".
    .replace(/\s+(?:at|@|with|for)\s+\p{Lu}.*$/u, "")
    .replace(/\s+(?:vacancy|opportunity|opening|role|position)(?=\s|$)/i, "");
  const title = cleanTitle(first);
  return isTitleLike(title) ? title : "";
}

/** A chat export's "[28/11/2026, 08:04:55] Boitumelo Sebele: " before each message. */
const CHAT_HEADER = /^\[[^\]]{4,30}\]\s*[^:]{3,40}:\s*/;

/** A post tagged as an advert: "@here [HIRING] Front of House Sound Engineer – Pelican Yard Live, Bridgetown – …". */
export const HIRING_TAG =
  /^(?:@\S+\s+)*\[(?:hiring|now hiring|we['’]re hiring|job|vacancy|recruiting)\]\s*:?\s*(.+)$/i;

/** The pieces of a tagged post's first line: the title, then often the employer and the place. */
/** "🏉 HIRING 🏉 Strength & Conditioning Coach – …", "WE'RE HIRING: …": the tag in capitals, between symbols. */
const SHOUTED_HIRING_TAG =
  /^(?:[^\p{L}\p{N}\s]{1,4}\s*)?(?:NOW |WE['’]RE )?HIRING(?:\s*[^\p{L}\p{N}\s]{1,4}|\s*[:!])\s*(.+)$/u;

export function taggedPieces(text: string): string[] {
  const tagged = HIRING_TAG.exec(text)?.[1] ?? SHOUTED_HIRING_TAG.exec(text)?.[1];
  return tagged ? tagged.split(/\s+[–—|·]\s+|\s+-\s+/).map((piece) => piece.trim()) : [];
}

/** "(4 POSTS)", "(2 vacancies)": how many posts, no part of the title. */
const POST_COUNT =
  /\s*\(\s*\d+\s+(?:posts?|positions?|vacanc(?:y|ies)|openings?|plazas?|postes?|stellen)\s*\)/i;
const withoutPostCount = (title: string) => title.replace(POST_COUNT, "");

/** A public employment service's classification ("Occupation: Croupier", "Beruf: Uhrmacher/in EFZ"): the title only
 * when the advert gives no other. */
const OCCUPATION = /^(?:occupation|ocupación|beruf|profession|profesión|beroep)\s*:\s*(.{3,80})$/i;

export function occupationField(lines: AdvertLine[]): Candidate[] {
  return lines.flatMap((line) => {
    const value = OCCUPATION.exec(line.text)?.[1]?.trim();
    return value ? [{ value: cleanTitle(value), evidence: "label" as const, at: line.index }] : [];
  });
}

export function labelledPosition(lines: AdvertLine[]): Candidate[] {
  const found = lines.flatMap((line) => {
    const text = line.text.replace(CHAT_HEADER, "");
    const match = LABEL.exec(text);
    const tagged = taggedPieces(text)[0];
    // ("POSITION:   TELLERS (4 POSTS)          REQUIREMENTS": a two-column row's other heading, and the count of posts.)
    // "**Hiring: Paraplanner, small IFA in Douglas (full time)**": a post's call, the title up to its comma.
    // ("1/4 WE ARE HIRING 📢 Farm Supervisor – layers unit, …": a thread's first post.)
    const hiring =
      /^(?:\d{1,2}\/\d{1,2}\s+)?\**\s*(?:hiring|now hiring|we['’]re hiring|we are hiring)\s*(?::|!+|(?=\s*\p{Extended_Pictographic}))\s*(?:[\p{Extended_Pictographic}\uFE0F]+\s*)?([^,(*\n—–|]{3,60}?)(?=\s*(?:[,(*—–|]|\s-\s|at\s+\p{Lu}|for\s+(?:our|the|a|an|my)\s|$))/iu
        .exec(text)?.[1]
        ?.trim();
    const value =
      hiring && isTitleLike(hiring)
        ? cleanTitle(hiring)
        : match
          ? cleanTitle(
              (match[2] ?? "")
                .split(/\s{3,}/)[0]!
                .replace(POST_COUNT, "")
                .replace(
                  /\s+(?:REQUIREMENTS|RESPONSIBILITIES|QUALIFICATIONS|DUTIES|DETAILS|LOCATION|SALARY)$/,
                  "",
                ),
            )
          : tagged && isTitleLike(tagged)
            ? cleanTitle(tagged)
            : subjectTitle(text);
    // "Vacancy: 3" counts the posts; a title has letters. "Fonction : Production / Maintenance / Qualité" is a
    // site's job family: three or more names in a row, or two where neither reads as a title ("Comptabilité /
    // Finance").
    const names = value.split(/\s+\/\s+/);
    // (leboncoin's "Fonction   Vente": a board's job family in one word, a field rather than a title.)
    const familyField =
      !hiring && /^(?:fonction|function|job function|funci[oó]n)$/i.test(match?.[1]?.trim() ?? "");
    // ("Job Title: Optician / Optical Dispenser" is one job under two names.)
    const titleField =
      /^(?:job title|post title|position title|title|role title|intitulé du poste|stellenbezeichnung|puesto|functietitel|functiebenaming|functienaam)$/i.test(
        match?.[1]?.trim() ?? "",
      );
    const family =
      !titleField &&
      (names.length >= 3 ||
        (names.length === 2 && !names.some((name) => isTitleLike(name))) ||
        (familyField && !isTitleLike(value)));
    return value && value.length <= 100 && /\p{L}/u.test(value) && !family
      ? [{ value, evidence: "label" as const, at: line.index }]
      : [];
  });
  // "VACANCY: Sewing Machine Mechanics x3" in the subject, "POSITION: SEWING MACHINE MECHANIC (3 POSTS)" below: the
  // post is the singular.
  const folded = (value: string) => value.toLowerCase();
  return found.filter(
    (candidate) => !found.some((other) => folded(candidate.value) === `${folded(other.value)}s`),
  );
}

function isNoiseAfterTitle(piece: string): boolean {
  return isPlace(piece) || isWorkPattern(piece) || isPayOrGrade(piece) || isReference(piece);
}

/** The text before "(m/w/d)" or "(H/F)" is the title, wherever the line stands. */
export function genderMarkedPosition(lines: AdvertLine[]): Candidate[] {
  return lines.flatMap((line) => {
    GENDER_MARKER.lastIndex = 0;
    const marker = GENDER_MARKER.exec(line.text);
    GENDER_MARKER.lastIndex = 0;
    if (!marker) return [];
    const before = line.text.slice(0, marker.index).split(/\s+[|·–—]\s+|\s+-\s+|:\s+/);
    // "… de groupes électrogènes en Afrique de l'Ouest, un Technicien Groupes Électrogènes (H/F)": a sentence
    // ends on the title after its article.
    const clause = before[0] ?? "";
    const article = [
      ...clause.matchAll(/(?:^|[\s,])(?:un|une|un\(e\)|an?|einen?|eine|el|la|een)\s+(?=\p{Lu})/gu),
    ].at(-1);
    let candidate =
      before.length > 1
        ? titleFromPieces(before)
        : titleFromClause(
            withoutLeadIn(
              article && article.index > 0 ? clause.slice(article.index + article[0].length) : clause,
            ),
          );
    // "Tragwerksplaner (m/w/d) Hochbau", "Architekt (m/w/d) für Ausführungsplanung": on a title line, what follows
    // the marker up to a separator is the title's specialism.
    const rest = (
      line.text.slice(marker.index + marker[0].length).split(/\s+[|·–—]\s+|\s+-\s+|[,:]\s+/)[0] ?? ""
    ).trim();
    if (
      candidate &&
      rest &&
      line.text.split(" ").length <= 12 &&
      !/[.!?]$/.test(line.text) &&
      rest.split(" ").length <= 6 &&
      // "für Ausführungsplanung" is a specialism; "für das Tiefbauamt" names the unit.
      /^(?:\p{Lu}|(?:für|pour|en|de|voor)\s+\p{Lu})/u.test(rest) &&
      // ("FÜR UNSERE WERKSTATT IN WINDHOEK": where the job is, not what it is.)
      !/^(?:für|pour|voor)\s+(?:unsere[nmrs]?|unser|die|das|den|dem|der|eine[nmrs]?|ein|notre|nos|votre|la|le|les|onze|ons|het|de)(?![\p{L}])/iu.test(
        rest,
      ) &&
      !isNoiseAfterTitle(rest)
    )
      candidate = cleanTitle(`${candidate} ${rest}`);
    return candidate && candidate.split(" ").length <= 10
      ? [{ value: candidate, evidence: "header" as const, at: line.index }]
      : [];
  });
}

/** "X, spécialiste du recrutement…, recherche pour son client, une filiale…, un Comptable Général": from the last article after the verb. */
const LEAD_IN_TO_ARTICLE =
  /^.*\b(?:suchen|sucht|recherchons|recherche|recrute|recrutons|buscamos|busca|zoekt|zoeken)\b.*\s(?:eine[nr]?|une?|una?|een)\s+/i;

function withoutLeadIn(text: string): string {
  if (LEAD_IN_TO_ARTICLE.test(text)) return text.replace(LEAD_IN_TO_ARTICLE, "");
  return text.replace(
    /^.*\b(?:suchen|recherchons|buscamos|als|comme|como)\s+(?:eine[nr]?\s+|une?\s+|una?\s+)?/i,
    "",
  );
}

/** "Acme — Consultant Junior – Stratégie" → "Consultant Junior – Stratégie": from the first piece naming a role. */
function titleFromPieces(pieces: string[]): string {
  const start = pieces.findIndex((piece) => isTitleLike(piece));
  if (start === -1) return titleFromClause(withoutLeadIn(pieces[pieces.length - 1] ?? ""));
  const kept = pieces.slice(start).filter((piece, index) => index === 0 || !isNoiseAfterTitle(piece));
  return cleanTitle(withoutLeadIn(kept.join(" – ")));
}

const lettersOnly = (text: string) =>
  text
    .replace(/[^\p{L}\s-]/gu, "")
    .replace(/\s+/g, " ")
    .trim();

/** "Buscamos SALVAVIDAS para …" and later "certificación de salvavidas": a job shouted after the call, named again. */
function shoutedAndRepeated(value: string, text: string): boolean {
  if (!/^\p{Lu}{4,}(?:[ -]\p{Lu}{2,}){0,2}$/u.test(value)) return false;
  return new RegExp(`(?<![\\p{L}])${value.toLowerCase()}(?![\\p{L}])`, "u").test(text);
}

/** "… invites applications … to fill the position of:" / "LUMBER GRADER": the title on the line below. */
const POSITION_OF = /\b(?:position|post|vacancy|role)\s+of\s*:\s*\n\s*([^\n]{3,60})/giu;

export function bodyPositions(raw: string): Candidate[] {
  const found: Candidate[] = [];
  const text = unhyphenated(raw);
  // (The line under "the position of:" is labelled by it, as a form's field is, whatever a letterhead above says.)
  for (const match of text.matchAll(POSITION_OF)) {
    const value = cleanTitle(withoutPostCount(match[1] ?? ""));
    if (value && value.split(" ").length <= 6 && !/[.!?]$/.test(value))
      found.push({ value, evidence: "label", at: 10_000 + (match.index ?? 0) });
  }
  for (const pattern of SENTENCES) {
    for (const match of text.matchAll(pattern)) {
      const value = titleFromClause(match[1] ?? "");
      // "Al Nakheel Riding Club is hiring a Stable Hand.": after "hiring a", words in capitals are the title even
      // when no job word tells it ("Groom", "Stable Hand").
      const framed =
        (pattern === HIRING_SENTENCE || pattern === POST_OF) &&
        /^\p{Lu}[\p{L}'’/-]+(?:\s+\p{Lu}[\p{L}'’/-]+){0,3}$/u.test(value) &&
        !isPlace(value);
      if (
        value &&
        (isTitleLike(value) || framed || isRepeatedAgentNoun(value, text)) &&
        value.split(" ").length <= 8
      )
        found.push({ value, evidence: "body", at: 10_000 + (match.index ?? 0) });
      else if (shoutedAndRepeated(lettersOnly((match[1] ?? "").replace(CLAUSE_END, "")), text))
        found.push({ value: lettersOnly(value), evidence: "body", at: 10_000 + (match.index ?? 0) });
    }
  }
  return found;
}

/** Last resort: a short line that is only a title ("### Developer Advocate (Remote, EU time zones)"). */
export function titleLines(lines: AdvertLine[]): Candidate[] {
  // "Marcia Holder" / "Programme Coordinator, Construction Management": the line under a name alone is the signer's
  // role, not the job (a forwarded chain's signatures).
  const underName = (at: number) => {
    const previous = lines[at - 1];
    return (
      previous !== undefined &&
      previous.index === lines[at]!.index - 1 &&
      personAtStart(previous.text)?.name === previous.text.trim()
    );
  };
  return lines.flatMap((line, at) =>
    line.text.split(" ").length <= 10 &&
    !underName(at) &&
    // "Le Directeur Commercial" under a French letter: a signer's function takes the article; a job title does not.
    !/^(?:le|la|l['’]|the|der|die|el|het)\s+\p{L}/iu.test(line.text) &&
    // A bulleted line is a duty or a requirement; "Bryn Aldous, owner" is a signature.
    !/^[-•▪◦‣●■➢►*]\s/u.test(line.text) &&
    !personAtStart(line.text) &&
    isTitleLike(line.text) &&
    !/[.!?:]$/.test(line.text) &&
    // "Contact Person:      Keisha Outerbridge, Practice Manager": a labelled field, not a title line.
    !/^[\p{L} '’]{2,30}:\s{2,}|^(?:contact(?: person| name)?|name|telephone|phone|e-?mail|address|website)\s*:/iu.test(
      line.text,
    ) &&
    // A requirement ("Valid driver's licence") names a driver, not the job.
    !/\blicen[cs]e\b|\bpermit\b|\bcertificat/i.test(line.text) &&
    // "Reporting to our Head Guide, …" names the manager's job, not this one; "Attention: …, office manager" the
    // addressee's.
    !/^(?:reporting|reports|report)\s+(?:to|line|into)\b|^(?:rattaché|sous la|unter der|bajo la|dependiendo)(?![\p{L}])|^(?:attention|attn\.?|for the attention of|à l['’]attention de|z\.\s?hd\.?|t\.a\.v\.?)\s*:?\s/iu.test(
      line.text,
    )
      ? [{ value: cleanTitle(line.text), evidence: "body" as const, at: 40_000 + line.index }]
      : [],
  );
}
