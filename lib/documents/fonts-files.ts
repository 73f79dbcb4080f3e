import { readFile } from "node:fs/promises";
import path from "node:path";

import { isFontFile } from "@/lib/documents/fonts";

/** Server and tests only: a letter font's bytes, read from the installed font package (lib/documents/fonts.ts). */
const FONT_DIRECTORY = path.join(process.cwd(), "node_modules", "dejavu-fonts-ttf", "ttf");

export async function readFontFile(file: string): Promise<Uint8Array<ArrayBuffer>> {
  if (!isFontFile(file)) throw new Error(`Not a letter font: ${file}`);
  return new Uint8Array(await readFile(path.join(FONT_DIRECTORY, file)));
}
