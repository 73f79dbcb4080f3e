/**
 * Word lists that classify the pieces of an advert's header lines: places, pay, contract types, legal suffixes
 * and personal titles (docs/product-rules.md, "Advert analysis"). Job-title words live in roles.ts.
 */
import { WORLD_CITIES } from "./world-cities";

const COUNTRIES_AND_REGIONS = [
  "uk",
  "united kingdom",
  "great britain",
  "england",
  "scotland",
  "wales",
  "northern ireland",
  "ireland",
  "usa",
  "us",
  "united states",
  "canada",
  "germany",
  "deutschland",
  "austria",
  "österreich",
  "switzerland",
  "schweiz",
  "suisse",
  "france",
  "spain",
  "españa",
  "portugal",
  "italy",
  "italia",
  "netherlands",
  "belgium",
  "belgique",
  "luxembourg",
  "denmark",
  "sweden",
  "norway",
  "finland",
  "poland",
  "czechia",
  "australia",
  "new zealand",
  "india",
  "singapore",
  "emea",
  "apac",
  "dach",
  "benelux",
  "nordics",
  "europe",
  "eu",
  "latam",
  "north america",
  "worldwide",
  "global",
  "mexico",
  "méxico",
  "argentina",
  "colombia",
  "chile",
  "uae",
  "dubai",
  "nederland",
  "the netherlands",
  "belgië",
  "queensland",
  "new south wales",
  "victoria",
  "tasmania",
  "western australia",
  "south australia",
  "northern territory",
  "ontario",
  "alberta",
  "british columbia",
  "nova scotia",
  "manitoba",
  "saskatchewan",
];

