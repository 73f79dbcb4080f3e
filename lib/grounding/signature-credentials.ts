/**
 * Letters after the candidate's name at the foot of a letter (docs/product-rules.md, "The claim check"): "Danielle
 * Brooks, SPHR", "Chinedu Okafor, MCIPS". A signature is no sentence, but what it puts after the name is a claim to
 * hold that credential.
 */

/** `line`: a whole line under the name ("Certified Hand Therapist"), not letters after it. */
export type SignatureCredential = { text: string; start: number; end: number; line?: true };

// "Certified Hand Therapist", "NABCEP PV Installation Professional", "ITAA-erkend accountant": a credential's words.
const CREDENTIAL_WORDS =
  /(?<![\p{L}])(?:certified|licensed|chartered|registered|accredited|professional|member|fellow|diplomate|board[- ]certified|erkend\p{L}*|gecertificeerd\p{L}*|zertifiziert\p{L}*|staatlich|geprüft\p{L}*|certifié\p{L}*|agréé\p{L}*|diplômé\p{L}*|colegiad[oa]|certificad[oa]|titulad[oa])(?![\p{L}])/iu;
const ACRONYM = /(?<![\p{L}])\p{Lu}{3,}(?![\p{L}])/u;
const CONTACT_LINE = /@|https?:|www\.|\d{3}|^\s*(?:tel|phone|mobile|e-?mail|linkedin)\b/i;

// ("SPHR", "MCIPS", "CEng", "PhD", "SHRM-CP": two capitals or more; "HR Generalist" after a name is a job, not letters.)
const POST_NOMINAL = /^(?=(?:[^\p{Lu}]*\p{Lu}){2})\p{Lu}[\p{L}&.-]{1,11}$/u;

/** The candidate's name as the CV's first line writes it ("DANIELLE BROOKS, SHRM-CP"), in lower case words. */
function nameWords(cvContent: string): string[] {
  const first = cvContent.split("\n").find((line) => line.trim()) ?? "";
  const name = first.split(/[,|–—]/)[0]!.trim();
  if (!/^\p{L}[\p{L}'’.-]+(?:\s+\p{L}[\p{L}'’.-]+){1,4}$/u.test(name)) return [];
  return name.toLowerCase().split(/\s+/);
}

/** A line that is the candidate's name alone ("Tan Wei Ling", "Andre Campbell"). */
function signsAs(line: string, name: readonly string[]): boolean {
  const words = line.trim().toLowerCase().split(/\s+/);
  return words.length >= 2 && words.every((word) => name.includes(word)) && /^\s*\p{Lu}/u.test(line);
}

/** The post-nominals of the letter's last lines that sign it with the CV's name. */
export function signatureCredentials(letter: string, cvContent: string): SignatureCredential[] {
  const name = nameWords(cvContent);
  if (!name.length) return [];
  const found: SignatureCredential[] = [];
  const lines = letter.split("\n");
  const starts: number[] = [];
  lines.reduce((start, line) => (starts.push(start), start + line.length + 1), 0);
  for (let at = lines.length - 1, seen = 0; at >= 0 && seen < 8; at--) {
    const line = lines[at]!;
    if (!line.trim()) continue;
    seen++;
    // ("Tan Wei Ling" over "Certified Hand Therapist": the lines under the signing name, to a blank line.)
    if (signsAs(line, name))
      for (let below = at + 1; below < lines.length && below <= at + 3; below++) {
        const under = lines[below]!;
        if (!under.trim()) break;
        const text = under.trim();
        if (
          CONTACT_LINE.test(text) ||
          text.split(/\s+/).length > 6 ||
          !(CREDENTIAL_WORDS.test(text) || ACRONYM.test(text))
        )
          continue;
        const start = starts[below]! + under.indexOf(text);
        found.push({ text, start, end: start + text.length, line: true });
      }
    const signed = /^\s*(\p{Lu}[\p{L}'’.-]+(?:\s+\p{Lu}[\p{L}'’.-]+){0,4})\s*,\s*(.+?)\s*$/u.exec(line);
    if (!signed) continue;
    const words = signed[1]!.toLowerCase().split(/\s+/);
    if (!words.every((word) => name.includes(word)) || !name.includes(words[0]!)) continue;
    const letters = [...signed[2]!.matchAll(/[^,\s]+/g)];
    if (!letters.every((match) => POST_NOMINAL.test(match[0]))) continue;
    const from = starts[at]! + line.indexOf(signed[2]!, signed[1]!.length);
    for (const match of letters)
      found.push({ text: match[0], start: from + match.index, end: from + match.index + match[0].length });
  }
  return found;
}
