import { headingOf } from "@/lib/ai/analysis/cv-sections";
import { looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { capitalise, collapseSpaces } from "@/lib/ai/analysis/text";
import { DEFAULT_CANDIDATE_NAME, NAME_MAX_CHARS } from "@/lib/messages/ai";

/**
 * The candidate's name from the top of a CV, without credentials ("Marcus J. Whitfield, RN") or a preferred name
 * ("Chen Wei-Ling (Wendy)"), which are kept as their own fields (docs/product-rules.md, "CV extraction").
 */

export type CvName = { name: string; postNominals: string[]; nickname: string };

/** Credentials that follow a name: degrees, professional bodies, registrations. */
const CREDENTIAL =
  /^(?:RN|RGN|RMN|RSCN|RM|NMC|PhD|DPhil|MD|DO|MBBS|MBChB|MRCP|MRCS|FRCS|FRCP|MRCGP|BDS|PharmD|MPharm|MBA|MSc|MA|MEng|BEng|BSc|BA|BEd|MEd|LLB|LLM|JD|Esq|CPA|CFA|CMA|ACA|FCA|ACCA|FCCA|MAAT|FMAAT|AATQB|CIMA|ACMA|CGMA|CTA|ATT|CEng|IEng|EngTech|PE|PEng|MICE|MCIPHE|MIPHE|MCIBSE|TechIOSH|CMIOSH|GradIOSH|LCGI|MIMechE|MIET|MRICS|FRICS|MCIPD|FCIPD|CIPD|Assoc CIPD|MCIPS|PMP|PRINCE2|CSM|CISSP|CISM|CISA|SHRM-CP|SHRM-SCP|PgDip|PGCE|QTS|FHEA|SFHEA|MCSP|HCPC|RD|DipIFR|CertHE|Hons|FCII|ACII|Dip|DipPFS|APFS|FPFS|CertCII|DipCII|MCIM|CMgr|FRSA|OBE|MBE|CBE|Dipl\.-Ing\.?|Dr\.?-Ing\.?|M\.Sc\.|B\.Sc\.|B\.A\.|M\.A\.|Ph\.D\.|M\.D\.|MSN|BSN|DNP|APRN|NP|LPN|CNA|FNP)\.?$/i;
// "Lic.", "Ing.", "Arq.": Latin American professional titles before a name; "Mag.", "DI" (Austria); "T.S.U.".
const PREFIX =
  /^(?:(?:\p{Lu}\.){2,4}(?=\s)|Mag|DI|Dr\.-Ing|Dr\. rer\. nat|Dr\. (?:med|phil|iur|jur|oec|paed|theol)|Dipl\.-\p{L}+|Dr|Dra|Prof|Professor|Mr|Mrs|Ms|Miss|Mx|Sir|Dame|Herr|Frau|Mlle|Mme|M|Lic|Licda|Lcdo|Lcda|Enf|Ing|Engr|Arq|Abg|Mtro|Mtra|Capt|Captain|Kapt|WO[12]?|CPO|Cpl|LCpl|Pte|SSgt|CSgt|Brig|Cmdr|Cdre|Alhaji|Alhaja|Alhajie|Hajia|Hajiya|Haji|Hajji|Cdr|Lt|Col|Maj|Rev|Revd|Sgt|Er(?=\.)|Eng(?=\.)|(?:phil|iur|jur|oec|paed|theol|rer|nat|pol|med)(?=\.))\.?\s+/iu;
/** "Name:", "Full name:", "Nom :", "Naam:": a labelled name. */
const NAME_LABEL =
  /^(?:full name|name|nom(?: complet)?|nombre(?: completo)?|naam|volledige naam|surname\(s\)\s*\/\s*first name\(s\)|nom\(s\)\s*\/\s*prénom\(s\))\s*(?::\s*|\s{2,}|-\s+(?=\p{Lu}))/iu;
// Quotes in any style, but an apostrophe inside a name ("NG'ANG'A", "O'Neill") is not one.
const NICKNAME =
  /\s*(?:\(([^()]{2,20})\)|"([^"]{2,20})"|“([^”]{2,20})”|(?<=^|\s)'([^']{2,20})'(?=\s|$)|(?<=^|\s)‘([^’]{2,20})’(?=\s|$)|«\s*([^»]{2,20}?)\s*»|„([^“”"]{2,20})[“”"])\s*/;
/** A line that labels the name ("Name: …", Europass's "Surname(s) / First name(s)   …"), as pasted. */
export function labelsName(line: string): boolean {
  return NAME_LABEL.test(line.trim()) && /\p{L}/u.test(line.trim().replace(NAME_LABEL, ""));
}

// LinkedIn's "Save to PDF" pasted as text: its sidebar comes first, the name heads the main column after it.
const LINKEDIN_SIDEBAR = /^(?:Top Skills|Languages|Certifications|Honors-Awards|Publications|Patents)$/;
const LINKEDIN_MAIN = /^(?:Summary|About|Experience)$/;

/** The name of a LinkedIn profile pasted as text: the first name-like line of the few before Summary/Experience. */
export function linkedInTextName(lines: string[]): string | null {
  const text = lines.map((line) => line.trim()).filter(Boolean);
  if (text[0] !== "Contact" || !text.slice(0, 40).some((line) => LINKEDIN_SIDEBAR.test(line))) return null;
  const main = text.findIndex((line) => LINKEDIN_MAIN.test(line));
  if (main < 0) return null;
  const names = text
    .slice(Math.max(0, main - 6), main)
    .filter((line) => looksLikeName(withoutOtherScript(line)));
  // (A wrapped certification can look like a name too: the one the address or profile link spells wins.)
  const handles = folded(text.filter((line) => /@|linkedin\.com\/in\//i.test(line)).join(" "));
  const spelled = names.find((line) =>
    withoutOtherScript(line)
      .split(/\s+/)
      .some((word) => folded(word).length >= 3 && handles.includes(folded(word))),
  );
  return spelled ?? names[0] ?? null;
}

/** "Karen Chan Ka Yan 陳嘉欣": a Latin-script name followed by the same name in its own script. */
function withoutOtherScript(line: string): string {
  const trimmed = line
    .replace(
      /\s*[(（]?[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Tamil}\p{Script=Cyrillic}\p{Script=Greek}\p{Script=Armenian}\p{Script=Georgian}\p{Script=Ethiopic}\s]+[)）]?\s*$/u,
      "",
    )
    .trim();
  return /\p{Script=Latin}{2}/u.test(trimmed) ? trimmed : line;
}

const SURNAME_FIELD =
  /^(?:naam|achternaam|nom|nom de famille|name|nachname|familienname|apellidos?|surname|surname\(s\)|last name|family name)\s*:\s*(\S.{0,40})$/i;
const GIVEN_FIELD =
  /^(?:voornaam|voornamen|prénoms?|vorname|vornamen|nombres?|first names?|first name\(s\)|given names?|given name\(s\)|forenames?)\s*:\s*(\S.{0,40})$/i;
const NOT_A_NAME =
  /^(curr[ií]culum v[ií]tae|resume|résumé|cv|lebenslauf|curr[ií]culum|hoja de vida|levensloop|contact|contact details|personal details|profile|summary|name|personal information|europass|europass curriculum vitae|linkedin|my network|mein netzwerk|mon réseau|mi red|mijn netwerk|startseite|accueil|inicio|messaging|nachrichten|mitteilungen|notifications|hauptinhalt überspringen|skip to main content|für unternehmen|for business|surname\(s\)\s*\/\s*first name\(s\)|nom\(s\)\s*\/\s*prénom\(s\))$/i;

function titleCaseIfShouting(text: string): string {
  if (text !== text.toUpperCase()) return text;
  return (
    text
      .toLowerCase()
      .replace(/(^|[\s-])(\p{L})/gu, (_, start: string, letter: string) => start + letter.toUpperCase())
      // "O'SULLIVAN" → "O'Sullivan", but "NG'ANG'A" → "Ng'ang'a": a capital after an apostrophe only after one letter.
      .replace(/(?<=(?:^|[\s-])\p{L}['’])(\p{L})/gu, (letter: string) => letter.toUpperCase())
      .replace(/\bMc(\p{Ll})/gu, (_, letter: string) => `Mc${letter.toUpperCase()}`)
      // "KAVINRAJ A/L SUBRAMANIAM": Malaysian "a/l" (son of), "a/p", "s/o", "d/o" are written small.
      .replace(/(?<=\s)([AaSsDd])\/([LlPpOo])(?=\s)/gu, (particle: string) => particle.toLowerCase())
      // "FERNÁNDEZ DE LA VEGA" → "Fernández de la Vega": a particle inside a name stays small.
      .replace(
        /(?<=\s)(De|Da|Del|Della|Der|Den|Di|Du|Des|La|Le|Van|Von|Ten|Ter|Y|Dos|Das|Do)(?=\s)/gu,
        (particle: string) => particle.toLowerCase(),
      )
  );
}

/** Spec rule: a name longer than 50 characters becomes a capitalised two-word guess or 'Your Name'. */
export function tidyName(candidate: string): string {
  const name = collapseSpaces(candidate);
  if (!name) return DEFAULT_CANDIDATE_NAME;
  if (name.length <= NAME_MAX_CHARS) return titleCaseIfShouting(name);
  const words = name.split(/\s+/).filter((word) => /^\p{L}[\p{L}'-]*$/u.test(word));
  if (words.length < 2) return DEFAULT_CANDIDATE_NAME;
  return words
    .slice(0, 2)
    .map((word) => capitalise(word.toLowerCase()))
    .join(" ");
}

/** A known credential, or a short all-capitals token beside a name that isn't itself in capitals. */
function isCredential(token: string, shouting = false): boolean {
  // "Robert James Calloway III": a generation is part of the name.
  if (/^(?:II|III|IV|Jr\.?|Sr\.?)$/.test(token)) return false;
  // "CA(SA)", "CPA(Aust.)": a credential with its country.
  if (/^[A-Z]{2,5}\([A-Za-z.]{2,6}\)$/.test(token)) return true;
  // "BSc (Hons)": a credential's bracketed qualifier.
  return (
    CREDENTIAL.test(token.replace(/^\((.+)\)$/, "$1")) ||
    (!shouting && /^[A-Z]{2,6}$/.test(token.replace(/[.()]/g, "")))
  );
}

/** "Dr Amara Okafor PhD" → name "Amara Okafor", post-nominals ["PhD"]. */
function folded(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[^a-z]/g, "");
}

/** `mailbox`: the local part of the CV's e-mail address, which tells a given name from a surname. */
export function splitName(raw: string, mailbox = ""): CvName {
  // "RAMPERSAD, Kavita Devi (Ms.)": a form's honorific in brackets is no part of the name.
  let text = collapseSpaces(
    raw.replace(NAME_LABEL, "").replace(/\s*\((?:Mr|Mrs|Ms|Miss|Mx|Dr)\.?\)\s*$/i, ""),
  );
  // "Thielen, Hans-Jürgen": a surname, a comma, then the given names.
  // "PELLERIN, Nathaniel J.": an initial after the given name.
  // "BARRIENTOS LERA, José Antonio": a surname of two words in capitals; "PAPADOPOULOS, Andreas (Andy)".
  const inverted =
    /^(\p{Lu}[\p{L}'’-]+|\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+){1,2}),\s+(\p{Lu}\p{Ll}[\p{L}'’-]*(?:\s+\p{Lu}(?:[\p{L}'’-]+|\.)){0,2})(\s*\([^()]{2,20}\))?$/u.exec(
      text,
    );
  if (inverted && !inverted[2]!.split(/\s+/).every((token) => isCredential(token)))
    text = `${inverted[2]} ${inverted[1]}${inverted[3] ?? ""}`;
  // "TAN MEI LING, CHERYL" with cheryl.tanml@…: the English name a person goes by, before the full name.
  const goesBy = /^(\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+){1,3}),\s+(\p{Lu}[\p{Lu}'’-]{2,})$/u.exec(
    text,
  );
  if (goesBy && mailbox && folded(mailbox).startsWith(folded(goesBy[2]!))) text = `${goesBy[2]} ${goesBy[1]}`;
  // "Grace CHEUNG Wing-sze 張詠詩": the name in another script beside the Latin one is the same name.
  if (/\p{Script=Latin}/u.test(text))
    text = collapseSpaces(
      text.replace(
        /[\p{Script=Han}\p{Script=Hangul}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Thai}\p{Script=Devanagari}]+/gu,
        " ",
      ),
    ).replace(/\s+,/g, ",");
  // "Sgt (Retd) Mervyn Crowie": a retired rank's bracket is no nickname.
  text = collapseSpaces(text.replace(/\s*\((?:Retd|Rtd|Ret|retired|a\.\s?D)\.?\)\s*/gi, " "));
  let nickname = "";
  const nick = NICKNAME.exec(text);
  if (nick) {
    nickname = (nick.slice(1).find(Boolean) ?? "").trim();
    // "OLGA (OLYA) PETROVA": a shouted nickname is written like the name.
    if (text === text.toUpperCase() && nickname.length > 2) nickname = titleCaseIfShouting(nickname);
    text = collapseSpaces(text.replace(nick[0], " "));
  }
  const postNominals: string[] = [];
  const [head = "", ...afterComma] = text.split(/\s*,\s*/);
  // After a comma come credentials ("RN", "CPA, CFA"); anything else there (a town, a job) is not the name either.
  for (const part of afterComma) {
    const tokens = part.split(/\s+/).filter(Boolean);
    if (tokens.length && tokens.every((token) => isCredential(token))) postNominals.push(...tokens);
  }
  let words = head.split(/\s+/).filter(Boolean);
  const shouting = head === head.toUpperCase();
  // "LE GALL", "DE SOUSA": a shouted surname after its particle is no credential.
  // "Aïssatou Ndèye SALL" with aissatou.sall@…: a surname in capitals the address spells is no credential.
  while (
    words.length > 2 &&
    isCredential(words[words.length - 1]!, shouting) &&
    !(mailbox && folded(mailbox).includes(folded(words[words.length - 1]!))) &&
    !/^(?:LE|LA|DE|DA|DI|DU|DEL|DES|EL|AL|VAN|VON|MAC|MC|DOS|DAS|BEN|TER|TEN)$/.test(words[words.length - 2]!)
  )
    postNominals.unshift(words.pop()!);
  // "F.J.M. (Femke) van der Sluijs": the name a person goes by stands for their initials.
  if (nickname && /^(?:\p{Lu}\.)+$/u.test(words[0] ?? "")) {
    words = [nickname, ...words.slice(1)];
    nickname = "";
  }
  while (words.length > 2 && PREFIX.test(`${words[0]} `)) words = words.slice(1);
  // "ADI LOSANA ROKOTUIWAI" with losana.roko@…: a Fijian honorific, unless the address opens with it (the name Adi).
  if (words.length > 2 && /^(?:adi|ratu)$/i.test(words[0]!) && !folded(mailbox).startsWith(folded(words[0]!)))
    words = words.slice(1);
  // "MBUYI KALONJI Grâce-Divine" with grace.mbuyi.k@…: the form's surname-first order, read given name first when
  // the person's own address starts with the given name ("TAN Mei Ling" stays: the order is the name's own).
  const capitals = words.findIndex((word) => !/^\p{Lu}[\p{Lu}'’-]+$/u.test(word));
  const given = folded(words[capitals]?.split("-")[0] ?? "");
  // "HABIMANA Jean Bosco" with jbhabimana@…: the given names' initials, then the surname.
  const initialsThenSurname =
    capitals > 0 &&
    folded(mailbox).length > 0 &&
    folded(mailbox).startsWith(
      words
        .slice(capitals)
        .map((word) => folded(word)[0] ?? "")
        .join("") + folded(words.slice(0, capitals).join("")),
    );
  if (
    !shouting &&
    capitals > 0 &&
    // One given name after the capitals ("Grâce-Divine"), or long ones ("Tahina Fanomezantsoa"); "LIM Wei Jie" is
    // a name in its own order.
    // An address that opens with a later given name ("KONAN Yao Séraphin", seraphin.konan@…) settles it too.
    (capitals === words.length - 1 ||
      initialsThenSurname ||
      words.slice(capitals).every((word) => word.length >= 5) ||
      // "MFINANGA Juma Rashidi" with juma.mfinanga90@…: the address opens with the first given name, then the surname.
      // ("RAKOTONIRINA Hery …" with hery.rakoto@…: or a short form of the surname.)
      (given.length >= 4 &&
        folded(mailbox).startsWith(given) &&
        ((rest: string) =>
          rest.startsWith(folded(words[0]!)) ||
          ((/^\p{L}{4,}/u.exec(rest)?.[0] ?? "").length >= 4 &&
            folded(words[0]!).startsWith(/^\p{L}{4,}/u.exec(rest)![0])))(
          folded(mailbox)
            .slice(given.length)
            .replace(/^[._-]/, ""),
        )) ||
      words
        .slice(capitals + 1)
        .some((word) => folded(word).length >= 3 && folded(mailbox).startsWith(folded(word)))) &&
    given.length >= 2 &&
    // "NIYONKURU Jean-Claude" with jc.niyonkuru@…: the given name, or its initials before the surname.
    // "N'GUESSAN Kouassi Arsène" with arsene.nguessan@…: or the second given name, the one the person goes by.
    (initialsThenSurname ||
      words.slice(capitals).some((word) => {
        const name = folded(word.split("-")[0] ?? "");
        return name.length >= 2 && folded(mailbox).startsWith(name);
      }) ||
      (words[capitals]!.includes("-") &&
        folded(mailbox).startsWith(
          words[capitals]!.split("-")
            .map((part) => folded(part)[0] ?? "")
            .join("") + folded(words.slice(0, capitals).join("")),
        ))) &&
    words.slice(capitals).every((word) => /^\p{Lu}[\p{Ll}\p{M}'’-]/u.test(word))
  )
    words = [...words.slice(capitals), ...words.slice(0, capitals)];
  // "TAPIA BAHENA JOSÉ GUADALUPE" with jg.tapiabahena@…: a shouted form's surnames first, when the address puts the
  // given names (or their initials) before the surnames and not the other way round.
  if (shouting && words.length >= 3 && mailbox && !folded(mailbox).startsWith(folded(words[0]!))) {
    const box = folded(mailbox);
    for (let split = 1; split < words.length - 1; split++) {
      const [surnames, givens] = [words.slice(0, split), words.slice(split)];
      const initials = givens.map((word) => folded(word)[0] ?? "").join("");
      const first = folded(givens[0]!);
      if (
        box.startsWith(initials + folded(surnames[0]!)) ||
        // ("S. DIVYA LAKSHMI" with divya.lakshmi…: an initial is no surname found in the address.)
        (first.length >= 3 &&
          box.startsWith(first) &&
          folded(surnames[0]!).length >= 2 &&
          box.includes(folded(surnames[0]!)))
      ) {
        words = [...givens, ...surnames];
        break;
      }
    }
  }
  // "Jean-Pierre DUPONT": a surname in capitals inside a mixed-case name is written as a letter signs it.
  // "Anne-Sophie LE GALL": a short word in capitals before the shouted surname belongs to it.
  if (!shouting)
    words = words.map((word, index) =>
      /^\p{Lu}[\p{Lu}'’-]{2,}$/u.test(word) ||
      (/^\p{Lu}{2}$/u.test(word) && /^\p{Lu}{3,}$/u.test(words[index + 1] ?? ""))
        ? titleCaseIfShouting(word)
        : word,
    );
  return { name: tidyName(words.join(" ")), postNominals, nickname };
}

/** A line that could be a person's name: two to five words of letters, no digits, no job words. */
export function looksLikeName(line: string): boolean {
  const { name } = splitName(line);
  if (name === DEFAULT_CANDIDATE_NAME || NOT_A_NAME.test(line.trim())) return false;
  // "Friendly and target-driven contact centre agent with …": a column of prose beside the name, not a name.
  if ((line.split(",")[0] ?? "").trim().split(/\s+/).length > 8) return false;
  const words = name.split(/\s+/);
  const particle = (word: string) =>
    /^(van|von|de|da|del|der|den|ten|ter|di|le|la|du|des|dos|das|do|y|e|zu|vom|bin|binti|bint|ibn|ben|al|el|ap|ab|ní|nic|ó|a\/l|a\/p|s\/o|d\/o)$/i.test(
      word,
    );
  return (
    words.length >= 2 &&
    words.filter((word) => !particle(word)).length <= 5 &&
    words.length <= 7 &&
    words.every((word) => /^[\p{Lu}][\p{L}\p{M}'’.-]*$/u.test(word) || particle(word)) &&
    !looksLikeJobTitle(name)
  );
}

/** The first name-like segment near the top; "Name:" wins; otherwise the spec's first-line guess. */
/** `email`: the CV's address, which a two-column CV may give in a sidebar far below its first lines. */
export function findName(topLines: string[], email = ""): CvName {
  // Runs of spaces split a two-column line ("DMITRI VOLKOV      DevOps Engineer"): keep them until split.
  // "T I M O   J A N S E N - K O H N E N": a name letter-spaced as a PDF tool prints it, words three spaces apart.
  // ("# Hana Tesfaye Gebremariam": a markdown heading's marks are no part of the name.)
  const raw = topLines
    .map((line) => withoutOtherScript(line.trim().replace(/^#{1,6}\s+/, "")))
    .filter(Boolean)
    .map((line) =>
      /^\p{L}(?: [\p{L}-])+(?: {2,}\p{L}(?: [\p{L}-])+)*$/u.test(line)
        ? line
            .split(/ {2,}/)
            .map((word) => word.replace(/ /g, ""))
            .join(" ")
        : line,
    );
  // ("Surname: ........ NTŠEKHE": a printed form's dotted leader is no part of the value.)
  const lines = raw.map((line) => collapseSpaces(line.replace(/(?<=:)\s*[.…_]{3,}\s*/u, " ")));
  const mailbox = /([\w.+-]+)@[\w-]+\./.exec(`${lines.join(" ")} ${email}`)?.[1] ?? "";
  const read = (text: string) => splitName(text, mailbox);
  // A form's "Naam: Popa" beside "Voornaam: Elena-Cristina": the surname and the given names, in two fields.
  const givenAt = lines.findIndex((line) => GIVEN_FIELD.test(line));
  const surnameAt = lines.findIndex(
    (line, at) => Math.abs(at - givenAt) <= 3 && givenAt >= 0 && SURNAME_FIELD.test(line),
  );
  if (givenAt >= 0 && surnameAt >= 0) {
    const given = GIVEN_FIELD.exec(lines[givenAt]!)![1]!.trim();
    const surname = SURNAME_FIELD.exec(lines[surnameAt]!)![1]!.trim();
    // (A form's surname in capitals is the surname, not a credential: "Surname: MOLAPO".)
    if (!surname.includes(given)) return read(`${given} ${titleCaseIfShouting(surname)}`);
  }
  // (Europass's "Surname(s) / First name(s)   Georgieva, Mihaela" keeps its run of spaces after the label.)
  const labelled = raw.find((line) => NAME_LABEL.test(line));
  if (labelled) {
    const full = read(collapseSpaces(labelled.replace(NAME_LABEL, "")));
    // "KASUN DILSHAN PERERA" at the top, "Full Name : Warnakulasuriya Kasun Dilshan Perera" below: the heading's
    // shorter form, all of whose words the full name holds, is the name in use.
    const words = full.name.toLowerCase().split(" ");
    const heading = raw
      .slice(0, 6)
      .map((line) => collapseSpaces(line))
      .find((line) => line !== collapseSpaces(labelled) && !headingOf(line) && looksLikeName(line));
    const used = heading ? read(heading) : null;
    const usedWords = used?.name.toLowerCase().split(" ") ?? [];
    if (
      used &&
      usedWords.length >= 2 &&
      usedWords.length < words.length &&
      usedWords.every((word) => words.includes(word))
    )
      return used;
    return full;
  }
  for (const [index, line] of raw.slice(0, 12).entries()) {
    // "CORE COMPETENCIES" is a heading, not a person ("ONEIL ANTHONY      PROFILE": the other column's heading is
    // not the name's).
    if (headingOf(lines[index]!) && !line.split(/\s{2,}|\t/).some((segment) => !headingOf(segment))) continue;
    for (const segment of line.split(/\s[|•·]\s|\s{2,}|\t|\s[-–—]\s/)) {
      const text = collapseSpaces(segment);
      if (!text || NOT_A_NAME.test(text) || /@|\d{3}|https?:|www\.|linkedin/i.test(text) || headingOf(text))
        continue;
      if (!looksLikeName(text)) continue;
      // "DUSTY CALLOWAY" over "Robert James Calloway III, CJF": the header is what people call them; the full
      // name with the same surname under it is the name.
      // "MARÍA FERNANDA “MAFER”" over "GARZA LEAL" (mafer.garza.leal@…): a shouted name wrapped onto the next line.
      const wrapped = raw[index + 1]?.split(/\s{2,}|\t|\s[|•·]\s/)[0]?.trim() ?? "";
      if (
        text === text.toUpperCase() &&
        /^\p{Lu}[\p{Lu}'’-]+(?:\s+\p{Lu}[\p{Lu}'’-]+)?$/u.test(wrapped) &&
        !headingOf(wrapped) &&
        mailbox &&
        wrapped.split(/\s+/).every((word) => folded(mailbox).includes(folded(word)))
      )
        return read(`${text} ${wrapped}`);
      const header = read(text);
      const full = lines[index + 1] ? read(lines[index + 1]!.split(/\s[|•·]\s/)[0]!) : null;
      const surname = header.name.split(" ").at(-1)!;
      if (
        full &&
        looksLikeName(lines[index + 1]!.split(/\s[|•·]\s/)[0]!.replace(/,.*$/, "")) &&
        full.name.split(" ").length > header.name.split(" ").length &&
        full.name.split(" ").includes(surname)
      )
        return { ...full, nickname: full.nickname || header.name.split(" ")[0]! };
      return header;
    }
  }
  // "Benedikt      LEBENSLAUF" over "SCHWÖRER": a narrow column's name, one word to a line.
  const lefts = raw.slice(0, 6).map((line) => line.split(/\s{2,}|\t/)[0]!.trim());
  for (let index = 0; index + 1 < lefts.length; index++) {
    const [given, surname] = [lefts[index]!, lefts[index + 1]!];
    const oneWord = (word: string) =>
      /^\p{Lu}[\p{L}'’-]+$/u.test(word) && !NOT_A_NAME.test(word) && !headingOf(word);
    // ("GIORGI (GIO)" over "KAPANADZE": the given name with its nickname in brackets.)
    const bare = given.replace(/\s*\([^()]{2,20}\)$/, "");
    if (oneWord(bare) && oneWord(surname) && looksLikeName(`${bare} ${surname}`))
      return read(bare === given ? `${given} ${surname}` : `${given.replace(bare, `${bare} ${surname}`)}`);
  }
  const first = lines.find((line) => !NOT_A_NAME.test(line) && !/@|https?:|www\./i.test(line));
  return first
    ? read(first.split(/\s[|•·]\s|\t|\s[-–—]\s/)[0] ?? first)
    : { name: DEFAULT_CANDIDATE_NAME, postNominals: [], nickname: "" };
}

/**
 * "RUARAIDH MAC AN T-SAOIR" in the header, "Ruaraidh Mac an t-Saoir" in the footer: the CV's own mixed-case spelling
 * of the name wins over our guess at its capitals.
 */
export function asWrittenElsewhere(name: string, text: string): string {
  const words = name.split(/\s+/).map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  // Only a name's length is worth the search (a pasted wall of text read as a "name" is not).
  if (words.length < 2 || name.length > NAME_MAX_CHARS) return name;
  const pattern = new RegExp(`(?<![\\p{L}])${words.join("\\s+")}(?![\\p{L}])`, "giu");
  for (const match of text.matchAll(pattern)) {
    const found = collapseSpaces(match[0]);
    // Not the header's own "TAN Mei Ling": a spelling without a word in capitals.
    if (/^\p{Lu}/u.test(found) && !found.split(" ").some((word) => /^\p{Lu}[\p{Lu}'’-]{2,}$/u.test(word)))
      return found;
  }
  return name;
}
