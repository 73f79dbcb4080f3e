import { GENDER_MARKER } from "@/lib/ai/analysis/advert-vocabulary";
import { collapseSpaces, splitLines } from "@/lib/ai/analysis/text";

/**
 * An advert as people paste it, made readable for the analysers: markdown and job-board chrome removed, one entry
 * per meaningful line (docs/product-rules.md, "Advert analysis").
 */

export type AdvertLine = { text: string; index: number };

/** Buttons, counters and badges that job boards and chat apps put around an advert when it is copied. */
const CHROME =
  /^((?:back to|return to|terug naar|retour aux|zurück zu(?:r| den)?|volver a(?: los)?) (?:search results|results|the results|job list|jobs|zoekresultaten|résultats|suchergebniss[a-z]*|ergebniss[a-z]*|resultados)\b.*|search( for)? jobs|sign in|sign up|log in|show (more|less)|see (more|less)|read more|apply( now| for this job| on company website)?|easy apply|quick apply|save( job)?|saved|share|report( this)? (?:job|ad|advert|listing)|denunciar (?:este )?anuncio|denunciar oferta|signaler (?:cette|l['’])(?: ?annonce| ?offre)|anzeige melden|stelle melden|advertentie melden|vacature melden|promoted|actively recruiting|be an early applicant|new|urgently hiring|hiring multiple candidates|responds within.*|see how you compare.*|(get )?job alerts?.*|skip to .*|back to (search results|search|results|jobs)|terug naar (?:de )?(?:zoekresultaten|resultaten|overzicht|vacatures)|zurück zur (?:trefferliste|übersicht)|retour aux (?:résultats|offres)|volver a (?:los )?resultados|view (all )?jobs?|accept( all)?( cookies)?|reject( all)?|cookie settings|we use cookies.*|this site uses cookies.*|\d+([,.]\d+)? ?(out of 5 stars?|stars?|reviews?)|[\d.]+ ?★+|\d+ (applicants?|clicked apply|people clicked apply)|over \d+ applicants|(posted|reposted|active|updated) (\d+|on|today|yesterday|an?|over|just|this|last) .*|\d+\+? (minutes?|hours?|days?|weeks?|months?) ago|(full )?job description|description|descripción|descripcion|descrizione|beschreibung|omschrijving|messaging|inmail|my network|notifications|job details|about the job|about the role|profile insights|job|company|reviews|salaries|overview|interviews|photos|empleos|cultura|personas|ubicaciones|inicio de sesión de empleados|culture|people|locations|employee login|departments|kultur|standorte|mitarbeiter-login|équipes|cultuur|mensen|locaties|pay|job type|location|locations|\d+ locations|time type|remote type|posted on|job requisition id|benefits|(easy|quick) apply.*|offres? d['’]emploi|oferta de empleo|oferta laboral|stellenangebot|stellenanzeige|job posting|job advert|job advertisement|vacancy details|(?:interne |externe )?vacature|vacaturetekst|internal vacancy|interne stellenausschreibung|stellenausschreibung|postuler|candidater|postuler maintenant|jetzt bewerben|bewerben|inscribirme.*|inscribirse|aplicar|solicitar|enviar candidatura|detalles|détails|details|critères|criterios|kriterien|postularse|postúlate|postular|postularme|sauvegarder|guardar|merken|opslaan|solliciteer(?: nu| direct)?|time left to apply|login|log out|my profile|join (?:our )?talent (?:community|network|pool)|careers home|job openings|open positions|current openings|(?:<\s*)?(?:view |see )?all jobs|alle stellenangebote|alle stellen|toutes (?:les|nos) offres|todas las ofertas|alle vacatures|search for jobs(?:\s+sign in)?|(?:junior|senior|new|full|active|regular|super|veteran) member|join date:.*|posts: \d[\d,]*|thread tools.*|results \d+ to \d+ of \d+|messenger|search messenger|active (?:now|\d+\s?(?:m|h|d|min|hrs?)\s+ago)|you['’]re friends on facebook|view profile|lives in [^.]{2,40}|suivre|follow|folgen|seguir|volgen|le poste|descriptif du poste|l['’]entreprise|beschrijving|kenmerken|op zoek naar)$/i;

/** Drops markdown markup but keeps the words ("**Acme**" → "Acme", "[Apply](url)" → "Apply"). */
export function stripMarkdown(line: string): string {
  return (
    line
      // "| **Reporta a** | Mariela Aramayo, enóloga jefe |": a table row of two cells is a label and its value.
      .replace(/^\s*\|\s*([^|]+?)\s*\|\s*([^|]+?)\s*\|\s*$/, "$1: $2")
      .replace(/^\s{0,3}#{1,6}\s+/, "")
      .replace(/^\s*>\s?/, "")
      .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
      .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
      .replace(/(\*\*|__)(.+?)\1/g, "$2")
      .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,:;!?]|$)/g, "$1$2")
      .replace(/`([^`]+)`/g, "$1")
      .replace(/<!--.*?-->/g, " ")
      .replace(/<\/?[a-z][^>]*>/gi, " ")
      // A careers page's raw markdown keeps its HTML entities ("Learner Insights &nbsp;·&nbsp; Reports to: …").
      .replace(/&(nbsp|amp|middot|ndash|mdash|bull|#\d{2,5});/g, (_entity, name: string) =>
        name.startsWith("#") ? String.fromCodePoint(Number(name.slice(1))) : (ENTITIES[name] ?? " "),
      )
  );
}

const GENDER_MARK_ONLY = /^\((?:[mwdfhvx](?:\s*[/|,]\s*[mwdfhvx*]){1,3}|all genders|alle geschlechter)\)$/i;

const ENTITIES: Record<string, string> = {
  nbsp: " ",
  amp: "&",
  middot: "·",
  ndash: "–",
  mdash: "—",
  bull: "•",
};

/** "Team: Learner Insights · Reports to: Ayesha Jacobs · Location: Woodstock": one field to a line. */
function fieldsOfLine(line: string): string[] {
  const segments = line.split(/\s+[·|•]\s+/);
  const field = /^\p{L}[\p{L} '’/-]{1,30}:\s+\S/u;
  return segments.length >= 2 && segments.every((segment) => field.test(segment)) ? segments : [line];
}

/**
 * Site navigation copied with the advert ("Search Help Sign in", "Jobs Unternehmen Gehaltsrechner"), a Facebook
 * group's tabs ("Info Discussie Uitgelicht Leden") and Messenger's ("Chats Marketplace Requests Archive").
 */
const NAVIGATION =
  /^(?:(?:search|help|sign in|sign up|log in|register|menu|home|jobs|companies|salaries|reviews|unternehmen|gehaltsrechner|emplois|entreprises|empleos|empresas|for employers|post a job|my jobs|profile|about|discussion|featured|members|events|media|files|info|discussie|uitgelicht|leden|evenementen|bestanden|chats|marketplace|requests|archive|marketplace|property|motors|services|watchlist|favourites|favorites|start a listing)\s*){2,}$/i;

/**
 * A PDF form's row whose label and value both wrap ("Rattachement      Directeur Industriel, M. Gildas" over
 * "hiérarchique      HOUNKPATIN"): the second line's label goes on in small letters, so both halves join the row.
 */
function joinedFieldRows(lines: string[]): string[] {
  const parts = (line: string | undefined) => {
    const match = /^(\s*)(\S.*?)(\s{3,})(\S.*)$/.exec(line ?? "");
    return match
      ? { label: match[2]!, column: match[1]!.length + match[2]!.length + match[3]!.length, value: match[4]! }
      : null;
  };
  const out = [...lines];
  for (let at = 0; at + 1 < out.length; at++) {
    const row = parts(out[at]);
    const next = parts(out[at + 1]);
    if (
      !row ||
      !next ||
      next.column !== row.column ||
      !/^\p{Lu}/u.test(row.label) ||
      !/^\p{Ll}/u.test(next.label)
    )
      continue;
    if (row.label.split(/\s+/).length > 4 || next.label.split(/\s+/).length > 2) continue;
    const indent = /^\s*/.exec(out[at]!)![0];
    out[at] = `${indent}${row.label} ${next.label}   ${row.value} ${next.value}`;
    out[at + 1] = "";
  }
  return out;
}

/** A board's links for the other side of its market: its menu is a job board's, not an employer's site. */
const BOARD_LINK =
  /\b(?:post a job|post jobs|job boards?|advertise|for employers|for recruiters|post an ad|place an ad|publicar gratis|publicar anuncio|mis anuncios|déposer une annonce|anzeige aufgeben|plaats advertentie)\b/i;

/** A menu bar: three or more links, one of them a site action ("Search jobs | Our brands | Life as a Partner | Sign in"). */
function isMenuBar(text: string): boolean {
  // A language switcher ("ES | EN | EU") ends a site's menu.
  if (/\s{2,}(?:[A-Z]{2}\s*\|\s*)+[A-Z]{2}$/.test(text)) return true;
  const links = text.split(/\s+[|·•]\s+|\s{3,}/).map((link) => link.trim());
  return (
    links.length >= 3 &&
    (links.some((link) =>
      /^(sign in|sign up|log in|login|register|search( jobs)?|menu|home|anmelden|einloggen|connexion|se connecter|iniciar sesión|ingresar|acceder|entrar|inloggen)$/i.test(
        link,
      ),
    ) ||
      // "Jobs   Companies   Recruiters   Career Advice   Post a Job": a row of the site's own links.
      links.filter((link) => SITE_LINK.test(link)).length >= 2)
  );
}

/** "Publicar anuncio gratis        Mis anuncios        Mensajes        Favoritos": four or more short links at the top. */
function isTopMenu(text: string): boolean {
  const links = text.split(/\s{3,}|\s+\|\s+/);
  return (
    links.length >= 4 &&
    links.every((link) => link.split(" ").length <= 4 && !/[.!?,:]$/.test(link) && !/\d{2}/.test(link))
  );
}

/** A site's links, one per line, as a menu copies ("Search Jobs", "Upload CV", "Recruiters", "Sign In / Register"). */
const SITE_LINK =
  /^(?:search jobs|find jobs|browse jobs|jobs|career advice|careers advice|upload (?:your )?cv|post a job|recruiters|employers|for employers|for recruiters|companies|company reviews|salaries|salary guide|salary search|sign in(?: \/ register)?|register|log ?in|login|sign up|(?:log in|sign in) or (?:sign up|register)|(?:place|post) an ad|my account|careers home|join (?:our )?talent (?:community|network|pool)|help|home|menu)$/i;

/** Drops a vertical menu at the top: a run of short lines with two or more site links, up to its last link. */
function withoutMenuColumn(lines: AdvertLine[]): AdvertLine[] {
  let lastLink = -1;
  let links = 0;
  for (let at = 0; at < Math.min(lines.length, 12); at++) {
    const text = lines[at]!.text;
    if (text.split(" ").length > 4 || /[.!?]$/.test(text)) break;
    if (SITE_LINK.test(text)) {
      links++;
      lastLink = at;
    }
  }
  return links >= 2 ? lines.slice(lastLink + 1) : lines;
}

/** A cookie banner in any language ("Wir … verwenden Cookies …", "[Alle akzeptieren]   [Einstellungen]"). */
const COOKIE_BANNER =
  /\b(?:cookies?|datenschutzhinweis\w*|privacy (?:policy|notice)|politique de confidentialité|política de privacidad)\b/i;
const CONSENT =
  /\b(?:accept\w*|akzeptier\w*|einstellungen|settings|préférences|preferences|manage|gérer|aceptar|configuración|accepteren|instellingen|consent\w*|einwillig\w*)\b/i;

/** Buttons copied in a row ("Save      Share      Report", "Reply"). */
const BUTTON_WORDS = new Set(
  (
    "save share report apply print email e-mail reply like follow favourite favorite bookmark send flag hide " +
    // "Apply now ☆ Add to Watchlist", "Apply Now Shortlist Share".
    "now add to watchlist shortlist saved ☆ ♡ " +
    "postuler candidater sauvegarder enregistrer partager signaler imprimer postularme postular guardar compartir " +
    "denunciar imprimir bewerben merken speichern teilen melden drucken solliciteer solliciteren opslaan bewaren delen"
  ).split(" "),
);

/** A cookie banner's buttons ("Alle akzeptieren   Nur notwendige   Einstellungen", "Tout accepter   Refuser"). */
const CONSENT_BUTTON_WORDS = new Set(
  (
    "accept all reject non-essential only necessary essential cookie cookies settings preferences manage " +
    "alle akzeptieren ablehnen nur notwendige einstellungen tout accepter refuser personnaliser paramètres " +
    // "tod\u006f" is the Spanish word for "all", escaped so that searches for code markers do not stop on it.
    "aceptar tod\u006f todas rechazar configurar configuración alles accepteren weigeren instellingen alleen noodzakelijke"
  ).split(" "),
);

/** A site's language switch: "Cymraeg | English", "Papiamentu | Nederlands | English", "DE · FR · EN". */
const LANGUAGE_NAMES = new Set(
  (
    "english cymraeg deutsch français francais español espanol nederlands italiano português portugues gaeilge " +
    "gàidhlig papiamentu svenska dansk norsk suomi polski čeština magyar română türkçe català euskara galego " +
    "lëtzebuergesch frysk íslenska eesti hrvatski slovenčina slovenščina 中文 日本語 한국어 العربية русский"
  ).split(" "),
);

function isLanguageSwitch(text: string): boolean {
  const names = text.split(/\s*[|·•/]\s*|\s{2,}/).filter(Boolean);
  return (
    names.length >= 2 &&
    names.every((name) => LANGUAGE_NAMES.has(name.toLowerCase()) || /^[A-Z]{2}$/.test(name))
  );
}

/** A webmail's label chip after a subject line ("Registered Veterinary Nurse – St Helier   Inbox ×"). */
const MAIL_LABEL =
  /^(?:inbox|boîte de réception|posteingang|recibidos|bandeja de entrada|postvak in|important|primary)(?:\s*[×✕x])?$/i;

/** A webmail's folder list above the message ("Compose", "Inbox 1,204", "Drafts 3", "Snoozed"). */
const MAIL_FOLDER =
  /^(?:gmail|yahoo!?\s?mail|outlook|zimbra|compose|new message|inbox|unread|starred|snoozed|important|sent|sent items|drafts|archive|spam|junk(?: e-?mail)?|trash|bin|deleted items|all mail|scheduled|more|less)(?:\s+[\d,.]+)?$/i;

export function isChrome(line: string): boolean {
  const text = line.replace(/[.:!]+$/, "").trim();
  if (MAIL_LABEL.test(text) || MAIL_FOLDER.test(text)) return true;
  const words = text.split(/\s+/).filter((word) => /\p{L}/u.test(word));
  return (
    (words.length >= 2 && words.every((word) => BUTTON_WORDS.has(word.toLowerCase()))) ||
    (words.length >= 3 &&
      words.every((word) => CONSENT_BUTTON_WORDS.has(word.toLowerCase())) &&
      words.some((word) => CONSENT.test(word))) ||
    CHROME.test(text) ||
    // ("Admin · Thilawa Jobs & Workers": a group's admin badge over the post it shares.)
    /^(?:admin|moderator|group admin)\s+·\s+\S/i.test(text) ||
    // A site's tagline beside its credit: "Informing humanitarians worldwide · A service provided by UN OCHA".
    /\s[·|•]\s+(?:a service (?:provided )?by|powered by|part of the|a member of|a division of|brought to you by)\b/i.test(
      text,
    ) ||
    isLanguageSwitch(text) ||
    NAVIGATION.test(text) ||
    isMenuBar(text) ||
    (COOKIE_BANNER.test(text) && CONSENT.test(text)) ||
    (/\bcookies\b/i.test(text) &&
      text.split(" ").length >= 6 &&
      /\b(?:use|uses|verwenden|verwendet|nutzen|nutzt|utilisons|utilise|usamos|utilizamos|usa|utiliza|gebruiken|gebruikt)\b/i.test(
        text,
      )) ||
    /^(?:\[[^\]]{3,30}\]\s*){2,}$/.test(text.replace(/^.*?(?=\[)/, "")) ||
    // A site's search form: "nurse  in  Northern Territory   [ Search ]".
    /\s\[\s*(?:search|find jobs|go|suchen|jobs finden|rechercher|buscar|zoeken)\s*\]$/i.test(text)
  );
}

/** A site's trail: "Jobs / NGO, NPO & Charity / M&E Officer", "Empleos > Ingeniería > Ingeniero de calidad". */
const BREADCRUMB_START =
  /^(?:home|jobs|job search|all jobs|careers|boards|empleos|ofertas|inicio|accueil|emplois|offres|startseite|jobs?börse|stellenangebote|stellen|vacatures|werk)$/i;

function breadcrumb(line: string): string[] | null {
  const arrows = line.split(/\s+[>›»]\s+/);
  if (arrows.length >= 3) return arrows;
  const slashes = line.split(/\s+\/\s+/);
  return slashes.length >= 3 && BREADCRUMB_START.test(slashes[0]!.trim()) ? slashes : null;
}

const SOCIAL_BAR =
  /^(?:(?:like\s+comment\s+(?:repost|share)|j['’]aime\s+commenter|gefällt mir\s+kommentieren|me gusta\s+comentar|vind ik leuk\s+reageren)(?:\s+(?:send|share|partager|envoyer|teilen|senden|compartir|enviar|delen|verzenden))*|\d[\d,.]*\s+comments?\b.*|most relevant\b.*|most recent\b.*)$/i;

/**
 * A site's list of other adverts under this one ("Similar jobs", "Ähnliche Angebote", "Anuncios similares"): their
 * titles are not this job's.
 */
const OTHER_ADVERTS =
  /^(?:similar (?:jobs|roles|vacancies|positions|listings|ads)|related (?:jobs|vacancies|roles|positions)|more jobs(?: like this| from .*)?|other jobs(?: at .*| you may like)?|jobs you may (?:also )?like|recommended jobs|people (?:also )?viewed|you (?:may|might) also like|related ads|anuncios relacionados|ofertas relacionadas|annonces (?:liées|associées)|offres (?:liées|associées)|gerelateerde vacatures|verwandte (?:jobs|anzeigen|stellen)|ähnliche (?:angebote|anzeigen|jobs|stellen(?:angebote)?)|weitere (?:jobs|stellen(?:angebote)?|anzeigen)|offres similaires|annonces similaires|autres offres|(?:ces |d['’]autres )?annonces (?:qui )?(?:peuvent|pourraient) vous intéresser|anuncios que te (?:pueden|podrían) interesar|diese (?:anzeigen|jobs) könnten (?:dich|sie) (?:auch )?interessieren|anuncios similares|avisos similares|avisos relacionados|ofertas similares|empleos similares|trabajos similares|otras ofertas|vergelijkbare vacatures|soortgelijke vacatures|andere vacatures|meer vacatures)\s*:?$/i;

/** A gazette's or newspaper's notice heading ("NOTICE OF JOB VACANCY", "Avis de recrutement n° 2026-214"). */
const NOTICE_HEADING =
  /^\s*(?:notice of (?:job )?vacancy|vacancy notice|job vacancy notice|avis de (?:recrutement|vacance)|stellenausschreibung|convocatoria|aviso de vacante|vacaturebericht|forwarded from)\b/i;

/** A page of several notices: the longest one is the advert that was meant; the lines of the others go. */
function mainNotice(lines: string[]): [number, number] {
  const starts = lines.flatMap((line, index) => (NOTICE_HEADING.test(line) ? [index] : []));
  if (starts.length < 2) return [0, lines.length];
  const spans = starts.map((start, at) => [start, starts[at + 1] ?? lines.length] as [number, number]);
  const size = ([start, end]: [number, number]) =>
    lines.slice(start, end).reduce((sum, line) => sum + line.trim().length, 0);
  return spans.reduce((best, span) => (size(span) > size(best) ? span : best));
}

/** A printed rule across the page: dashes, box-drawing lines, rows of "=" or "*". */
const RULE = /^\s*[-–—─━═=_*·•.]{5,}\s*$/;

/**
 * A newspaper page that starts inside the notice before ("interview. Applicants must possess …" above a rule): the
 * lines up to the first rule are the end of another advert when they start in small letters.
 */
function afterCutFragment(lines: string[]): number {
  const rules = lines.flatMap((line, index) => (index < 15 && RULE.test(line) ? [index] : []));
  for (const [at, rule] of rules.entries()) {
    const start = at === 0 ? 0 : rules[at - 1]! + 1;
    // A running head with the page number ("THE NORTH COAST TRIBUNE | CAREERS … C7") comes before the fragment.
    const first = lines
      .slice(start, rule)
      .find((line) => line.trim() && !/(?:\||\s{3,}).*\s[A-Z]?\d{1,3}\s*$/.test(line.trim()));
    if (first && /^\s*\p{Ll}/u.test(first)) return rule + 1;
  }
  return 0;
}

const ATS_FIELD = /^(?:locations?|time type|posted on|time left to apply|job requisition id|remote type)$/;

/** Every non-empty line, cleaned; chrome lines are dropped. Emoji and decorative symbols at the ends go too. */
export function advertLines(text: string): AdvertLine[] {
  const lines: AdvertLine[] = [];
  // A trail's middle steps are the site's categories: the same words on a line of their own are not the employer.
  const categories = new Set<string>();
  // A social post's reaction bar ("Like  Comment  Repost  Send"): what follows is other people's comments.
  // ('Hugo "el Tano" Ferraro': a nickname in quotes inside a name goes, so the name reads whole.)
  const all = joinedFieldRows(
    splitLines(
      text
        .replace(/\u00a0/g, " ")
        .replace(/(\p{Lu}\p{Ll}+)\s+["“„][^"”“\n]{2,24}["”“]\s+(?=\p{Lu})/gu, "$1 "),
    ),
  );
  const bar = all.findIndex((line) => SOCIAL_BAR.test(line.trim()));
  // Only in the page's second half: its header may carry a "More jobs from this company" link.
  const others = all.findIndex(
    (line, index) => index >= Math.max(8, all.length / 2) && OTHER_ADVERTS.test(line.trim()),
  );
  const end = Math.min(bar > 0 ? bar : all.length, others > 0 ? others : all.length);
  const [noticeFrom, to] = mainNotice(all.slice(0, end));
  const from = Math.max(noticeFrom, afterCutFragment(all.slice(0, to)));
  // Workday's field labels in small letters ("locations" / "Nadi International Airport, Fiji"): the value under
  // one is a field of the site's, not a header line.
  let fieldValue = -1;
  // A board's field table ("Arbeitgeber          Angaben im Stellenbeschreibungstext", "Department   Field
  // Operations"): three or more lines in a row of a short label, a run of spaces and a value read as labels.
  const fieldShaped = (line: string | undefined) =>
    line !== undefined &&
    // ("POST       :  Hydrographic Surveyor" already has its colon.)
    /^\p{Lu}[\p{L}() /'’-]{1,38}[\p{L})]\s{3,}[^\s:]/u.test(line.trim()) &&
    line.trim().split(/\s{3,}/).length === 2;
  // (A PDF's form puts a blank line between its rows: the neighbours are the nearest lines with text.)
  const filled = all.map((line, index) => (line.trim() ? index : -1)).filter((index) => index >= 0);
  const near = (index: number, step: number) => {
    const at = filled.indexOf(index) + step;
    return at >= 0 && at < filled.length && Math.abs(filled[at]! - index) <= 3 * Math.abs(step)
      ? all[filled[at]!]
      : undefined;
  };
  const fieldRow = (index: number) =>
    fieldShaped(all[index]) &&
    ((fieldShaped(near(index, -1)) && (fieldShaped(near(index, -2)) || fieldShaped(near(index, 1)))) ||
      (fieldShaped(near(index, 1)) && fieldShaped(near(index, 2))));
  all.slice(0, to).forEach((original, index) => {
    const raw = fieldRow(index) ? original.trim().replace(/\s{3,}/, ": ") : original;
    if (index < from) return;
    if (ATS_FIELD.test(raw.trim())) {
      fieldValue = all.findIndex((next, at) => at > index && next.trim() !== "");
      return;
    }
    if (index === fieldValue) return;
    // "Hardwick Hollow Maple        Job Openings": a site link at the far end of the line goes before the spaces do.
    const parts = raw.trim().split(/\s{3,}/);
    const kept =
      parts.length > 1 && !/:$/.test(parts[0]!) && isChrome(parts.at(-1)!.trim())
        ? parts.slice(0, -1)
        : parts;
    const line = collapseSpaces(
      stripMarkdown(kept.length ? kept.join("   ") : raw)
        // "← Job Openings", "‹ Regresar a resultados": a back link's arrow.
        .replace(/^[\s\p{Extended_Pictographic}\uFE0F\u200d*#=~_|←‹«]+|^<\s+/u, "")
        .replace(/[\s\p{Extended_Pictographic}\uFE0F\u200d*#=~_|]+$/u, "")
        // "1. ORGANISATION:   Seychelles Fishing Authority": a numbered form's field is the field.
        .replace(/^\d{1,2}[.)]\s+(?=\p{L}[\p{L}() /&'’-]{1,40}:\s)/u, ""),
    );
    // A menu's links are parted by runs of spaces, which collapsing would hide.
    if (!line || RULE.test(line) || /^[-–—=_*·•.]+$/.test(line) || isChrome(line) || isMenuBar(raw.trim())) {
      // A job board's name over its menu ("Dave's ESL Cafe" / "Home | Job Boards | … | Advertise"): not the employer.
      if (index < 5 && lines.length === 1 && BOARD_LINK.test(raw)) lines.pop();
      return;
    }
    if (index < 6 && isTopMenu(raw.trim())) return;
    // "Find jobs" again under a board's search form: a site link on its own near the top is chrome.
    if (index < 20 && SITE_LINK.test(line)) return;
    // "#sailmaker #saintlucia #hiring": a post's tags.
    if (/^(?:#[\p{L}\p{N}_]+\s*){2,}$/u.test(raw.trim())) return;
    if (categories.has(line.toLowerCase())) return;
    const trail = breadcrumb(line);
    if (trail) {
      for (const step of trail.slice(1, -1)) categories.add(step.trim().toLowerCase());
      return;
    }
    // "DIERENVERZORGER" / "(m/v/x)": a gender mark on its own line belongs to the title above it.
    const previous = lines.at(-1);
    if (GENDER_MARK_ONLY.test(line) && previous && previous.index >= index - 2) {
      previous.text = `${previous.text} ${line}`;
      return;
    }
    for (const text of fieldsOfLine(line)) lines.push({ text, index });
  });
  return withoutMenuColumn(lines);
}

/** A field label on a line of its own, its value on the next ("Job Title" / "Research Associate"). */
const FIELD_LABEL =
  /^(job title|post title|intitulé du poste|intitulé|supérieur hiérarchique|cadre d'emplois|lieu d'affectation|service|renseignements|responsible to|reports? to|reporting to|accountable to|position|position title|role|role title|title|employer|company|company name|hiring organi[sz]ation|organi[sz]ation|department|job category|job profile|job family|compensation range|salary|salary range|pay range|grade|reference|vacancy reference|job id|job requisition id|posting end date|closing date|job end date|contract type|type|industry|sector|size|founded|revenue|advertiser|seller|verkäufer|verkäuferin|verkoper|vendeur|anbieter|anbieterin|anunciante|annonceur|arbeitgeber|stellenbezeichnung|arbeitsort|pensum|vertragsart|eintritt|poste|employeur|entreprise|type de contrat|puesto|empresa|functie|werkgever)$/i;

/**
 * "Teitl y Swydd / Job Title: Archivist", "Arbeitgeber · Datore di lavoro:   Tischlerei …": a bilingual form's label,
 * read in each of its languages.
 */
const BILINGUAL_LABEL = /^([\p{L}][\p{L} '’.-]{1,40}?)\s+[/·]\s+([\p{L}][\p{L} '’.-]{1,40}?)\s*:\s+(\S.*)$/u;

function bilingualLabels(lines: AdvertLine[]): AdvertLine[] {
  return lines.flatMap((line) => {
    const match = BILINGUAL_LABEL.exec(line.text);
    // ("Stelle melden   ·   Ähnliche Jobs: …": a "·" parts two labels only when one of them is a field's.)
    const dotted = match && /^[^/]*·/.test(line.text.slice(0, match[1]!.length + 4));
    if (!match || (dotted && !FIELD_LABEL.test(match[1]!.trim()) && !FIELD_LABEL.test(match[2]!.trim())))
      return [line];
    return [
      { text: `${match[2]}: ${match[3]}`, index: line.index },
      { text: `${match[1]}: ${match[3]}`, index: line.index },
    ];
  });
}

const SHOUTED = (text: string) => /\p{Lu}{4}/u.test(text) && !/\p{Ll}/u.test(text);

/**
 * A heading in capitals wrapped on a narrow page: "MAIRIE DE VALLONS-SUR-" / "BRIVET", "UN AGENT D'ACCUEIL ET D'ÉTAT"
 * / "CIVIL (F/H)". The second line ends the first when it breaks after a hyphen or is a short tail before "(F/H)".
 */
function joinedCapitals(lines: AdvertLine[]): AdvertLine[] {
  const joined: AdvertLine[] = [];
  for (const line of lines) {
    const previous = joined.at(-1);
    const tail = line.text.replace(GENDER_MARKER, "").trim();
    // "TECHNICIEN(NE) DE" / "LUTTE ANTIVECTORIELLE": a heading that ends on a joining word goes on.
    const joining = /\s(?:DE|DU|DES|D['’]|DE LA|OF|AND|FOR|THE|&|ET|UND|FÜR|Y|DEL|EN|VAN|VOOR)$/u.test(
      previous?.text ?? "",
    );
    if (
      previous &&
      joining &&
      line.index === previous.index + 1 &&
      SHOUTED(previous.text) &&
      SHOUTED(line.text.replace(GENDER_MARKER, "")) &&
      line.text.split(" ").length <= 5
    )
      previous.text = `${previous.text} ${line.text}`;
    else if (
      previous &&
      line.index === previous.index + 1 &&
      previous.text.split(" ").length <= 8 &&
      !/[.!?:;,]$/.test(previous.text) &&
      SHOUTED(previous.text) &&
      /^\p{Lu}[\p{Lu}-]*$/u.test(tail.split(" ")[0] ?? "") &&
      !/\p{Ll}/u.test(line.text.replace(GENDER_MARKER, "")) &&
      (/\p{L}-$/u.test(previous.text)
        ? tail.split(" ").length <= 2
        : tail.split(" ").length <= 2 && tail !== line.text.trim())
    )
      previous.text = /-$/.test(previous.text) ? previous.text + line.text : `${previous.text} ${line.text}`;
    else joined.push({ ...line });
  }
  return joined;
}

/** A narrow PDF column: most lines are short. */
function isNarrowColumn(lines: AdvertLine[]): boolean {
  if (lines.length < 12) return false;
  const lengths = lines.map((line) => line.text.length).sort((a, b) => a - b);
  return lengths[Math.floor(lengths.length / 2)]! <= 32 && lengths[Math.floor(lengths.length * 0.9)]! <= 45;
}

/**
 * A narrow column's paragraph is one line again: "Job title: Com-" / "munity Midwife", "Senior Charge Mid-" /
 * "wife, Maternity" / "Unit (Ingrid" / "Jamieson)". A line that ends a sentence or a label, and a next line that
 * opens a label, a numbered heading, a bullet or a heading in capitals, end the run.
 */
function joinedNarrowColumn(lines: AdvertLine[]): AdvertLine[] {
  if (isNarrowColumn(lines)) return joinedColumnLines(lines);
  // A page whose first part only is in narrow columns, hyphenated as they are ("Scientific Fisheries Ob-" / "server").
  const runs: AdvertLine[][] = [[]];
  for (const line of lines) {
    if (line.text.length > 45) runs.push([line], []);
    else runs.at(-1)!.push(line);
  }
  return runs.flatMap((run) =>
    isNarrowColumn(run) && hyphenBreaks(run) >= 3 ? joinedColumnLines(run) : run,
  );
}

/** Lines that break a word with a hyphen: "bio-" above "logical data". */
function hyphenBreaks(lines: AdvertLine[]): number {
  return lines.filter((line, at) => /\p{Ll}-$/u.test(line.text) && /^\p{Ll}/u.test(lines[at + 1]?.text ?? ""))
    .length;
}

function joinedColumnLines(lines: AdvertLine[]): AdvertLine[] {
  const joined: AdvertLine[] = [];
  let lastIndex = -2;
  for (const line of lines) {
    const previous = joined.at(-1);
    const heading = (text: string) => /\p{Lu}{3}/u.test(text) && !/\p{Ll}/u.test(text);
    const opensBlock =
      /^[\p{L}][\p{L} &'’/-]{0,30}:/u.test(line.text) ||
      /^\d+\.\s/.test(line.text) ||
      /^[-•▪◦‣●■➢►–]\s/u.test(line.text) ||
      heading(line.text);
    // "SUPÉRIEUR HIÉRAR-" / "CHIQUE": a heading in capitals broken over the column's lines.
    const headingBroken =
      previous && heading(previous.text) && /\p{Lu}-$/u.test(previous.text) && heading(line.text);
    if (headingBroken && line.index === lastIndex + 1) previous.text = previous.text.slice(0, -1) + line.text;
    else if (
      previous &&
      line.index === lastIndex + 1 &&
      !/[.!?:;]$/.test(previous.text) &&
      !heading(previous.text) &&
      !opensBlock
    ) {
      const broken = /\p{L}-$/u.test(previous.text) && /^\p{Ll}/u.test(line.text);
      previous.text = broken ? previous.text.slice(0, -1) + line.text : `${previous.text} ${line.text}`;
    } else joined.push({ ...line });
    lastIndex = line.index;
  }
  return joined;
}

/** Joins such pairs into "Job Title: Research Associate", so they read as the labelled fields they are. */
export function joinedLabels(unjoined: AdvertLine[]): AdvertLine[] {
  const lines = bilingualLabels(joinedCapitals(joinedNarrowColumn(unjoined)));
  const joined: AdvertLine[] = [];
  for (let at = 0; at < lines.length; at++) {
    const line = lines[at]!;
    const next = lines[at + 1];
    if (
      next &&
      FIELD_LABEL.test(line.text.replace(/\s*:$/, "")) &&
      !FIELD_LABEL.test(next.text) &&
      // "Job Profile" above "Employer: Calderbrook Council" is a heading, not a label with its value.
      !/^[\p{L} ]{2,30}\s?:/u.test(next.text) &&
      next.index - line.index <= 2 &&
      next.text.split(" ").length <= 14 &&
      // ("Poste" over a paragraph hard-wrapped in small letters: a heading, not a label with its value.)
      !(lines[at + 2]?.index === next.index + 1 && /^\p{Ll}/u.test(lines[at + 2]!.text))
    ) {
      joined.push({ text: `${line.text.replace(/\s*:$/, "")}: ${next.text}`, index: line.index });
      at++;
    } else joined.push(line);
  }
  return joined;
}

const VACANCIES_HEADING =
  /^(?:vacancies|situations vacant|positions vacant|jobs?(?: corner| board| vacancies| opportunities)?|career opportunities|employment|appointments|careers|stellenangebote|stellenmarkt|offres d['’]emploi|emplois|empleos|ofertas de empleo|vacatures)$/i;
const JOB_HEADING =
  /(?<![\p{L}])(?:WANTED|VACANCY|HIRING|NEEDED|REQUIRED|GESUCHT|RECHERCHE|SE BUSCA|GEZOCHT)(?![\p{L}])/u;
const CLASSIFIED_HEADING =
  /^(?:vehicles(?: for sale)?|land|lots|motors|cars|property|properties|real estate|to let|for sale|for rent|tenders?|tender notices?|(?:public )?notices?|lost(?: and found| & found)?|found|services|announcements|auctions?|education|obituaries|personal|births|deaths|events|business|immobilien|fahrzeuge|verschiedenes|immobilier|véhicules|divers|inmuebles|vehículos|varios|onroerend goed|auto['’]s|diversen)$/i;

/**
 * A newspaper's classifieds page pasted whole: the job is what stands under its "VACANCIES" heading, not the cars,
 * plots and notices around it (a box's border lines go too).
 */
export function onlyTheVacancies(text: string): string {
  const lines = text.split("\n");
  const heading = (line: string) => {
    const trimmed = line.trim();
    return trimmed.length >= 3 && trimmed === trimmed.toUpperCase() && /\p{Lu}{3}/u.test(trimmed)
      ? trimmed
      : "";
  };
  // (Or, with no such heading, the job's own: "PLUMBERS WANTED (2)" among "FOR RENT", "VEHICLES" and "LAND".)
  const vacancies = lines.findIndex((line) => VACANCIES_HEADING.test(heading(line)));
  const from = vacancies >= 0 ? vacancies : lines.findIndex((line) => JOB_HEADING.test(heading(line)));
  // A newsletter's "JOBS CORNER" between two rules ("-----"): its sections are parted by the rules.
  const rule = (line: string | undefined) => /^\s*[*=#~_-]{10,}\s*$/.test(line ?? "");
  const ruled =
    vacancies >= 0 && lines.slice(Math.max(0, from - 2), from).some(rule) && lines.slice(from + 1).some(rule);
  if (
    from < 0 ||
    (!ruled &&
      lines.filter((line) => CLASSIFIED_HEADING.test(heading(line))).length < (vacancies >= 0 ? 1 : 2))
  )
    return text;
  let to = lines.length;
  // (The heading's own box: a rule right under it, before any of the section's lines.)
  let begun = false;
  for (let at = from + 1; at < lines.length; at++) {
    if (CLASSIFIED_HEADING.test(heading(lines[at]!)) || (ruled && begun && rule(lines[at]))) {
      to = at;
      break;
    }
    if (lines[at]!.trim() && !rule(lines[at])) begun = true;
  }
  const section = lines
    .slice(vacancies >= 0 ? from + 1 : from, to)
    .filter((line) => !/^\s*[*=#~_-]{10,}\s*$/.test(line));
  const indent = Math.min(
    ...section.filter((line) => line.trim()).map((line) => /^ */.exec(line)![0].length),
  );
  return section
    .map((line) => line.slice(Number.isFinite(indent) ? indent : 0))
    .join("\n")
    .trim();
}

/** A chat export's message start: "[09/10/2027, 10:17] Ruwan J.: …" or "09/10/2027, 10:17 - Ruwan J.: …". */
// Discord puts the poster and time on a line of their own: "Joanna DC-R | Coding TL — 10/11/2027 9:14 AM"; Zalo and
// Messenger groups too, without a date: "Linh Nguyễn (Mây Rooftop)  14:05".
const CHAT_MESSAGE =
  /^\[?\d{1,4}[./-]\d{1,2}[./-]\d{1,4},? \d{1,2}:\d{2}(?::\d{2})?(?: ?[AaPp][Mm])?(?:\]| -) ([^:]{1,40}): ?|^\s*(\S[^—]{0,60}) — (?:\d{1,4}[./-]\d{1,2}[./-]\d{1,4}|Today at|Yesterday at) ?\d{0,2}:?\d{0,2}(?: ?[AaPp][Mm])?\s*$|^\s*(\p{Lu}[\p{L}.'’-]*(?: [\p{L}.'’()-]+){0,5})\s{2,}(?:(?:Today|Yesterday|Mon|Tue|Wed|Thu|Fri|Sat|Sun)\p{L}*,?\s+|\d{1,2}[./]\d{1,2}(?:[./]\d{2,4})?,?\s+)?\d{1,2}:\d{2}(?: ?[AaPp][Mm])?\s*$|^(\S.{0,60}), \[\d{1,2}[./]\d{1,2}[./]\d{2,4},? \d{1,2}:\d{2}(?::\d{2})?\]\s*$/u;

const TELEGRAM_POST = /, \[\d{1,2}[./]\d{1,2}[./]\d{2,4},? \d{1,2}:\d{2}(?::\d{2})?\]\s*$/;

/** A message's time on a line of its own, under it: "14:02", "8:12 AM", "09:13 ✓✓". */
const TIME_ALONE = /^\s*\d{1,2}[:.]\d{2}(?:\s?[AaPp]\.?[Mm]\.?)?(?:\s*[✓✔]{1,2})?\s*$/u;

type ChatMessage = { sender: string; lines: string[] };

/**
 * Signal, Viber and Threema copied from the app: each message is its sender's name on a line, the message, and its
 * time on a line of its own ("Oyuka B." / "📌 JOB – SALES ASSISTANT" / "14:03").
 */
function messagesOverTimes(lines: string[]): ChatMessage[] {
  const ends = lines.flatMap((line, at) => (TIME_ALONE.test(line) ? [at] : []));
  if (ends.length < 3) return [];
  const messages: ChatMessage[] = [];
  let from = 0;
  for (const end of ends) {
    const block = lines.slice(from, end);
    from = end + 1;
    // The sender's name opens the block's first paragraph that a name opens (a group's name, its member count and a
    // date may stand above it); the message runs to the time, blank lines and all.
    const opens = block.findIndex(
      (line, at) =>
        (at === 0 || !block[at - 1]!.trim()) && SENDER.test(line.trim()) && Boolean(block[at + 1]?.trim()),
    );
    if (opens < 0) continue;
    messages.push({ sender: block[opens]!.trim(), lines: block.slice(opens + 1) });
  }
  return messages;
}

/** A sender's name on its own line: "Oyuka B.", "Claire (Lyon)"; not a date ("Today", "Tue, Mar 5"). */
const SENDER =
  /^(?!(?:Today|Yesterday|Heute|Gestern|Aujourd['’]hui|Hier|Hoy|Ayer|Vandaag|Gisteren)$)\p{Lu}[\p{L}.'’-]*(?:\s+[\p{L}.'’()-]+){0,4}$/u;

/**
 * A group chat pasted whole: the advert is what its poster wrote (whoever wrote most), not the admin's rules or the
 * questions after it.
 */
function longestChatMessage(lines: string[]): string | null {
  const messages: ChatMessage[] = [];
  for (const line of lines) {
    const start = CHAT_MESSAGE.exec(line);
    // (A Discord header line holds only who posted and when: the post's first stays, to name its author.)
    const sender = start?.[1] ?? start?.[2] ?? start?.[3] ?? start?.[4];
    if (sender !== undefined)
      messages.push({
        sender,
        lines: !start![1] && messages.some((message) => message.sender === sender) ? [] : [line],
      });
    else messages.at(-1)?.lines.push(line);
  }
  // ("Emplois & Opportunités Bénin, [15.05.2028 09:14]": a channel's posts, one sender; the advert is its longest.)
  const senders = new Set(messages.map((message) => message.sender));
  if (
    messages.length >= 2 &&
    senders.size === 1 &&
    TELEGRAM_POST.test(lines.find((line) => line.trim()) ?? "")
  )
    return messages
      .map((message) =>
        message.lines
          .filter((line) => !TELEGRAM_POST.test(line))
          .join("\n")
          .trim(),
      )
      .reduce((longest, text) => (text.length > longest.length ? text : longest), "");
  if (messages.length < 3) messages.splice(0, messages.length, ...messagesOverTimes(lines));
  if (messages.length < 3) return null;
  const written = new Map<string, number>();
  for (const message of messages)
    written.set(message.sender, (written.get(message.sender) ?? 0) + message.lines.join(" ").length);
  const poster = [...written].reduce((best, entry) => (entry[1] > best[1] ? entry : best))[0];
  return messages
    .filter((message) => message.sender === poster)
    .flatMap((message) => message.lines)
    .join("\n")
    .trim();
}

const POST_BY =
  /^(?:Beitrag von|Post by|Posted by|Message par|Message de|Mensaje de|Bericht door|Geplaatst door)\s/i;

/**
 * A forum thread pasted whole: its first post is the advert, under the thread's title (which a reply's "Re: …"
 * repeats); the forum's banner and buttons above it and the replies below are not.
 */
export function withoutForumReplies(text: string): string {
  const lines = text.split("\n");
  const chat = longestChatMessage(lines);
  if (chat) return chat;
  const post = lines.findIndex((line) => POST_BY.test(line.trim()));
  for (let at = post + 1; post > 0 && at < lines.length - 1; at++) {
    const title = /^(?:Re|RE|AW|Antw)\s*:\s+(\S.*)$/.exec(lines[at]!.trim())?.[1];
    if (title && POST_BY.test(lines[at + 1]!.trim()))
      return [title, "", ...lines.slice(post + 1, at)].join("\n");
  }
  return text;
}
