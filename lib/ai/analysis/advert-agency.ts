import { isFirmName, tidyName } from "@/lib/ai/analysis/advert-candidates";
import { NAME } from "@/lib/ai/analysis/advert-company";

/**
 * Adverts placed by a recruitment agency for an unnamed client (docs/product-rules.md, "Agency adverts"): the agency
 * is never the employer, and the client is the company only when the advert names it.
 */

/** A word boundary that knows accented letters ("notre client" is not "notre clientèle"): JavaScript's \\b does not. */
const UNICODE_BOUNDARY =
  "(?:(?<![\\p{L}\\p{N}_])(?=[\\p{L}\\p{N}_])|(?<=[\\p{L}\\p{N}_])(?![\\p{L}\\p{N}_]))";

const AGENCY_SIGNS = new RegExp(
  [
    // Not a firm's own records: "case notes in our client database", "our client services team".
    "\\b(?:our|my) client(?:['’]s)?\\b(?!\\s+(?:database|base|list|records?|files?|portal|services?|management|relationships?|care|accounts?|data|system|satisfaction|experience|support|feedback|work|meetings?|visits?|sites?|groups?|communit(?:y|ies)|journeys?|outcomes?|facing|contact|needs|intake|assessments?|glossar(?:y|ies)|documents?|projects?|teams?|quer(?:y|ies)|requests?|orders?|contracts?|deliverables?|materials?|briefs?))",
    "\\bon behalf of (?:our|my|a|an) (?:client|customer)\\b",
    "\\b(?:one of|with one of|on behalf of one of) our (?:[\\w-]+ ){0,2}clients?\\b",
    "\\b(?:recruiting|hiring) (?:exclusively )?on behalf of\\b",
    // Singapore's employment agencies print their licence: "EA Licence No. 26C5551".
    "\\bEA (?:Licen[cs]e|Lic\\.?) No\\b",
    "\\bpartnering with\\b[^.]{0,160}\\b(?:recruit|hire|hiring|looking for|appoint|find)",
    "\\bI(?:'m|’m| am) (?:currently )?(?:partnering|working) with an? \\b",
    "\\bcan(?:not|'t|’t) name (?:them|the client)\\b",
    "\\bacting as an? (?:employment )?(?:agency|business)\\b",
    // A manpower agency's mailing: "an urgent requirement for one of the leading EPC contractors in Qatar",
    // "Client interview at our Kochi office", "Recruiting Agent Licence No. B-0555/KER/…".
    "\\brequirement for (?:one of the|a|an) (?:leading|reputed|reputable|well[- ]known|prestigious|renowned|major)\\b",
    "\\bclient interviews?\\b",
    // "We have been mandated by one of Kuwait's leading … companies", "a technical interview with the client's Service
    // Manager".
    "\\b(?:have|has) been mandated by\\b",
    "\\binterview with the client['’]s\\b",
    "\\brecruiting agent\\b",
    // "I'm recruiting a Conveyancing Assistant for a client of mine"; "a staffing company … we hire them out to our
    // clients": a recruiter, or a labour-hire firm, whose client is not named.
    "\\b(?:for )?a client of (?:mine|ours)\\b",
    "\\b(?:staffing|labou?r[- ]hire|temp(?:orary)? (?:staffing|labou?r)) (?:company|agency|firm|business|provider)\\b",
    "\\bhire (?:them|our (?:staff|workers|technicians|people)) out\\b",
    // "Long Bay Workforce Ltd – you are employed by us and placed on client sites".
    "\\bplaced (?:on|at|with) (?:client|customer)s?['’]? (?:sites?|premises|companies)\\b",
    "\\brecruitment licen[cs]e\\b",
    // "Our recruitment partner for this role is …" is the employer speaking of its agency: not a sign.
    // ("At least a year in recruitment … or a recruitment agency": experience asked for, not the advertiser.)
    "(?<!\\b(?:our|in|at|from|or|and|with) (?:an? )?)\\brecruitment (?:agency|consultancy|business)\\b",
    "\\b(?:a|as|an exclusive|specialist|exclusive) recruitment partner\\b",
    "\\bemployment (?:agency|business)\\b",
    // ("mit unseren Kunden": a firm's own customers; "für unseren Kunden" has a pattern of its own above.)
    "\\b(?:unser(?:em)?|eine[sn]?) (?:Kunden?|Kundin|Mandant(?:en)?|Mandantin)\\b",
    // "Für unsere Kundin, die Dentalwerk Gutenberg AG": one client; "unsere Mandanten" are a firm's own clients.
    "\\b(?:unsere|unserer) (?:Kundin|Mandantin|Auftraggeberin)\\b",
    // "CLIENT: Sepik Ridge Gold Ltd" in a recruiter's e-mail, "the client is keen to interview".
    "(?:^|\\n)\\s*client\\s*:",
    "\\bthe client (?:is|will|has|wants|needs|would)\\b",
    // "I can't share the client's name", "You'd report to the client's Agronomy Manager", a "THE CLIENT" heading.
    "\\bthe client['’]s (?:name|identity)\\b",
    // "For a leading 5⭐ hotel in Doha (client name will be shared at interview stage)".
    "\\bclient(?:['’]s)? name (?:will be|is to be|to be|can be) (?:shared|disclosed|revealed|given)\\b",
    "\\breport(?:ing)? (?:directly )?to the client['’]s\\b",
    "(?:^|\\n)\\s*the client\\s*(?:\\n|$)",
    "\\b(?:a |the )?role I(?:'m|’m| am) recruiting for\\b",
    "\\bfür unseren (?:Kunden|Mandanten)\\b",
    "\\bim Auftrag (?:unseres|unserer|eines|einer) (?:Kunden|Mandanten|Kundin)\\b",
    "\\bPersonal(?:vermittlung|dienstleister|beratung|berater(?:in)?)\\b",
    "\\bnotre client\\b",
    "\\bpour (?:son|le compte de son) client\\b",
    "\\bspécialiste du recrutement\\b",
    "\\bpara su cliente\\b",
    "\\bfür (?:seinen|ihren) (?:Kunden|Mandanten)\\b",
    // (It may wrap over a line's end: "Voor onze" / "opdrachtgever".)
    "\\bonze\\s+(?:opdrachtgever|klant)\\b",
    "(?:^|\\n)\\s*opdrachtgever\\s*:",
    "\\b(?:voor|namens)\\s+(?:een|onze)\\s+(?:opdrachtgever|klant)\\b",
    "\\b(?:pour )?l['’]un de nos clients\\b",
    "\\bpour le compte (?:de|d'un|d’une?)\\b",
    "\\bcabinet de recrutement\\b",
    "\\b(?:nuestro|el|del) cliente\\b",
    "\\bpara (?:una |un )?(?:importante|conocida|reconocida|gran|destacada|prestigiosa) (?:empresa|compañía|aseguradora|multinacional|entidad|consultora|firma)\\b",
    "\\bempresa (?:de selección|cliente)\\b",
    // "IMPORTANTE EMPRESA DEL SECTOR AUTOMOTRIZ … solicita": an employer the advert will not name.
    "(?:^|\\n)\\s*(?:importante|reconocida|prestigiosa|destacada) empresa\\b",
    "\\bconsultora de selección\\b",
    "\\bETT\\b",
    "\\bempresa de trabajo temporal\\b",
    "\\bagence d['’]emploi\\b",
    "\\bintérim\\b",
    "\\bZeitarbeit\\b",
    "\\bArbeitnehmerüberlassung\\b",
  ]
    .join("|")
    .replaceAll("\\b", UNICODE_BOUNDARY),
  "iu",
);

