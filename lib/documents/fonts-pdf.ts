import { fontUrl, LETTER_FONTS, type FontFace, type FontStyle } from "@/lib/documents/fonts";
import type { Formatting } from "@/lib/validation/ai";

/**
 * A font face a PDF embeds (docs/decisions.md 'Letter fonts'): its face and its file as jsPDF's virtual file system takes
 * it, a binary string. The browser fetches each file on the first export and keeps it for the page's life; tests
 * read the files from the font package instead.
 */
export type PdfFont = { face: FontFace; data: string };
export type FontFileReader = (file: string) => Promise<Uint8Array>;

export async function fetchFontFile(file: string): Promise<Uint8Array> {
  const response = await fetch(fontUrl(file));
  if (!response.ok) throw new Error(`Font ${file}: HTTP ${response.status}`);
  return new Uint8Array(await response.arrayBuffer());
}

function toBinaryString(bytes: Uint8Array): string {
  let text = "";
  // Chunks keep String.fromCharCode's argument list within the engine's limit.
  for (let at = 0; at < bytes.length; at += 0x8000)
    text += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return text;
}

/** A face of a letter font (the regular one unless asked), each file read once; a failed read is tried again next time. */
export function pdfFontLoader(
  read: FontFileReader,
): (fontFamily: Formatting["fontFamily"], style?: FontStyle) => Promise<PdfFont> {
  const files = new Map<string, Promise<string>>();
  return async (fontFamily, style = "normal") => {
    const face = LETTER_FONTS[fontFamily].faces[style];
    let data = files.get(face.file);
    if (!data) {
      data = read(face.file).then(toBinaryString);
      files.set(face.file, data);
      data.catch(() => files.delete(face.file));
    }
    return { face, data: await data };
  };
}

/**
 * The text as the font can draw it: invisible formatting characters (a soft hyphen, a zero-width space) are left out,
 * and a character the font has no glyph for becomes U+FFFD, because jsPDF would drop the rest of the line there.
 */
export function drawableText(text: string, hasGlyph: (codeUnit: number) => boolean): string {
  let drawable = "";
  for (const character of text) {
    if (/\p{Cf}/u.test(character)) continue;
    drawable += character.length === 1 && hasGlyph(character.charCodeAt(0)) ? character : "\uFFFD";
  }
  return drawable;
}
