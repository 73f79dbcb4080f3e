import { accountExportFileName, buildAccountExport } from "@/lib/account/export-data";
import { readAccountRows } from "@/lib/db/queries/account";
import { defineRoute } from "@/lib/http/define-route";

export const dynamic = "force-dynamic";

/** GET /api/account/export: "Export my data", one JSON file (docs/product-rules.md 'Your account and your data'). */
export const GET = defineRoute({ auth: "user", rateLimit: "billing" }, async ({ user }) => {
  const now = new Date();
  const document = buildAccountExport(await readAccountRows(user.id), now);
  return new Response(JSON.stringify(document, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${accountExportFileName(now)}"`,
      "cache-control": "no-store",
    },
  });
});
