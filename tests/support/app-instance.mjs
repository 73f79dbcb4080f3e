// A second app instance for tests/integration/shared-limits.test.ts: a separate Node process that loads the app's
// limiter and settings modules (TypeScript, through jiti) against DATABASE_URL, then runs the commands it reads on
// stdin, one JSON object per line, answering each with one JSON line on stdout.
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createJiti } from "jiti";

const root = fileURLToPath(new URL("../..", import.meta.url));
const jiti = createJiti(import.meta.url, { alias: { "@": root } });
const rateLimit = await jiti.import("@/lib/usage/rate-limit");
const settings = await jiti.import("@/lib/settings/ai-settings");

const commands = {
  /** Takes `count` hits on one bucket at once; answers how many were let through. */
  async hits({ key, limit, windowMs, count }) {
    const results = await Promise.all(
      Array.from({ length: count }, () => rateLimit.takeHit(key, { limit, windowMs })),
    );
    return { allowed: results.filter((result) => result.allowed).length };
  },
  async readSettings() {
    const { timeoutMs, maxRetries } = await settings.readAiSettings();
    return { timeoutMs, maxRetries };
  },
  async saveMaxRetries({ value, actorId }) {
    await settings.saveNumericAiSetting("api.retries.max", value, actorId);
    return {};
  },
};

process.stdout.write(`${JSON.stringify({ ready: true })}\n`);
for await (const line of createInterface({ input: process.stdin })) {
  const command = JSON.parse(line);
  if (command.op === "exit") break;
  try {
    process.stdout.write(`${JSON.stringify(await commands[command.op](command))}\n`);
  } catch (error) {
    process.stdout.write(`${JSON.stringify({ error: String(error?.message ?? error) })}\n`);
  }
}
process.exit(0);