const CITIES = [
  "london",
  "manchester",
  "birmingham",
  "leeds",
  "glasgow",
  "edinburgh",
  "liverpool",
  "bristol",
  "sheffield",
  "newcastle",
  "newcastle upon tyne",
  "nottingham",
  "leicester",
  "cardiff",
  "belfast",
  "cambridge",
  "oxford",
  "reading",
  "brighton",
  "southampton",
  "portsmouth",
  "york",
  "bath",
  "exeter",
  "plymouth",
  "norwich",
  "milton keynes",
  "coventry",
  "derby",
  "aberdeen",
  "dundee",
  "swansea",
  "hull",
  "bradford",
  "sunderland",
  "stoke",
  "luton",
  "slough",
  "guildford",
  "croydon",
  "canary wharf",
  "the city",
  "dublin",
  "cork",
  "galway",
  "berlin",
  "munich",
  "münchen",
  "hamburg",
  "frankfurt",
  "frankfurt am main",
  "cologne",
  "köln",
  "stuttgart",
  "düsseldorf",
  "leipzig",
  "dresden",
  "hannover",
  "nuremberg",
  "nürnberg",
  "bremen",
  "essen",
  "dortmund",
  "bonn",
  "karlsruhe",
  "mannheim",
  "vienna",
  "wien",
  "zurich",
  "zürich",
  "geneva",
  "genève",
  "basel",
  "bern",
  "paris",
  "lyon",
  "marseille",
  "toulouse",
  "lille",
  "bordeaux",
  "nantes",
  "nice",
  "strasbourg",
  "montpellier",
  "rennes",
  "grenoble",
  "madrid",
  "barcelona",
  "valencia",
  "sevilla",
  "seville",
  "bilbao",
  "málaga",
  "malaga",
  "zaragoza",
  "lisbon",
  "lisboa",
  "porto",
  "amsterdam",
  "rotterdam",
  "utrecht",
  "the hague",
  "eindhoven",
  "brussels",
  "bruxelles",
  "antwerp",
  "copenhagen",
  "stockholm",
  "oslo",
  "helsinki",
  "warsaw",
  "kraków",
  "krakow",
  "prague",
  "budapest",
  "milan",
  "milano",
  "rome",
  "roma",
  "turin",
  "new york",
  "new york city",
  "nyc",
  "san francisco",
  "los angeles",
  "seattle",
  "austin",
  "boston",
  "chicago",
  "denver",
  "atlanta",
  "miami",
  "washington",
  "washington dc",
  "toronto",
  "vancouver",
  "montreal",
  "sydney",
  "melbourne",
  "auckland",
  "singapore",
  "bangalore",
  "bengaluru",
  "mumbai",
  "hyderabad",
  "linz",
  "graz",
  "salzburg",
  "innsbruck",
  "lausanne",
  "lucerne",
  "luzern",
  "limerick",
  "waterford",
  "kilkenny",
  "sligo",
  "athlone",
  "calgary",
  "ottawa",
  "edmonton",
  "winnipeg",
  "quebec",
  "québec",
  "halifax",
  "perth",
  "brisbane",
  "adelaide",
  "canberra",
  "hobart",
  "wellington",
  "christchurch",
  "houston",
  "dallas",
  "phoenix",
  "philadelphia",
  "san diego",
  "san jose",
  "portland",
  "minneapolis",
  "detroit",
  "pittsburgh",
  "raleigh",
  "nashville",
  "charlotte",
  "keswick",
  "harrogate",
  "chester",
  "lancaster",
  "carlisle",
  "durham",
  "inverness",
  "stirling",
  "swindon",
  "peterborough",
  "ipswich",
  "colchester",
  "chelmsford",
  "maidstone",
  "canterbury",
  "winchester",
  "salisbury",
  "gloucester",
  "cheltenham",
  "worcester",
  "hereford",
  "shrewsbury",
  "telford",
  "wolverhampton",
  "walsall",
  "stockport",
  "bolton",
  "wigan",
  "warrington",
  "preston",
  "blackpool",
  "blackburn",
  "huddersfield",
  "wakefield",
  "doncaster",
  "rotherham",
  "barnsley",
  "middlesbrough",
  "gateshead",
  "newport",
  "wrexham",
  "bangor",
  "derry",
  "lisburn",
  "falkensee",
  "potsdam",
  "mainz",
  "wiesbaden",
  "freiburg",
  "heidelberg",
  "augsburg",
  "regensburg",
  "toulon",
  "angers",
  "dijon",
  "reims",
  "le mans",
  "tours",
  "valladolid",
  "alicante",
  "murcia",
  "palma",
  "granada",
  "córdoba",
  "vigo",
  "gijón",
  "pamplona",
  "santander",
  "san sebastián",
  "donostia",
  "pontypridd",
  "avonmouth",
  "cardiff bay",
  "salford",
  "knowsley",
  "widnes",
  "bootle",
  "oakland",
  "san francisco bay area",
  // the Netherlands, Belgium, Australia, India
  "amersfoort",
  "haarlem",
  "leiden",
  "delft",
  "groningen",
  "arnhem",
  "nijmegen",
  "tilburg",
  "breda",
  "zwolle",
  "maastricht",
  "almere",
  "alkmaar",
  "apeldoorn",
  "enschede",
  "den haag",
  "den bosch",
  "'s-hertogenbosch",
  "gent",
  "ghent",
  "leuven",
  "brugge",
  "bruges",
  "mechelen",
  "antwerpen",
  "geelong",
  "gold coast",
  "sunshine coast",
  "darwin",
  "townsville",
  "cairns",
  "wollongong",
  "pune",
  "chennai",
  "delhi",
  "new delhi",
  "noida",
  "gurugram",
  "gurgaon",
  "kolkata",
  "ahmedabad",
  // Europe's other capitals and large cities ("Sofia", "Florence", "Split" and "Nice" are also names or words).
  ...["nicosia", "lefkosia", "limassol", "larnaca", "paphos", "valletta", "sliema", "reykjavik", "reykjavík"],
  ...[
    "tallinn",
    "riga",
    "vilnius",
    "ljubljana",
    "zagreb",
    "sarajevo",
    "belgrade",
    "beograd",
    "podgorica",
    "skopje",
  ],
  ...[
    "tirana",
    "bucharest",
    "bucurești",
    "cluj-napoca",
    "timișoara",
    "timisoara",
    "iași",
    "iasi",
    "sibiu",
    "chișinău",
  ],
  ...[
    "chisinau",
    "kyiv",
    "kharkiv",
    "lviv",
    "odesa",
    "minsk",
    "gdańsk",
    "gdansk",
    "wrocław",
    "wroclaw",
    "poznań",
  ],
  ...[
    "poznan",
    "łódź",
    "lodz",
    "brno",
    "bratislava",
    "košice",
    "kosice",
    "debrecen",
    "thessaloniki",
    "patras",
  ],
  ...["heraklion", "athens", "athina", "braga", "coimbra", "faro", "las palmas", "genoa", "genova", "naples"],
  ...[
    "napoli",
    "palermo",
    "bologna",
    "firenze",
    "bari",
    "catania",
    "aarhus",
    "odense",
    "gothenburg",
    "göteborg",
  ],
  // Capitals written in Cyrillic, as a Bulgarian, Serbian or Ukrainian board writes them.
  ...[
    "софия",
    "пловдив",
    "варна",
    "београд",
    "скопје",
    "киев",
    "київ",
    "харків",
    "одеса",
    "львів",
    "минск",
    "москва",
  ],
  ...["malmö", "malmo", "bergen", "trondheim", "stavanger", "tampere", "turku", "oulu"],
];

