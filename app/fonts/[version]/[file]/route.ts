import { FONT_PACKAGE_VERSION, isFontFile } from "@/lib/documents/fonts";
import { readFontFile } from "@/lib/documents/fonts-files";
import { defineRoute } from "@/lib/http/define-route";

/**
 * GET → a letter font's TTF (docs/decisions.md 'Letter fonts'), 404 for any other file or version. The version is in
 * the path, so browsers may keep the file for a year without asking again. No session: fonts are public.
 */
export const GET = defineRoute({ auth: "none" }, async ({ params }) => {
  const { version, file } = params;
  if (version !== FONT_PACKAGE_VERSION || !file || !isFontFile(file))
    return new Response(null, { status: 404 });
  const bytes = await readFontFile(file);
  return new Response(bytes, {
    headers: {
      "Content-Type": "font/ttf",
      "Content-Length": String(bytes.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
    },
  });
});
