import { countriesIn } from "@/lib/ai/analysis/advert-vocabulary";

/**
 * Nationalities a CV line states, as country codes (docs/product-rules.md, "The match"): by the country's name in
 * any of our languages ("Staatsbürgerschaft: Österreich") or by the adjective a CV writes ("Nationalité française",
 * "Mexican citizen").
 */

/** Adjectives of nationality, by their stems in English, German, French, Spanish and Dutch. */
const ADJECTIVES: ReadonlyArray<readonly [RegExp, string]> = [
  [/fran[cç]ais|french|französisch|franc[eé]s|frans(?:e)?$/, "FR"],
  [/deutsch|german|allemand|alem[aá]n|duits/, "DE"],
  [/österreich|austria|autrichien|austr[ií]ac|oostenrijks/, "AT"],
  [/italien|italian|italiano|italiaans/, "IT"],
  [/espa[nñ]ol|spanish|spanisch|espagnol|spaans/, "ES"],
  [/portugu|portugies/, "PT"],
  [/dutch|niederländ|néerlandais|neerland[eé]s|nederlands/, "NL"],
  [/belg/, "BE"],
  [/irish|irisch|irlandais|irland[eé]s|iers/, "IE"],
  [/polish|polnisch|polonais|polac[oa]|pools/, "PL"],
  [/swedish|schwedisch|suédois|suec[oa]|zweeds/, "SE"],
  [/danish|dänisch|danois|dan[eé]s|deens/, "DK"],
  [/finnish|finnisch|finlandais|finland[eé]s/, "FI"],
  [/greek|griechisch|grec|grieg[oa]|grieks/, "GR"],
  [/czech|tschechisch|tchèque|chec[oa]|tsjechisch/, "CZ"],
  [/slovak|slowakisch|slovaque|eslovac[oa]|slowaaks/, "SK"],
  [/slovenian|slowenisch|slovène|esloven[oa]|sloveens/, "SI"],
  [/hungarian|ungarisch|hongrois|h[uú]ngar[oa]|hongaars/, "HU"],
  [/romanian|rumänisch|roumain|ruman[oa]|roemeens/, "RO"],
  [/bulgar/, "BG"],
  [/croatian|kroatisch|croate|croata/, "HR"],
  [/luxemb/, "LU"],
  [/maltese|maltesisch|maltais|malt[eé]s|maltees/, "MT"],
  [/cypriot|zypriotisch|chypriote|chiprio/, "CY"],
  [/estonian|estnisch|estonien|estoni[oa]|estisch/, "EE"],
  [/latvian|lettisch|letton|let[oó]n/, "LV"],
  [/lithuanian|litauisch|lituanien|lituan[oa]|litouws/, "LT"],
  [/norwegian|norwegisch|norvégien|norueg[oa]|noors/, "NO"],
  [/icelandic|isländisch|islandais|island[eé]s|ijslands/, "IS"],
  [/liechtenstein/, "LI"],
  [/swiss|schweizer|suisse|suiz[oa]|zwitsers/, "CH"],
  [/british|britisch|britannique|brit[aá]nic[oa]|brits/, "GB"],
  [/american|amerikanisch|américain|estadounidense|amerikaans/, "US"],
  [/canadian|kanadisch|canadien|canadiense|canadees/, "CA"],
  [/mexican|mexikanisch|mexicain|mexican[oa]|mexicaans/, "MX"],
  [/indian|indisch|indien|indi[oa]|indiaas/, "IN"],
  [/chinese|chinesisch|chinois|chin[oa]|chinees/, "CN"],
  [/brazilian|brasilianisch|brésilien|brasileñ[oa]|braziliaans/, "BR"],
  [/nigerian/, "NG"],
  [/kenyan/, "KE"],
  [/australian|australisch|australien|australian[oa]/, "AU"],
  [/filipin|philippin/, "PH"],
  [/turkish|türkisch|turc|turc[oa]|turks/, "TR"],
  [/ukrainian|ukrainisch|ukrainien|ucranian[oa]|oekraïens/, "UA"],
  [/moroccan|marokkanisch|marocain|marroqu[ií]|marokkaans/, "MA"],
  // Demonyms that do not start like their country's name ("Motswana" for Botswana).
  [/motswana|batswana/, "BW"],
  [/seychellois/, "SC"],
  [/mosotho|basotho/, "LS"],
  [/liswati|emaswati|swazi/, "SZ"],
  [/malagasy|malgache/, "MG"],
  [/bajan|barbadian/, "BB"],
  [/trinidadian|tobagonian/, "TT"],
  [/guyanese/, "GY"],
  [/emirati/, "AE"],
  [/kuwaiti/, "KW"],
  [/bahraini/, "BH"],
  [/qatari/, "QA"],
  [/omani/, "OM"],
  [/saudi/, "SA"],
  [/nepali|nepalese/, "NP"],
  [/sri lankan|lankan/, "LK"],
  [/bangladeshi/, "BD"],
  [/pakistani/, "PK"],
  [/ghanaian/, "GH"],
  [/ugandan/, "UG"],
  [/tanzanian/, "TZ"],
  [/zambian/, "ZM"],
  [/zimbabwean/, "ZW"],
  [/malawian/, "MW"],
  [/namibian/, "NA"],
  [/mauritian/, "MU"],
  [/jamaican/, "JM"],
  [/fijian/, "FJ"],
  [/ivoirien|ivorian/, "CI"],
  [/sénégalais|senegalese/, "SN"],
  [/cameroonian|camerounais/, "CM"],
  [/ethiopian/, "ET"],
  [/rwandan|rwandais/, "RW"],
  [/egyptian/, "EG"],
  [/singaporean/, "SG"],
  [/malaysian/, "MY"],
  [/indonesian/, "ID"],
  [/vietnamese/, "VN"],
  [/paraguay[oa]/, "PY"],
];

/** The EU, the EEA and Switzerland: whom "EU/EFTA nationality" or "EEA citizenship" takes in. */
export const EUROPEAN_AREA = new Set(
  "AT BE BG HR CY CZ DK EE FI FR DE GR HU IE IT LV LT LU MT NL PL PT RO SK SI ES SE IS LI NO CH".split(" "),
);

/** Each stem from a word's start: "indisch", not "Windisch". */
const ANCHORED = ADJECTIVES.map(([stem, code]) => [new RegExp(`^(?:${stem.source})`, "u"), code] as const);

export function nationalitiesIn(text: string): Set<string> {
  const found = countriesIn(text);
  for (const word of text.toLowerCase().match(/\p{L}+/gu) ?? [])
    for (const [stem, code] of ANCHORED) if (stem.test(word)) found.add(code);
  return found;
}