const WORK_PATTERNS = [
  // "Barista – Seef District | Immediate Joiner": when, not who.
  "immediate joiner",
  "immediate joiners",
  "immediate start",
  "urgent hiring",
  "walk-in interview",
  "remote",
  "fully remote",
  "hybrid",
  "on-site",
  "onsite",
  "on site",
  "in office",
  "office-based",
  "office based",
  "home-based",
  "home based",
  "work from home",
  "wfh",
  "flexible",
  "field-based",
  "field based",
  "homeoffice",
  "télétravail",
  "teletrabajo",
  "remoto",
  "híbrido",
  "hybride",
  "full-time",
  "full time",
  "part-time",
  "part time",
  "permanent",
  "temporary",
  "contract",
  "fixed-term",
  "fixed term",
  "freelance",
  "internship",
  "apprenticeship",
  "vollzeit",
  "teilzeit",
  "unbefristet",
  "befristet",
  "cdi",
  "cdd",
  "temps plein",
  "temps partiel",
  "jornada completa",
  "media jornada",
  "indefinido",
  "mid-senior level",
  "entry level",
  "associate",
  "director",
  "executive",
  "not applicable",
  "internship level",
  "graduate",
  // "CT Technologist (Cebu, day shift)": the shift worked.
  "day shift",
  "night shift",
  "night shifts",
  "rotating shifts",
  "shift work",
  "weekends",
];

const PLACES = new Set([...COUNTRIES_AND_REGIONS, ...CITIES, ...WORLD_CITIES]);
const WORK_WORDS = new Set(WORK_PATTERNS);

const US_STATE =
  /,\s*(A[LKZR]|C[AOT]|D[EC]|FL|GA|HI|I[DLNA]|K[SY]|LA|M[EDAINSOT]|N[EVHJMYCD]|O[HKR]|PA|RI|S[CD]|T[NX]|UT|V[TA]|W[AVIY])$/;
/** "Calgary, AB T2H 0K8", "Halifax, NS". */
const CA_PROVINCE = /,\s*(AB|BC|MB|NB|NL|NS|NT|NU|ON|PE|QC|SK|YT)(\s+[A-Z]\d[A-Z]\s?\d[A-Z]\d)?$/;
/** "Geelong VIC", "Parramatta NSW 2150". */
// "Télé-Mayens SA" is a Swiss firm: South Australia's "SA" needs a comma or a postcode ("Mount Gambier SA 5290").
const AU_STATE =
  /^[\p{Lu}][\p{L} -]+(?:,?\s+(?:VIC|NSW|QLD|WA|TAS|ACT|NT)(?:\s+\d{4})?|,\s+SA(?:\s+\d{4})?|\s+SA\s+\d{4})$/u;
const POSTCODE = /\b[A-Z]{1,2}\d[A-Z\d]?\s?\d[A-Z]{2}\b|\b\d{5}\b/;

function simplify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[()[\]]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** "Munich, Germany", "London (Hybrid)", "Remote – UK", "Leeds LS1 4AP", "Austin, TX". */
let countryCodes: Map<string, string> | null = null;

const RETIRED_REGIONS = new Set([
  "AN",
  "BU",
  "CS",
  "DD",
  "EZ",
  "FX",
  "NT",
  "QO",
  "SU",
  "TP",
  "UN",
  "YD",
  "YU",
  "ZR",
]);

