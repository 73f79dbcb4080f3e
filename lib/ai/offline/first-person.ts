import { looksLikeJobTitle } from "@/lib/ai/analysis/roles";
import { lowerFirst } from "@/lib/ai/analysis/text";

/** A bullet's opening word in mid-sentence: "Active Directory administration" keeps its capital, "Picking…" does not. */
function inClause(text: string): string {
  return /^\S+\s+[A-Z]/.test(text) ? text : lowerFirst(text);
}

function words(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** "the " before a role held alone ("I was the client-side lead"), nothing when the bullet brings its own article. */
function article(head: string): string {
  return /^(a|an|the|one|lead|head)\b/i.test(head) && !/^(lead|head)\b/i.test(head) ? "" : "the ";
}

/**
 * CV bullets are written without a subject ("Led the migration…", "Managing a team of five"); a letter needs
 * whole sentences. This turns a bullet into a clause with a subject, in the right tense (docs/product-rules.md).
 */

const IRREGULAR_PAST: Record<string, string> = {
  lead: "led",
  run: "ran",
  build: "built",
  rebuild: "rebuilt",
  teach: "taught",
  sell: "sold",
  write: "wrote",
  rewrite: "rewrote",
  drive: "drove",
  make: "made",
  grow: "grew",
  win: "won",
  set: "set",
  "set up": "set up",
  cut: "cut",
  oversee: "oversaw",
  take: "took",
  give: "gave",
  hold: "held",
  keep: "kept",
  meet: "met",
  bring: "brought",
  speak: "spoke",
  begin: "began",
  choose: "chose",
  find: "found",
  think: "thought",
  buy: "bought",
  spend: "spent",
  send: "sent",
  feel: "felt",
  leave: "left",
  deal: "dealt",
  become: "became",
  do: "did",
  see: "saw",
  get: "got",
  put: "put",
  read: "read",
  understand: "understood",
  undertake: "undertook",
  withdraw: "withdrew",
  shut: "shut",
  split: "split",
  spread: "spread",
  steal: "stole",
  stand: "stood",
  forecast: "forecast",
  broadcast: "broadcast",
  bid: "bid",
  shoot: "shot",
  draw: "drew",
  fly: "flew",
  pay: "paid",
  lay: "laid",
  hit: "hit",
  beat: "beat",
  quit: "quit",
  say: "said",
  tell: "told",
  seek: "sought",
  catch: "caught",
  fight: "fought",
};

/** Verbs CVs open bullets with, in their base form. */
const BASE_VERBS = new Set(
  (
    "achieve administer advise analyse analyze architect assess assist audit automate build chair champion coach " +
    "collaborate commission communicate complete conduct configure consolidate coordinate co-ordinate create cut " +
    "debug define deliver deploy design develop devise direct double draft drive establish evaluate execute expand " +
    "facilitate forecast generate grow guide halve handle head help hire identify implement improve increase " +
    "influence initiate inspect install integrate interview introduce investigate launch lead liaise maintain manage " +
    "mentor migrate model monitor motivate negotiate onboard open operate optimise optimize organise organize " +
    "oversee own partner pioneer plan prepare present prioritise process produce program promote propose prototype " +
    "provide publish raise rebuild recruit redesign reduce refactor reorganise report represent research resolve " +
    "restructure review revamp run save scale schedule secure sell serve set ship simplify source spearhead " +
    "standardise streamline strengthen supervise support teach test train transform translate triage triple " +
    "troubleshoot turn unify upgrade win work write care dispense treat document deliver prepare contribute " +
    "oversee take give hold keep meet bring speak begin find buy spend send deal become do get put read make " +
    "take look teach nurse administer dispense educate enable ensure foster shape steer close book reconcile " +
    "file process draft respond answer greet welcome cook bake clean pick pack load drive deliver repair fix " +
    "cover step act attend perform serve share edit curate host organise plan precept preceptor chair present " +
    "accelerate acquire adapt advocate allocate amend analyse approve arrange assemble assign attain author " +
    "balance benchmark brief budget calculate capture catalogue certify clarify collate collect combine compile " +
    "compose conceive conceptualise consult convert convince correspond counsel craft cultivate customise decrease " +
    "delegate demonstrate derive detect diagnose discover distribute diversify draw earn edit eliminate embed " +
    "empower encourage engage engineer enhance enlarge enrol examine exceed expedite explore extend extract " +
    "fabricate finalise formulate found fund gain gather govern graduate hand harmonise hit illustrate " +
    "implement inform innovate instil institute instruct interpret invent invest judge lobby localise " +
    "market master measure merge minimise mobilise moderate modernise modify navigate nurture observe obtain " +
    "orchestrate outline overhaul participate perfect persuade pilot pitch position predict preserve prevent " +
    "price proofread protect prove purchase qualify quantify rank rate realise reach reconcile record recover " +
    "rectify redefine refine regulate rehabilitate reinforce relaunch remodel renegotiate renew repair replace " +
    "reshape resource restore retain revise revitalise rework roll safeguard screen select shorten solve sort " +
    "specify sponsor stabilise staff structure study submit succeed summarise surpass survey sustain " +
    "synthesise systematise tailor target track trade transition tutor uncover underwrite update uphold " +
    "utilise validate verify visualise volunteer welcome widen"
  ).split(/\s+/),
);

function pastOf(verb: string): string {
  const lower = verb.toLowerCase();
  if (IRREGULAR_PAST[lower]) return IRREGULAR_PAST[lower]!;
  if (lower.endsWith("e")) return `${lower}d`;
  if (/[^aeiou]y$/.test(lower)) return `${lower.slice(0, -1)}ied`;
  if (/^(plan|ship|scrap|drop|stop|step|chair)$/.test(lower))
    return lower === "chair" ? "chaired" : `${lower}${lower.slice(-1)}ed`;
  return `${lower}ed`;
}

/** "leads" → "lead", "manages" → "manage", "oversees" → "oversee". */
function baseOfThirdPerson(word: string): string | null {
  const lower = word.toLowerCase();
  for (const candidate of [lower.replace(/ies$/, "y"), lower.replace(/es$/, ""), lower.replace(/s$/, "")]) {
    if (candidate !== lower && BASE_VERBS.has(candidate)) return candidate;
  }
  return null;
}

function isPastVerb(word: string): boolean {
  const lower = word.toLowerCase();
  return (
    Object.values(IRREGULAR_PAST).includes(lower) ||
    (/^[a-z-]{3,}ed$/.test(lower) && !/^(need|speed|seed|feed|bed|red|shed|breed|embed)$/.test(lower))
  );
}

export type Clause = { text: string; kind: "action" | "highlight" };

/**
 * A bullet as a clause that can follow "At Acme, ": "I led…", "I manage…", "my work included managing…",
 * "one highlight was…". `current` picks the present tense for base-form verbs of the current role.
 */
export function toClause(bullet: string, current: boolean): Clause {
  const text = bullet
    .trim()
    .replace(/^[-–—•*·]\s*/, "")
    .replace(/[.;]+$/, "")
    // "…for an insurance client; wrote the first pipeline" → "… client and wrote the first pipeline".
    .replace(/;\s+(?=([a-z]+)\b)/g, (separator, word: string) => (isPastVerb(word) ? " and " : separator));
  const [first = "", ...rest] = text.split(/\s+/);
  const tail = rest.join(" ");
  const lower = first.toLowerCase().replace(/[,:]$/, "");
  if (/^responsible$/i.test(lower) && /^for\b/i.test(tail))
    return { text: `I ${current ? "am" : "was"} responsible ${tail}`, kind: "action" };
  if (isPastVerb(lower)) return { text: `I ${lowerFirst(text)}`, kind: "action" };
  if (BASE_VERBS.has(lower))
    return { text: `I ${current ? lower : pastOf(lower)} ${tail}`.trim(), kind: "action" };
  const base = baseOfThirdPerson(lower);
  if (base) return { text: `I ${current ? base : pastOf(base)} ${tail}`.trim(), kind: "action" };
  if (/^[a-z]+ing$/.test(lower) && lower.length > 5)
    return { text: `my work included ${inClause(text)}`, kind: "highlight" };
  // "Client-side lead for £62m of schemes", "Super-user for the Epic go-live": a role the candidate held.
  const head = text.split(/\s+(?:for|of|on|in|across|to)\s+/i)[0] ?? "";
  if (words(head) <= 4 && (looksLikeJobTitle(head) || /(?:er|or|ist|user)$/i.test(head)))
    return { text: `I was ${article(head)}${lowerFirst(text)}`, kind: "action" };
  return { text: `one highlight was ${inClause(text)}`, kind: "highlight" };
}

/** "I led…" → "I also led…", "I was…" → "I was also…"; "one highlight was…" → "another highlight was…". */
export function withAlso(clause: Clause): string {
  const be = /^I (was|am) /.exec(clause.text);
  if (be) return `I ${be[1]} also ${clause.text.slice(be[0].length)}`;
  if (clause.text.startsWith("I ")) return `I also ${clause.text.slice(2)}`;
  if (clause.text.startsWith("my work included"))
    return clause.text.replace("my work included", "my work also included");
  return clause.text.replace(/^one highlight/, "another highlight");
}

export function isBaseVerb(word: string): boolean {
  return BASE_VERBS.has(word.toLowerCase());
}
