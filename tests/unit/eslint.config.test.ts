// The architecture rules lint enforces (eslint.config.mjs, docs/architecture.md 'Folders'): import direction, no
// stand-ins in product code, and session cookies written only by the route pipeline.
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function messages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

describe("lint rules of the architecture", () => {
  it("keeps imports flowing app → components → lib", async () => {
    const fromLib = await messages(
      "lib/probe.ts",
      'import { Button } from "@/components/ui/button";\nexport { Button };\n',
    );
    expect(fromLib.join()).toContain("lib/ never imports components/");
    const appFromLib = await messages("lib/probe.ts", 'export { GET } from "@/app/api/ai/usage/route";\n');
    expect(appFromLib.join()).toContain("only app/ may import app/");
    const appFromComponents = await messages(
      "components/probe.tsx",
      'export { GET } from "@/app/api/ai/usage/route";\n',
    );
    expect(appFromComponents.join()).toContain("only app/ may import app/");
    expect(await messages("app/probe.ts", 'export { Button } from "@/components/ui/button";\n')).toEqual([]);
  });

  it("keeps the local stand-ins out of product code", async () => {
    const found = await messages("app/probe.ts", 'export { startMailbox } from "@/local/mailbox/server";\n');
    expect(found.join()).toContain("must not import the local stand-ins");
  });

  it("allows session cookies only in lib/http", async () => {
    const code = 'export const header = "Set-Cookie";\nexport function applySessionCookies() {}\n';
    const outside = await messages("app/api/probe/route.ts", code);
    expect(outside.filter((message) => message.startsWith("no-restricted-syntax"))).toHaveLength(2);
    expect(await messages("lib/http/probe.ts", code)).toEqual([]);
  });
});