/** Every country's name in the five advert languages, from the runtime's own region names ("Perú", "Bermudas"). */
function countryCodeByName(): Map<string, string> {
  if (!countryCodes) {
    countryCodes = new Map([
      ["uk", "GB"],
      ["u.k.", "GB"],
      ["great britain", "GB"],
      ["britain", "GB"],
      ["usa", "US"],
      ["u.s.", "US"],
      ["u.s.a.", "US"],
      ["america", "US"],
      ["eu", "EU"],
      // Short forms people write for these countries ("NZ citizenship", "UAE residence visa", "KSA", "HK permanent
      // resident").
      ["nz", "NZ"],
      ["uae", "AE"],
      ["ksa", "SA"],
      ["png", "PG"],
      ["hk", "HK"],
      ["hksar", "HK"],
      // Names people still write that the runtime's tables give otherwise ("Congo - Kinshasa", "Türkiye").
      ["drc", "CD"],
      ["dr congo", "CD"],
      ["d.r. congo", "CD"],
      ["democratic republic of congo", "CD"],
      ["democratic republic of the congo", "CD"],
      ["republic of congo", "CG"],
      ["republic of the congo", "CG"],
      ["ivory coast", "CI"],
      ["cote d'ivoire", "CI"],
      ["côte d'ivoire", "CI"],
      ["czech republic", "CZ"],
      ["burma", "MM"],
      ["swaziland", "SZ"],
      ["macedonia", "MK"],
      ["palestine", "PS"],
      ["east timor", "TL"],
      ["korea", "KR"],
      ["republic of korea", "KR"],
      ["holland", "NL"],
      ["england", "GB"],
      ["scotland", "GB"],
      ["wales", "GB"],
      // (Not Britain: a longer name starting earlier wins.)
      ["new south wales", "AU"],
      ["new england", "US"],
      ["northern ireland", "GB"],
      ["vatican", "VA"],
      ["russian federation", "RU"],
      ["viet nam", "VN"],
      ["lao pdr", "LA"],
      ["curacao", "CW"],
      ["sao tome", "ST"],
      ["bosnia", "BA"],
    ]);
    const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    for (const language of ["en", "de", "fr", "es", "nl"]) {
      const names = new Intl.DisplayNames([language], { type: "region", fallback: "none" });
      for (const first of letters)
        for (const second of letters) {
          // Withdrawn codes ("BU" for Burma, "AN" for the Netherlands Antilles) and groupings are no country.
          if (RETIRED_REGIONS.has(first + second)) continue;
          const country = names.of(first + second);
          if (!country) continue;
          // "Turks & Caicos Islands" is also "Turks and Caicos" and "Turks & Caicos"; "Myanmar (Burma)" is either;
          // "Hong Kong SAR China" is "Hong Kong"; "St. Lucia" is "St Lucia" and "Saint Lucia".
          const full = country.toLowerCase().replace(/’/g, "'");
          const bracketed = /^(.+?)\s*\((.+)\)$/.exec(full);
          const name = (bracketed?.[1] ?? full).replace(/\s+(?:sar|ras)\b.*$/, "");
          const joined = name.replace(/\s+islands$/, "");
          const spelled = /^st\.?\s/.test(joined)
            ? [joined.replace(/^st\.?\s/, "st "), joined.replace(/^st\.?\s/, "saint ")]
            : [];
          const variants = [
            name,
            ...(bracketed ? [bracketed[2]!] : []),
            ...spelled,
            ...[joined, ...spelled].flatMap((form) =>
              /\s(?:&|and)\s/.test(form)
                ? [form, form.replace(" & ", " and "), form.replace(" and ", " & ")]
                : [],
            ),
          ];
          for (const variant of variants)
            if (!countryCodes.has(variant)) countryCodes.set(variant, first + second);
        }
    }
  }
  return countryCodes;
}

function isCountry(name: string): boolean {
  return countryCodeByName().has(name);
}

/** The region code of a country's name, any form ("DRC", "DR Congo" → CD). */
export function countryCode(name: string): string | undefined {
  return countryCodeByName().get(
    name
      .trim()
      .toLowerCase()
      .replace(/^the\s+/, ""),
  );
}

let countryPattern: RegExp | null = null;

/** A regular expression's source matching any of `words`, longest first, shared beginnings written once. */
function trieSource(words: string[]): string {
  type Node = Map<string, Node> & { end?: boolean };
  const root: Node = new Map();
  for (const word of words) {
    let node = root;
    for (const char of word) {
      if (!node.has(char)) node.set(char, new Map());
      node = node.get(char)!;
    }
    node.end = true;
  }
  const escape = (char: string) => char.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  const source = (node: Node): string => {
    const branches = [...node.entries()].map(([char, next]) => escape(char) + source(next));
    if (!branches.length) return "";
    const group = branches.length === 1 ? branches[0]! : `(?:${branches.join("|")})`;
    // A word that ends here may also go on ("niger", "nigeria"): the longer one is tried first.
    return node.end ? `(?:${group})?` : group;
  };
  return `(?:${source(root)})`;
}