const AGENCY_NAME_WORDS =
  /\b(recruitment|recruiting|recruiters|resourcing|staffing|personnel|talent|search|selection|headhunters?|executive search|personalberatung|personalvermittlung|recrutement|selección|empleo|ETT|intérim|interim|RRHH|recursos humanos|personeelsdiensten|personeelsdienst|uitzendbureau|detachering|zeitarbeit|bemanning|vikarbyrå|personaldienstleistungen?|\w*werving|manpower)\b/i;

/** "Our client, Harlow & Finch LLP, is…", "on behalf of Kestrel Foods". */
const NAMED_CLIENT = [
  // "Our client, Lusoti Sugar Estates (Pty) Ltd, runs …": a legal form in brackets before the comma.
  new RegExp(
    `\\b(?:[Oo]ur|[Mm]y) client,?\\s+(${NAME})(?:\\s+\\([\\p{L}.]{2,12}\\)(?:\\s+[\\p{L}.]{2,10})?)?,`,
    "gu",
  ),
  // "CLIENT: Sepik Ridge Gold Ltd", not "Client: International E&P operator (name withheld)".
  new RegExp(
    `(?:^|\\n)[ \\t]*(?:CLIENT|Client|Kunde|Kundin|Auftraggeber(?:in)?|Opdrachtgever|Cliente|Client final)[ \\t]*:[ \\t]*(${NAME})[ \\t]*(?=$|\\n|,|\\()`,
    "gu",
  ),
  // "Für unsere Kundin, die Dentalwerk Gutenberg AG in Balzers", "notre client, Maison X,", "onze opdrachtgever, X,".
  new RegExp(
    `\\b(?:[Uu]nsere[mnr]?|[Nn]otre|[Nn]uestro|[Nn]uestra|[Oo]nze)\\s+(?:Kunden|Kundin|Mandanten|Mandantin|client(?:e)?|cliente|opdrachtgever|klant),\\s+(?:die|der|das|den|dem|la|le|el|l['’])?\\s*(?:(?:société|compagnie|entreprise|Firma|empresa|compañía|bedrijf|onderneming|hotel|hôtel|restaurante?|cl[ií]nica|clinique|hospital|hôpital|grupo|groupe)\\s+)?(${NAME})`,
    "gu",
  ),
  // "Voor onze opdrachtgever Botika Antriol N.V., een …", "für unseren Kunden Hagemann GmbH".
  new RegExp(
    `\\b(?:[Vv]oor|[Ff]ür|[Pp]our|[Pp]ara|[Ff]or)\\s+(?:onze|unsere[nmr]?|notre|nuestro|nuestra|our)\\s+(?:opdrachtgever|klant|Kunden|Kundin|Auftraggeber(?:in)?|client(?:e)?|cliente)\\s+(${NAME})`,
    "gu",
  ),
  // ("On behalf of: Seria Process Services Sdn Bhd": a job site's field.)
  new RegExp(`\\b[Oo]n behalf of:?\\s+(${NAME})`, "gu"),
  // "Patagonia Selección & Talento S.R.L. busca, para Frutícola Valle Medio S.A., …", "busca para su cliente X".
  new RegExp(
    `\\b(?:busca|buscamos|selecciona|seleccionamos|recherche|recrute|sucht|zoekt|seeks|recruits)\\s*,?\\s+(?:para|pour|für|voor|for)\\s+(?:(?:su|son|notre|our|their|ihren|onze)\\s+(?:cliente|client|Kunden|klant|opdrachtgever),?\\s+)?(${NAME})`,
    "gu",
  ),
  // "recherche pour le compte de son client, Sahel Énergie Services SA, leader de …".
  new RegExp(
    `\\bpour\\s+le\\s+compte\\s+de\\s+(?:son|notre)\\s+client,?\\s+(?:la\\s+|le\\s+|les\\s+|l['’])?(${NAME})`,
    "gu",
  ),
  new RegExp(`\\b(?:[Oo]ur|[Mm]y) client\\s+(${NAME})\\s+(?:is|are|has)\\b`, "gu"),
  new RegExp(`\\bpartnering with\\s+(${NAME})`, "gu"),
  // "Fellside Outdoor Recruitment is delighted to be working with Borrowdale Beck Outdoor Centre", "I'm recruiting for X".
  new RegExp(
    `\\b(?:is|are|am|I['’]m|we['’]re)\\s+(?:(?:delighted|pleased|proud|excited|thrilled|happy)\\s+to\\s+(?:be\\s+)?)?(?:working|partnering|partner|work|recruiting|recruit)\\s+(?:exclusively\\s+|closely\\s+)?(?:with|for)\\s+(${NAME})`,
    "gu",
  ),
];

