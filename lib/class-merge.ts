/**
 * Later Tailwind utilities win over earlier ones of the same kind ("h-9 … h-10" → "h-10"), as shadcn's `cn` expects,
 * in about 3 KB instead of tailwind-merge's 8.5 KB (docs/architecture.md §7). It knows the utility groups this
 * project uses; an unknown utility never removes another, so the worst case is plain concatenation.
 * tests/unit/lib/class-merge.test.ts holds it to tailwind-merge's answer on every class list in the code.
 */

const SIZE =
  "-?\\d+(\\.\\d+)?|\\d+\\/\\d+|\\[.+\\]|\\(.+\\)|auto|full|screen|min|max|fit|px|none|xs|sm|md|lg|xl|\\dxl|[dsl]v[hw]|prose|lh";
const NUMBER = "\\d+|\\[.+\\]|\\(.+\\)";
const ANY = "[a-z0-9./_-]+|\\[.+\\]|\\(.+\\)";
const PLACE = "auto|normal|start|end|center|stretch|baseline|between|around|evenly|(end|center)-safe";
const RADIUS = "none|xs|sm|md|lg|xl|\\dxl|full|\\[.+\\]|\\(.+\\)";

/**
 * Utilities whose value follows a fixed prefix, with the values that make them that utility ("top-1/2" is one,
 * "top-right" is not). The longest matching prefix names the group; a bare prefix ("rounded", "border") counts.
 */
const PREFIX_VALUES: Record<string, string> = {
  ...Object.fromEntries(
    [
      ...[
        "p",
        "px",
        "py",
        "pt",
        "pr",
        "pb",
        "pl",
        "ps",
        "pe",
        "m",
        "mx",
        "my",
        "mt",
        "mr",
        "mb",
        "ml",
        "ms",
        "me",
      ],
      ...[
        "w",
        "h",
        "size",
        "min-w",
        "min-h",
        "max-w",
        "max-h",
        "gap",
        "gap-x",
        "gap-y",
        "space-x",
        "space-y",
      ],
      ...["inset", "inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end", "basis", "indent"],
      ...[
        "translate-x",
        "translate-y",
        "scroll-m",
        "scroll-mx",
        "scroll-my",
        "scroll-mt",
        "scroll-mb",
        "scroll-p",
      ],
    ].map((prefix) => [prefix, SIZE]),
  ),
  ...Object.fromEntries(
    [
      "rounded",
      ...["t", "r", "b", "l", "s", "e", "tl", "tr", "br", "bl", "ss", "se", "es", "ee"].map(
        (side) => `rounded-${side}`,
      ),
    ].map((prefix) => [prefix, RADIUS]),
  ),
  ...Object.fromEntries(
    ["scale", "scale-x", "scale-y", "rotate", "skew-x", "skew-y", "duration", "delay", "opacity"].map(
      (prefix) => [prefix, NUMBER],
    ),
  ),
  ...Object.fromEntries(
    ["fill", "stroke", "from", "via", "to", "accent", "caret", "origin", "cursor"].map((prefix) => [
      prefix,
      ANY,
    ]),
  ),
  z: `${NUMBER}|auto`,
  order: `${NUMBER}|first|last|none`,
  "grid-cols": `${NUMBER}|none|subgrid`,
  "grid-rows": `${NUMBER}|none|subgrid`,
  "col-span": `${NUMBER}|full`,
  "row-span": `${NUMBER}|full`,
  "col-start": `${NUMBER}|auto`,
  "col-end": `${NUMBER}|auto`,
  "row-start": `${NUMBER}|auto`,
  "row-end": `${NUMBER}|auto`,
  flex: `${NUMBER}|auto|initial|none`,
  grow: NUMBER,
  shrink: NUMBER,
  leading: `${NUMBER}|none|tight|snug|normal|relaxed|loose`,
  tracking: `\\[.+\\]|\\(.+\\)|tighter|tight|normal|wide|wider|widest`,
  "line-clamp": `${NUMBER}|none`,
  columns: SIZE,
  aspect: "auto|square|video|\\d+\\/\\d+|\\[.+\\]",
  ease: "linear|in|out|in-out|\\[.+\\]|\\(.+\\)",
  animate: "none|spin|ping|pulse|bounce|\\[.+\\]|\\(.+\\)",
  transition: "all|colors|opacity|shadow|transform|none|\\[.+\\]|\\(.+\\)",
  "underline-offset": `${NUMBER}|auto`,
  "outline-offset": NUMBER,
  blur: RADIUS,
  "backdrop-blur": RADIUS,
  "divide-x": NUMBER,
  "divide-y": NUMBER,
  items: "start|end|center|baseline|stretch|(end|center)-safe|baseline-last",
  justify: PLACE,
  "justify-items": PLACE,
  "justify-self": PLACE,
  self: PLACE,
  "place-items": PLACE,
  "place-content": PLACE,
  "place-self": PLACE,
  "pointer-events": "none|auto",
  select: "none|text|all|auto",
  resize: "none|x|y",
  appearance: "none|auto",
  overflow: "auto|hidden|clip|visible|scroll",
  "overflow-x": "auto|hidden|clip|visible|scroll",
  "overflow-y": "auto|hidden|clip|visible|scroll",
  whitespace: "normal|nowrap|pre|pre-line|pre-wrap|break-spaces",
  break: "normal|words|all|keep",
  object: "contain|cover|fill|none|scale-down",
  list: "none|disc|decimal|\\[.+\\]",
  align: "baseline|top|middle|bottom|text-top|text-bottom|sub|super|\\[.+\\]",
  "field-sizing": "fixed|content",
  "auto-rows": "auto|min|max|fr|\\[.+\\]|\\(.+\\)",
  "auto-cols": "auto|min|max|fr|\\[.+\\]|\\(.+\\)",
};
const PREFIXES = Object.keys(PREFIX_VALUES).sort((a, b) => b.length - a.length);
const VALUE_PATTERNS = new Map(
  PREFIXES.map((prefix) => [prefix, new RegExp(`^(${PREFIX_VALUES[prefix]})$`)]),
);
const BARE = new Set([
  "rounded",
  "transition",
  "grow",
  "shrink",
  "blur",
  "backdrop-blur",
  "divide-x",
  "divide-y",
]);

