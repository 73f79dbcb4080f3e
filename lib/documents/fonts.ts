import { FONTS } from "@/lib/routes";
import type { Formatting } from "@/lib/validation/ai";

/**
 * The letter's fonts (docs/decisions.md 'Letter fonts'): DejaVu Serif and DejaVu Sans from the dejavu-fonts-ttf
 * package, which cover Latin Extended, Greek and Cyrillic. The PDF embeds them, the DOCX names them, and the preview
 * draws with the same files through fontFaceCss(). app/fonts/[version]/[file]/route.ts serves them; the package's
 * version is part of the path, so the files can be cached for good.
 */
export const FONT_PACKAGE_VERSION = "2.37.3";

export type FontStyle = "normal" | "bold";
export type FontFace = { file: string; postScriptName: string };
export type LetterFont = {
  family: string;
  generic: "serif" | "sans-serif";
  faces: Record<FontStyle, FontFace>;
};

export const LETTER_FONTS: Record<Formatting["fontFamily"], LetterFont> = {
  serif: {
    family: "DejaVu Serif",
    generic: "serif",
    faces: {
      normal: { file: "DejaVuSerif.ttf", postScriptName: "DejaVuSerif" },
      bold: { file: "DejaVuSerif-Bold.ttf", postScriptName: "DejaVuSerif-Bold" },
    },
  },
  sans: {
    family: "DejaVu Sans",
    generic: "sans-serif",
    faces: {
      normal: { file: "DejaVuSans.ttf", postScriptName: "DejaVuSans" },
      bold: { file: "DejaVuSans-Bold.ttf", postScriptName: "DejaVuSans-Bold" },
    },
  },
};

const FONT_WEIGHTS: Record<FontStyle, number> = { normal: 400, bold: 700 };

export const FONT_FILES: readonly string[] = Object.values(LETTER_FONTS).flatMap((font) =>
  Object.values(font.faces).map((face) => face.file),
);

export function isFontFile(file: string): boolean {
  return FONT_FILES.includes(file);
}

export function fontUrl(file: string): string {
  return `${FONTS}/${FONT_PACKAGE_VERSION}/${file}`;
}

/** The CSS font-family of a letter's font, with its generic family while the file loads. */
export function cssFontFamily(fontFamily: Formatting["fontFamily"]): string {
  const font = LETTER_FONTS[fontFamily];
  return `"${font.family}", ${font.generic}`;
}

/** @font-face rules for the preview: the browser fetches a file only once text on the page uses its face. */
export function fontFaceCss(): string {
  return Object.values(LETTER_FONTS)
    .flatMap((font) =>
      (Object.entries(font.faces) as Array<[FontStyle, FontFace]>).map(
        ([style, face]) =>
          `@font-face { font-family: "${font.family}"; src: url("${fontUrl(face.file)}") format("truetype"); ` +
          `font-weight: ${FONT_WEIGHTS[style]}; font-style: normal; font-display: swap; }`,
      ),
    )
    .join("\n");
}