/** "We are NOT an agency and there is no placement fee": the employer saying it is not one. */
const NOT_AN_AGENCY =
  /(?<![\p{L}])(?:we are|we['’]re|this is)\s+(?:not|NOT)\s+an?\s+(?:recruitment\s+|employment\s+|staffing\s+)?agency(?![\p{L}])/iu;

/**
 * A word every sign above contains, in a pattern cheap to compile and run: most adverts hold none of them, and the
 * signs' own pattern, with its Unicode word boundaries, costs a fresh request about a millisecond to compile.
 */
const AGENCY_WORDS =
  /client|behalf|placed (?:on|at|with)|recrut|recruit|staffing|labou?r[- ]hire|hire them out|partnering|working with|can(?:not|['’]t) name|acting as|requirement for|mandated|employment|kund|mandant|auftrag|personal|opdrachtgever|klant|pour le compte|empresa|consultora|importante|conocida|reconocida|gran |destacada|prestigiosa|(?<![a-z])ett(?![a-z])|agence|intérim|zeitarbeit|arbeitnehmer/i;

export function hasAgencySigns(text: string): boolean {
  return AGENCY_WORDS.test(text) && AGENCY_SIGNS.test(text) && !NOT_AN_AGENCY.test(text);
}

export function looksLikeAgencyName(name: string): boolean {
  return AGENCY_NAME_WORDS.test(name);
}

const AGENCY_NAMES = [
  // "Recruteur : CABINET NGOLO RH" in a job board's field block of an agency's advert.
  new RegExp(
    `(?:^|\\n)[ \\t]*(?:[Rr]ecruteur|[Rr]ecruiter|[Aa]gence|[Aa]gency|[Cc]abinet|[Cc]onsultora)[ \\t]*:[ \\t]*(${NAME})`,
    "gu",
  ),
  new RegExp(`(${NAME})\\s+(?:is|are)\\s+(?:acting|operating)\\s+as\\b`, "gu"),
  new RegExp(
    // On one line: "Sreeja Nair" over "Recruitment Executive" is a person and her job.
    `(${NAME}[ \\t]+(?:Recruitment|Recruiting|Recruiters|Resourcing|Staffing|Personnel|Talent|Search(?:\\s+Partners)?|Selection|Personalberatung|Recrutement|Empleo(?:\\s+ETT)?|ETT|Intérim|Personeelsdiensten|Personeelsdienst|Uitzendbureau|Detachering|Zeitarbeit|Personaldienstleistungen?|Manpower(?:\\s+(?:Services?|Solutions|Consultants?|Consultancy|Group|International|Agency))?))(?![\\p{L}])(?!\\s+Reg(?:istration)?\\.?\\s)`,
    "gu",
  ),
];

/** The agency's own name where the advert gives it ("Meridian Recruitment is acting as an employment agency"). */
export function agencyName(text: string): string {
  for (const pattern of AGENCY_NAMES) {
    for (const match of text.matchAll(pattern)) {
      const name = tidyName(match[1] ?? "");
      if (name) return name;
    }
  }
  return "";
}

export function namedClient(text: string): string {
  // ("with our client, Shuwaikh Cold" / "Chain Logistics, a …": failing that, a name wrapped over the line's end.)
  return clientIn(text) || clientIn(text.replace(/(?<=[\p{L},])[ \t]*\n[ \t]*(?=\p{L})/gu, " "));
}

function clientIn(text: string): string {
  for (const pattern of NAMED_CLIENT) {
    for (const match of text.matchAll(pattern)) {
      const name = tidyName(match[1] ?? "");
      // "durch unseren Kunden, Überzahlung, …": after a bare comma one word is a firm's name only with a firm word.
      if (
        pattern === NAMED_CLIENT[2] &&
        !/,\s+(?:die|der|das|den|dem|la|le|el|l['’])/i.test(match[0]) &&
        !/\s/.test(name) &&
        !isFirmName(name)
      )
        continue;
      // "de notre client, KOFFI Yao Serge,": a person named surname first, in capitals.
      if (/^\p{Lu}{3,}\s+\p{Lu}\p{Ll}+(?:\s+\p{Lu}\p{Ll}+)?$/u.test(name) && !isFirmName(name)) continue;
      // "de nuestro cliente, Sr. Rubén Darío Pichún": a person at the client, not the client.
      if (/^(?:Sr|Sra|Srta|Dr|Dra|Mr|Mrs|Ms|M|Mme|Herr|Frau|Ing|Lic|Cdt|Cmdt|Capt|Cne)\.?\s/u.test(name))
        continue;
      if (name && !/^(our|my|a|an|the)\b/i.test(name) && !looksLikeAgencyName(name)) return name;
    }
  }
  return "";
}