/** Utilities that are one word: each set is one group. */
const KEYWORD_GROUPS: Record<string, string[]> = {
  display: [
    "block",
    "inline-block",
    "inline",
    "flex",
    "inline-flex",
    "grid",
    "inline-grid",
    "hidden",
    "contents",
    "table",
    "table-row",
    "table-cell",
    "flow-root",
    "list-item",
  ],
  position: ["static", "fixed", "absolute", "relative", "sticky"],
  "flex-direction": ["flex-row", "flex-row-reverse", "flex-col", "flex-col-reverse"],
  "flex-wrap": ["flex-wrap", "flex-wrap-reverse", "flex-nowrap"],
  visibility: ["visible", "invisible", "collapse"],
  "font-style": ["italic", "not-italic"],
  "text-transform": ["uppercase", "lowercase", "capitalize", "normal-case"],
  "text-decoration": ["underline", "overline", "line-through", "no-underline"],
  "text-wrap": ["text-wrap", "text-nowrap", "text-balance", "text-pretty"],
  "text-overflow": ["truncate", "text-ellipsis", "text-clip"],
  "numeric-spacing": ["tabular-nums", "proportional-nums"],
  "numeric-figure": ["lining-nums", "oldstyle-nums"],
  "border-collapse": ["border-collapse", "border-separate"],
  sr: ["sr-only", "not-sr-only"],
  "box-sizing": ["box-border", "box-content"],
  "outline-style": ["outline-none", "outline-hidden", "outline-dashed", "outline-dotted", "outline-double"],
  "border-style": [
    "border-solid",
    "border-dashed",
    "border-dotted",
    "border-double",
    "border-hidden",
    "border-none",
  ],
};
const KEYWORDS = new Map<string, string>();
for (const [group, words] of Object.entries(KEYWORD_GROUPS))
  for (const word of words) KEYWORDS.set(word, group);

