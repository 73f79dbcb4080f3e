import "../../../support/unit-env";
import { readFile } from "node:fs/promises";
import { jsPDF } from "jspdf";
import { describe, expect, it, vi } from "vitest";

import { GET } from "@/app/fonts/[version]/[file]/route";
import {
  cssFontFamily,
  FONT_FILES,
  FONT_PACKAGE_VERSION,
  fontFaceCss,
  fontUrl,
  LETTER_FONTS,
} from "@/lib/documents/fonts";
import { readFontFile } from "@/lib/documents/fonts-files";
import { pdfFontLoader } from "@/lib/documents/fonts-pdf";

type TtfParser = { open(bytes: Uint8Array): { name: { postscriptName: string } } };
const TTFFont = (jsPDF.API as unknown as { TTFFont: TtfParser }).TTFFont;

const fontRequest = (version: string, file: string) =>
  GET(new Request(`http://localhost${fontUrl(file)}`), { params: Promise.resolve({ version, file }) });

describe("letter fonts (docs/decisions.md 'Letter fonts')", () => {
  it("names the installed font package's version", async () => {
    const manifest = JSON.parse(await readFile("node_modules/dejavu-fonts-ttf/package.json", "utf8")) as {
      version: string;
    };
    expect(FONT_PACKAGE_VERSION).toBe(manifest.version);
  });

  it("lists TrueType files whose PostScript names are the catalogue's", async () => {
    expect(FONT_FILES).toHaveLength(4);
    for (const font of Object.values(LETTER_FONTS)) {
      for (const face of Object.values(font.faces)) {
        const parsed = TTFFont.open(await readFontFile(face.file));
        expect(parsed.name.postscriptName).toBe(face.postScriptName);
      }
    }
    expect(LETTER_FONTS.serif.family).toBe("DejaVu Serif");
    expect(LETTER_FONTS.sans.family).toBe("DejaVu Sans");
  });

  it("gives the preview @font-face rules for the very files the PDF embeds", () => {
    const css = fontFaceCss();
    expect(fontUrl("DejaVuSerif.ttf")).toBe(`/fonts/${FONT_PACKAGE_VERSION}/DejaVuSerif.ttf`);
    for (const file of FONT_FILES) expect(css).toContain(`url("${fontUrl(file)}") format("truetype")`);
    expect(css).toContain(
      `font-family: "DejaVu Sans"; src: url("${fontUrl("DejaVuSans-Bold.ttf")}") format("truetype"); font-weight: 700;`,
    );
    expect(cssFontFamily("serif")).toBe('"DejaVu Serif", serif');
    expect(cssFontFamily("sans")).toBe('"DejaVu Sans", sans-serif');
  });

  it("reads only the catalogue's files", async () => {
    await expect(readFontFile("../package.json")).rejects.toThrow("Not a letter font");
  });
});

describe("the font route", () => {
  it("serves a font with a year's immutable caching", async () => {
    const response = await fontRequest(FONT_PACKAGE_VERSION, "DejaVuSans.ttf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("font/ttf");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    const served = new Uint8Array(await response.arrayBuffer());
    expect(served).toEqual(await readFontFile("DejaVuSans.ttf"));
  });

  it("answers 404 for another version or any other file", async () => {
    expect((await fontRequest("2.37.2", "DejaVuSans.ttf")).status).toBe(404);
    expect((await fontRequest(FONT_PACKAGE_VERSION, "DejaVuSansMono.ttf")).status).toBe(404);
    expect((await fontRequest(FONT_PACKAGE_VERSION, "..%2Fpackage.json")).status).toBe(404);
  });
});

describe("PDF font loading", () => {
  it("reads each family's regular face once and tries a failed read again", async () => {
    const read = vi
      .fn<(file: string) => Promise<Uint8Array>>()
      .mockRejectedValueOnce(new Error("offline"))
      .mockImplementation(async () => new Uint8Array([0, 1, 0, 0, 65]));
    const load = pdfFontLoader(read);
    await expect(load("serif")).rejects.toThrow("offline");
    const first = await load("serif");
    expect(first).toEqual({ face: LETTER_FONTS.serif.faces.normal, data: "\u0000\u0001\u0000\u0000A" });
    expect(await load("serif")).toEqual(first);
    expect(read.mock.calls.map(([file]) => file)).toEqual(["DejaVuSerif.ttf", "DejaVuSerif.ttf"]);
    await load("sans");
    expect(read).toHaveBeenLastCalledWith("DejaVuSans.ttf");
  });
});
