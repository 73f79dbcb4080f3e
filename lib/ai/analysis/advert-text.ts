import { collapseSpaces, splitLines } from "@/lib/ai/analysis/text";

/**
 * An advert as people paste it, made readable for the analysers: markdown and job-board chrome removed, one entry
 * per meaningful line (docs/product-rules.md, "Advert analysis").
 */

export type AdvertLine = { text: string; index: number };

/** Buttons, counters and badges that job boards put around an advert when it is copied. */
const CHROME =
  /^(search( for)? jobs|sign in|sign up|log in|show (more|less)|see (more|less)|read more|apply( now| for this job| on company website)?|easy apply|quick apply|save( job)?|saved|share|report( this)? job|promoted|actively recruiting|be an early applicant|new|urgently hiring|hiring multiple candidates|responds within.*|see how you compare.*|(get )?job alerts?.*|skip to .*|back to (search|results|jobs)|view (all )?jobs?|accept( all)?( cookies)?|reject( all)?|cookie settings|we use cookies.*|this site uses cookies.*|\d+([,.]\d+)? ?(out of 5 stars?|stars?|reviews?)|[\d.]+ ?★+|\d+ (applicants?|clicked apply|people clicked apply)|over \d+ applicants|(posted|reposted|active|updated) (\d+|on|today|yesterday|an?|over|just|this|last) .*|\d+\+? (minutes?|hours?|days?|weeks?|months?) ago|(full )?job description|job details|about the job|about the role|profile insights|pay|job type|location|locations|\d+ locations|time type|remote type|posted on|job requisition id|benefits|(easy|quick) apply.*|offre d['’]emploi|oferta de empleo|oferta laboral|stellenangebot|stellenanzeige|job posting|job advert|job advertisement|vacancy details|vacature|vacaturetekst|stellenausschreibung|postuler|candidater|postuler maintenant|jetzt bewerben|bewerben|inscribirme.*|inscribirse|aplicar|solicitar|enviar candidatura)$/i;

/** Drops markdown markup but keeps the words ("**Acme**" → "Acme", "[Apply](url)" → "Apply"). */
export function stripMarkdown(line: string): string {
  return line
    .replace(/^\s{0,3}#{1,6}\s+/, "")
    .replace(/^\s*>\s?/, "")
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/(\*\*|__)(.+?)\1/g, "$2")
    .replace(/(^|[\s(])[*_]([^*_\s][^*_]*?)[*_](?=[\s).,:;!?]|$)/g, "$1$2")
    .replace(/`([^`]+)`/g, "$1")
    .replace(/<\/?[a-z][^>]*>/gi, " ");
}

/** Site navigation copied with the advert ("Search Help Sign in", "Jobs Unternehmen Gehaltsrechner"). */
const NAVIGATION =
  /^(?:(?:search|help|sign in|sign up|log in|register|menu|home|jobs|companies|salaries|reviews|unternehmen|gehaltsrechner|emplois|entreprises|empleos|empresas|for employers|post a job|my jobs|profile)\s*){2,}$/i;

/** A menu bar: three or more links, one of them a site action ("Search jobs | Our brands | Life as a Partner | Sign in"). */
function isMenuBar(text: string): boolean {
  const links = text.split(/\s+[|·•]\s+|\s{3,}/);
  return (
    links.length >= 3 &&
    links.some((link) =>
      /^(sign in|sign up|log in|login|register|search( jobs)?|menu|home|anmelden|connexion|iniciar sesión|inloggen)$/i.test(
        link.trim(),
      ),
    )
  );
}

export function isChrome(line: string): boolean {
  const text = line.replace(/[.:!]+$/, "").trim();
  return CHROME.test(text) || NAVIGATION.test(text) || isMenuBar(text);
}

/** Every non-empty line, cleaned; chrome lines are dropped. Emoji and decorative symbols at the ends go too. */
export function advertLines(text: string): AdvertLine[] {
  const lines: AdvertLine[] = [];
  splitLines(text.replace(/\u00a0/g, " ")).forEach((raw, index) => {
    const line = collapseSpaces(
      stripMarkdown(raw)
        .replace(/^[\s\p{Extended_Pictographic}\uFE0F\u200d*#=~_|]+/u, "")
        .replace(/[\s\p{Extended_Pictographic}\uFE0F\u200d*#=~_|]+$/u, ""),
    );
    if (!line || /^[-–—=_*·•.]+$/.test(line) || isChrome(line)) return;
    lines.push({ text: line, index });
  });
  return lines;
}