/** A later class of the key group removes earlier classes of these groups too ("p-2" removes "px-4"). */
const REMOVES: Record<string, string[]> = {
  p: ["px", "py", "pt", "pr", "pb", "pl", "ps", "pe"],
  px: ["pr", "pl"],
  py: ["pt", "pb"],
  m: ["mx", "my", "mt", "mr", "mb", "ml", "ms", "me"],
  mx: ["mr", "ml"],
  my: ["mt", "mb"],
  size: ["w", "h"],
  inset: ["inset-x", "inset-y", "top", "right", "bottom", "left", "start", "end", "inset-s", "inset-e"],
  "inset-x": ["right", "left"],
  "inset-y": ["top", "bottom"],
  gap: ["gap-x", "gap-y"],
  rounded: ["rounded-t", "rounded-r", "rounded-b", "rounded-l", "rounded-s", "rounded-e"].flatMap((side) => [
    side,
    ...["tl", "tr", "br", "bl", "ss", "se", "es", "ee"].map((corner) => `rounded-${corner}`),
  ]),
  "rounded-t": ["rounded-tl", "rounded-tr"],
  "rounded-r": ["rounded-tr", "rounded-br"],
  "rounded-b": ["rounded-br", "rounded-bl"],
  "rounded-l": ["rounded-tl", "rounded-bl"],
  "border-w": ["border-w-x", "border-w-y", "border-w-t", "border-w-r", "border-w-b", "border-w-l"],
  "border-w-x": ["border-w-r", "border-w-l"],
  "border-w-y": ["border-w-t", "border-w-b"],
  "border-color": [
    "border-color-x",
    "border-color-y",
    "border-color-t",
    "border-color-r",
    "border-color-b",
    "border-color-l",
  ],
  "line-clamp": ["display", "overflow"],
  flex: ["basis", "grow", "shrink"],
  "font-size": ["leading"],
  overflow: ["overflow-x", "overflow-y"],
  "scroll-m": ["scroll-mx", "scroll-my", "scroll-mt", "scroll-mb"],
  "scroll-my": ["scroll-mt", "scroll-mb"],
};

const SIZES = /^(xs|sm|base|md|lg|xl|\dxl)$/;
const FONT_WEIGHTS = /^(thin|extralight|light|normal|medium|semibold|bold|extrabold|black|\[\d+\])$/;