/** The countries a text names, as region codes ("the United States" → US, "UK" → GB). */
export function countriesIn(text: string): Set<string> {
  const codes = countryCodeByName();
  // As a trie ("a(?:fghanistan|lbania|…)|b(?:…)"): a flat list of a thousand names was tried at every letter.
  countryPattern ??= new RegExp(`(?<![\\p{L}.])${trieSource([...codes.keys()])}(?![\\p{L}])`, "giu");
  return new Set([...text.matchAll(countryPattern)].map((match) => codes.get(match[0].toLowerCase())!));
}

export function isPlace(segment: string): boolean {
  const text = simplify(segment);
  if (!text) return false;
  if (PLACES.has(text) || WORK_WORDS.has(text) || isCountry(text)) return true;
  // "San Isidro, Lima, Perú": places before a country.
  const commaParts = text.split(/\s*,\s*/);
  if (
    commaParts.length >= 2 &&
    isCountry(commaParts[commaParts.length - 1]!) &&
    // "Softronic S.A., Wrocław, Poland" names a firm first: place names have no full stops or digits.
    commaParts.every((part) => part.split(" ").length <= 3 && /^[\p{L}' -]+$/u.test(part))
  )
    return true;
  if (US_STATE.test(segment.trim()) && segment.split(/\s+/).length <= 5) return true;
  if (AU_STATE.test(segment.trim()) && segment.split(/\s+/).length <= 4) return true;
  if (CA_PROVINCE.test(segment.trim()) && segment.split(/\s+/).length <= 6) return true;
  if (POSTCODE.test(segment) && segment.split(/\s+/).length <= 6) return true;
  // "Seef District", "Muharraq Governorate", "Distrito Centro", "Lynden Pindling International Airport": a district's
  // or an airport's name, not a firm's.
  if (
    /^(?:\p{Lu}[\p{L}'’-]+\s+){1,2}(?:District|Governorate|Province|Prefecture|Municipality|Borough|Parish|Atoll)$|^(?:\p{Lu}[\p{L}'’-]+\s+){1,3}International Airport$|^(?:Distrito|District|Bezirk|Arrondissement|Region|Région|Región|Regio|Provinz)\s+\p{Lu}[\p{L}'’-]+$/u.test(
      segment.trim(),
    )
  )
    return true;
  const parts = segment
    .toLowerCase()
    .split(/\s*[,/;()[\]]\s*|\s+(?:or|and|oder|ou|o|y|und|et)\s+|\s+-\s+/)
    .map((part) => part.trim())
    .filter(Boolean);
  const placeLike = (part: string) =>
    PLACES.has(part) ||
    isCountry(part) ||
    WORK_WORDS.has(part) ||
    isGreaterArea(part) ||
    /^\d{1,5}$/.test(part);
  if (parts.length > 0 && parts.every(placeLike)) return true;
  // "Manchester Piccadilly Station", "Berlin-Kreuzberg": a known city first, then a few more words.
  const firstWord = text.split(/[\s,-]/)[0] ?? "";
  return (
    CITIES.includes(firstWord) &&
    text.split(/\s+/).length <= 4 &&
    !/\b(ltd|limited|gmbh|plc|inc|group|university|college|school|hospital)\b/.test(text)
  );
}

function isGreaterArea(part: string): boolean {
  const stripped = part
    .replace(/^(greater|central|north|south|east|west|inner|outer)\s+/, "")
    .replace(/\s+(area|region|metropolitan area|city centre|office|based)$/, "");
  return PLACES.has(stripped);
}

export function isWorkPattern(segment: string): boolean {
  const text = simplify(segment);
  // "14/14 Rotation", "FIFO", "28/28", "80–100 %": a roster or a workload, not a qualifier or an employer.
  if (
    /^(?:\d{1,2}\s?\/\s?\d{1,2}(?:\s+rotation)?|fifo|dido|fly[- ]in\/?fly[- ]out|\d{2,3}\s?(?:[-–]\s?\d{2,3}\s?)?%)$/i.test(
      segment.trim(),
    )
  )
    return true;
  if (WORK_WORDS.has(text) || text.split(/\s*[,/·]\s*/).every((part) => WORK_WORDS.has(part))) return true;
  return (
    text.split(" ").length <= 6 &&
    /\b(voll-?|teil-?|vollzeit|teilzeit|full[- ]time|part[- ]time|temps (plein|partiel)|jornada|permanent|contract|cdi|cdd|remote|hybrid|hybride|télétravail|homeoffice)\b/.test(
      text,
    )
  );
}

/** "£45,000 - £55,000 a year", "$120k", "Band 6", "Grade 7", "€60.000 brutto", "Competitive". */
export function isPayOrGrade(segment: string): boolean {
  const text = segment.trim();
  return (
    /[£$€]\s?\d|\d\s?(k|K)\b|\d[\d,.]*\s?(€|eur|euros?|gbp|usd|pa|p\.a\.)\b|per (annum|hour|year|day)|an hour|a year|\bOTE\b|\bDOE\b|competitive|negotiable|salary|gehalt|salaire|salario/i.test(
      text,
    ) ||
    /^(band|grade|pay band|payband|scale|level|nhs afc band)\s*[\dA-Z]{1,3}([-–/]\d+)?$/i.test(text) ||
    // "MYR 3,200", "KES 250,000", "R 45 000", "Rs. 80,000": a currency code before the amount.
    /^(?:[A-Z]{3}|Rs\.?|R|KSh|S\$|A\$|C\$|NZ\$|HK\$)\s?\d[\d,.\s]*(?:k|m)?\b/.test(text) ||
    // "120 000 FCFA", "4 500 DH", "3 000 AED": the currency after the amount.
    /\d[\d,.\s]*\s?(?:F\s?CFA|CFA|XOF|XAF|MAD|DH|DHS|AED|QAR|SAR|OMR|KWD|BHD|INR|PKR|NGN|GHS|KES|UGX|TZS|ZAR|MUR|LKR|PHP|MYR|SGD|HKD|MXN|ARS|CLP|COP|PEN|BRL)\b/.test(
      text,
    )
  );
}

/** "Ref: JR-20931", "Job ID 4412", "REQ-118", "Vacancy reference 2026-3391". */
export function isReference(segment: string): boolean {
  return (
    /^(ref(erence)?( number| no\.?)?|job id|req(uisition)?( id)?|vacancy( ref(erence)?)?|job ref(erence)?|id|no\.?|stellenangebot|kennziffer|referenznummer|stellen-?id|réf(érence)?|referencia|oferta)\b[\s.:#-]*(nr\.?|no\.?|n°)?[\s.:#-]*[A-Z0-9-]+$/i.test(
      segment.trim(),
    ) ||
    /^[A-Z]{1,5}[-_]?\d{3,}$/.test(segment.trim()) ||
    /\b(nr|no|n°)\.?\s*\d[\d-]{2,}$/i.test(segment.trim())
  );
}

/** Gender markers of German, French and Spanish adverts, always next to the title. */
export const GENDER_MARKER =
  /\s*[([]\s*(m\s*\/\s*w\s*\/\s*d|w\s*\/\s*m\s*\/\s*d|m\s*\/\s*f\s*\/\s*d|d\s*\/\s*m\s*\/\s*w|m\s*\/\s*w|w\s*\/\s*m|all genders?|h\s*\/\s*f|f\s*\/\s*h|h\s*\/\s*f\s*\/\s*x|m\s*\/\s*f|f\s*\/\s*m|x\s*\/\s*f\s*\/\s*m|m\s*\/\s*[vw]\s*\/\s*x|[vw]\s*\/\s*m\s*\/\s*x|m\s*\/\s*v|v\s*\/\s*m|m\s*\/\s*f\s*\/\s*x|f\s*\/\s*h\s*\/\s*x)\s*[)\]]|\s+\b(H\/F|F\/H|m\/w\/d|w\/m\/d|m\/f\/d|m\/v\/x)\b/gi;

export const LEGAL_SUFFIX =
  /[,\s]+(?:\([a-z]{2,12}\)\s+)?(w\.l\.l\.?|wll|fze|fzco|fz-llc|l\.l\.c\.|\(pty\) ltd\.?|\(pvt\.?\) ltd\.?|\(private\) limited|\(private\) ltd\.?|\(pvt\.?\) limited|inc\.?|incorporated|ltd\.?|limited|llc|llp|plc|p\.l\.c\.|se|ag|gmbh|gmbh & co\.? kg|mbh|kg|ug|sp\. z o\.o\.?|d\.o\.o\.?|s\.a\.s?\.?|sas|sarl|s\.à r\.l\.|s\.l\.u?\.?|s\.a\.u\.?|b\.v\.|bv|n\.v\.|nv|pty ltd|pvt\.? ltd\.?|private limited|s\.a\. de c\.v\.|sa de cv|corp\.?|corporation|co\.|company|group|holdings|partgmbb|partg mbb|partg|ggmbh|e\.\s?v\.|og|pte\.? ltd\.?|pte\.? limited|sdn\.? bhd\.?|bhd|s\.p\.a\.|s\.r\.l\.|s\.a\.c\.?|s\.a\.a\.?|e\.i\.r\.l\.?|anstalt|ohg|ltda\.?|s\.r\.o\.|a\/s|aps|kft\.?|zrt\.?|sàrl|s\.à\.r\.l\.|srl|bvba|vzw|asbl|cvba|v\.o\.f\.|vof|gbr|kgaa|sprl|scrl|s\.c\.r\.l\.|hf\.?|ehf\.?|ohf\.?|asa|oyj|oy|ab)$/i;

// "Sabeto Duty Free (Fiji) Pte Limited": a country in brackets before the form goes with it.
const LEGAL_FORM =
  /,?(?:\s+\([a-z]{2,12}\))?\s+(w\.l\.l\.?|wll|fze|fzco|fz-llc|l\.l\.c\.|sa|\(pty\) ltd\.?|\(pvt\.?\) ltd\.?|\(private\) limited|\(private\) ltd\.?|\(pvt\.?\) limited|inc\.?|incorporated|ltd\.?|limited|llc|llp|plc|gmbh & co\.? kg|gmbh|mbh|kg|ug|sp\. z o\.o\.?|d\.o\.o\.?|se|ag|s\.a\.s?\.?|sas|sarl|s\.l\.u?\.?|b\.v\.|n\.v\.|bv|nv|pty ltd|pvt\.? ltd\.?|private limited|s\.a\. de c\.v\.|sa de cv|corp\.?|partgmbb|partg mbb|ggmbh|e\.\s?v\.|pte\.? ltd\.?|pte\.? limited|sdn\.? bhd\.?|s\.r\.l\.|s\.p\.a\.|s\.à r\.l\.|s\.a\.c\.?|s\.a\.a\.?|e\.i\.r\.l\.?|anstalt|ohg|ltda\.?|s\.r\.o\.|a\/s|aps|kft\.?|zrt\.?|sàrl|s\.à\.r\.l\.|srl|bvba|vzw|asbl|cvba|v\.o\.f\.|vof|gbr|kgaa|sprl|scrl|s\.c\.r\.l\.|hf\.?|ehf\.?|ohf\.?|asa|oyj|oy|ab)$/i;

/** The name as a letter writes it: "Datadog, Inc." → "Datadog", "Kestrel Systems GmbH" → "Kestrel Systems". */
export function withoutLegalForm(name: string): string {
  const stripped = name.replace(LEGAL_FORM, "").trim();
  return stripped || name;
}

/** Company-name comparison: case, punctuation and legal suffixes dropped (docs/product-rules.md). */
export function normaliseName(name: string): string {
  let text = name.trim();
  for (let previous = ""; previous !== text;) {
    previous = text;
    text = text.replace(LEGAL_SUFFIX, "");
  }
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}

/** True when one name contains the other after normalising ("Datadog" and "Datadog, Inc."). */
export function sameName(a: string, b: string): boolean {
  const left = normaliseName(a);
  const right = normaliseName(b);
  if (!left || !right) return false;
  return left === right || ` ${left} `.includes(` ${right} `) || ` ${right} `.includes(` ${left} `);
}

export const PERSON_TITLE =
  "(?:Mr|Mrs|Ms|Miss|Bw\\.|Bi\\.|mgr\\.?|Ps\\.|[Dd]okter|Mx|Dr|Prof|Professor|Herrn|Herr|Frau|Mme|Mlle|M\\.|Madame|Monsieur|Sr\\.?|Sra\\.?|Srta\\.?|Don|Doña|MMag\\.a?|Mag\\.a|Dr\\.in|Mag\\.|Mgr\\.|Bc\\.|MUDr\\.|PhDr\\.|Mg\\.|DI|DGKP|Ing\\.|Engr\\.?|[Dd]e heer|[Mm]evrouw|[Mm]evr\\.|[Mm]w\\.|[Dd]hr\\.|Si|Lalla|Dayang|Awang|Pengiran|Hajah|Haji|Awg|Hjh|Hj|Dyg|Pg|Enf\\.|Puan|Encik|Lok Srey|Lok|Neak Srey|Ma['’]am|Datin|Datuk|Dato['’]?|Agr\\.|Capt\\.?|Captain|Lic\\. en Enf\\.|Lic\\.|Lcda\\.|Licda\\.|Licdo\\.|Lcdo\\.|Dra\\.|Mtro\\.|Mtra\\.|Associate Professor|Assistant Professor|Assoc\\. Prof\\.?|Ir\\.|ir\\.|ing\\.|Er\\.|Eng\\.|drs\\.|Drs\\.|mr\\.|Wg Cdr|Sqn Ldr|Gp Capt|Lt Col|Lt Cdr|Cdr|Col\\.?|Maj\\.?|Lt\\.?|Brig\\.?|Gen\\.?|Cdt\\.?|Cmdt\\.?|Cra\\.|Cr\\.|Q\\.F\\.|Q\\.Q\\.F\\.|Per\\. Ind\\.|Geom\\.|Dott\\.(?:ssa)?|Arch\\.|Avv\\.|ZTM|['’]M['’]e|Ntate)";

/** Job boards and applicant-tracking systems: where an advert was copied from, never its employer. */
export const JOB_BOARDS =
  /^(indeed|linkedin|idealist|devex|eures|reliefweb|encuentra24|wallapop|kijiji|avito|jiji|mercadolibre|corotos|kleinanzeigen|2dehands|subito|job bank|reed|reed\.co\.uk|totaljobs|glassdoor|cv-library|cv library|monster|ziprecruiter|stepstone|xing|infojobs|welcome to the jungle|otta|wellfound|angellist|seek|jobillico|karriere\.at|apec|usajobs|irishjobs|irishjobs\.ie|jobs\.ac\.uk|nhs jobs|civil service jobs|tes|guardian jobs|adzuna|workday|greenhouse|lever|smartrecruiters|icims|jobs|careers|indeed\.com|indeed apply|easy apply|jobsite|jobserve|cwjobs|escape the city|charity job|charityjob|workable|teamtailor|personio|bamboohr|recruitee|jobvite|taleo|successfactors|computrabajo|bumeran|zonajobs|occ mundial|occ|occ\.com\.mx|brightermonday|bayt|bayt\.com|naukri|naukri\.com|naukrigulf|jobstreet|jobsdb|jora|pnet|careerjunction|jobberman|myjobmag|fuzu|jobs\.ch|jobup|jobindex|jobnet|finn|stepstone\.de|indeed\.ca|indeed\.co\.uk|monster\.com|glassdoor\.com|jobs\.ie|jobs\.lu|moovijob|vdab|nationale vacaturebank|werkzoeken|jobat|le forem|actiris|pôle emploi|france travail|hellowork|cadremploi|meteojob|jobteaser|infoempleo|tecnoempleo|trabajando|laborum|kununu|jobware|stellenanzeigen\.de|jobscout24|sapo emprego|kariyer|pracuj|profesia|jobs\.cz|jooble|talent\.com|simplyhired|dice|builtin|hired|snagajob|craigslist|gumtree|jobserve|instagram|facebook|tiktok|twitter|threads|telegram|zalo|viber|wechat|kakaotalk|line messenger|whatsapp|milanuncios|wallapop|kleinanzeigen|ebay kleinanzeigen|willhaben|leboncoin|marktplaats|2dehands|2ememain|subito|olx|anibis|tutti|quoka|merojob|jobsnepal|jobinrwanda|zoomtanzania|myjob|myjob\.mu|paylocity|breezy|breezy hr|jazzhr|ashby|pinpoint|rippling|stol\.it|stellenmarkt|elempleo|elempleo\.com|educarriere|educarriere\.ci|emploi\.ci|ams|ams arbeitsmarktservice|arbeitsmarktservice|bundesagentur für arbeit|jobbörse der bundesagentur für arbeit)$/i;