/** The group of a utility (modifiers removed), or null when this module does not know it. */
function groupOf(utility: string): string | null {
  const keyword = KEYWORDS.get(utility);
  if (keyword) return keyword;
  const bare = utility.replace(/^-/, "");
  const text = /^text-(.+)$/.exec(bare);
  if (text) {
    const value = text[1]!;
    if (SIZES.test(value.split("/")[0]!) || /^\[(length:)?[\d.]+(px|rem|em)\]$/.test(value))
      return "font-size";
    if (/^(left|center|right|justify|start|end)$/.test(value)) return "text-align";
    return "text-color";
  }
  const font = /^font-(.+)$/.exec(bare);
  if (font)
    return FONT_WEIGHTS.test(font[1]!) ? "font-weight" : font[1]!.startsWith("[") ? null : "font-family";
  const border = /^border(?:-(x|y|t|r|b|l|s|e))?(?:-(.+))?$/.exec(bare);
  if (border && !bare.startsWith("border-spacing")) {
    const side = border[1] ? `-${border[1]}` : "";
    const value = border[2];
    if (value === undefined || /^\d+$/.test(value) || /^\[[\d.]+px\]$/.test(value)) return `border-w${side}`;
    return `border-color${side}`;
  }
  const ring = /^ring(?:-(.+))?$/.exec(bare);
  if (ring) {
    const value = ring[1];
    if (value === undefined || /^\d+$/.test(value) || /^\[[\d.]+px\]$/.test(value)) return "ring-w";
    if (value === "inset") return "ring-inset";
    if (!value.startsWith("offset")) return "ring-color";
  }
  const shadow = /^shadow(?:-(.+))?$/.exec(bare);
  if (shadow)
    return shadow[1] === undefined || SIZES.test(shadow[1]) || shadow[1] === "none"
      ? "shadow"
      : "shadow-color";
  const outline = /^outline(?:-(.+))?$/.exec(bare);
  if (outline && !bare.startsWith("outline-offset")) {
    const value = outline[1];
    if (value === undefined || /^\d+$/.test(value)) return "outline-w";
    return "outline-color";
  }
  const decoration = /^decoration-(.+)$/.exec(bare);
  if (decoration) {
    if (/^(solid|double|dotted|dashed|wavy)$/.test(decoration[1]!)) return "decoration-style";
    if (/^(\d+|auto|from-font)$/.test(decoration[1]!)) return "decoration-w";
    return "decoration-color";
  }
  const bg = /^bg-(.+)$/.exec(bare);
  if (bg) {
    // tailwind-merge reads Tailwind 3's "bg-gradient-to-b" as a colour, so a later one replaces "bg-card".
    if (/^linear-/.test(bg[1]!)) return "bg-image";
    if (/^(fixed|local|scroll)$/.test(bg[1]!)) return "bg-attachment";
    if (/^(cover|contain|auto)$/.test(bg[1]!)) return "bg-size";
    if (/^(no-repeat|repeat(-x|-y)?)$/.test(bg[1]!)) return "bg-repeat";
    if (/^(center|top|bottom|left|right)/.test(bg[1]!)) return "bg-position";
    return "bg-color";
  }
  if (/^content-(normal|center|start|end|between|around|evenly|baseline|stretch)$/.test(bare))
    return "align-content";
  if (/^@container(\/.+)?$/.test(bare)) return "@container";
  const property = /^\[([a-z-]+):.+\]$/.exec(bare);
  if (property) return `[${property[1]}]`;
  if (BARE.has(bare)) return bare;
  for (const prefix of PREFIXES) {
    if (bare.startsWith(`${prefix}-`) && VALUE_PATTERNS.get(prefix)!.test(bare.slice(prefix.length + 1)))
      return prefix;
  }
  return null;
}

/** "md:hover:h-10" → ["hover:md:", "h-10", false]: modifiers sorted (their order never matters here), important flag. */
function parse(token: string): { modifiers: string; utility: string; important: boolean } {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let index = 0; index < token.length; index++) {
    const char = token[index];
    if (char === "[" || char === "(") depth++;
    else if (char === "]" || char === ")") depth--;
    else if (char === ":" && depth === 0) {
      parts.push(token.slice(start, index));
      start = index + 1;
    }
  }
  let utility = token.slice(start);
  let important = false;
  if (utility.startsWith("!") || utility.endsWith("!")) {
    important = true;
    utility = utility.replace(/^!|!$/g, "");
  }
  return { modifiers: parts.sort().join(":"), utility, important };
}

/** Joins class lists; of two utilities in one group under the same modifiers, the later wins. */
export function mergeClasses(classes: string): string {
  const tokens = classes.split(/\s+/).filter(Boolean);
  const seen = new Set<string>();
  const kept: string[] = [];
  for (let index = tokens.length - 1; index >= 0; index--) {
    const token = tokens[index]!;
    const { modifiers, utility, important } = parse(token);
    const group = groupOf(utility);
    const scope = `${modifiers}|${important ? "!" : ""}`;
    // Classes it does not know are always kept, as tailwind-merge keeps them.
    if (!group) {
      kept.push(token);
      continue;
    }
    const key = `${scope}${group}`;
    if (seen.has(key)) continue;
    seen.add(key);
    for (const removed of REMOVES[group] ?? []) seen.add(`${scope}${removed}`);
    kept.push(token);
  }
  return kept.reverse().join(" ");
}
