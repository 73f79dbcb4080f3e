import { describe, expect, it } from "vitest";

import { readGenerationStream, STREAM_INTERRUPTED } from "@/lib/builder/stream";

const encoder = new TextEncoder();

/** A body that delivers the given chunks one by one (split anywhere, like a network would). */
function body(chunks: string[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
}

const done = {
  type: "done",
  item: { id: "1", letter: "Dear Hiring Manager,\n\nHello" },
  usage: { used: 1, limit: 2, remaining: 1, unlimited: false, month: "2026-01" },
  engine: "ai",
  model: "m",
  notices: [],
  error: null,
  message: "Cover letter generated successfully!",
};

describe("readGenerationStream", () => {
  it("appends deltas as they arrive, even when a line is split across chunks", async () => {
    const seen: string[] = [];
    const lines = [
      JSON.stringify({ type: "delta", text: "Dear Hiring Manager,\n\n" }),
      JSON.stringify({ type: "delta", text: "Hello" }),
      JSON.stringify(done),
    ].join("\n");
    const chunks = [lines.slice(0, 10), lines.slice(10, 47), lines.slice(47, 60), `${lines.slice(60)}\n`];
    const outcome = await readGenerationStream(body(chunks), { onText: (text) => seen.push(text) });
    expect(seen).toEqual(["Dear Hiring Manager,\n\n", "Dear Hiring Manager,\n\nHello"]);
    expect(outcome.kind).toBe("done");
    if (outcome.kind === "done") {
      expect(outcome.text).toBe("Dear Hiring Manager,\n\nHello");
      expect(outcome.event.message).toBe("Cover letter generated successfully!");
    }
  });

  it("discards the text so far on reset", async () => {
    const seen: string[] = [];
    const outcome = await readGenerationStream(
      body([
        `${JSON.stringify({ type: "delta", text: "first attempt" })}\n`,
        `${JSON.stringify({ type: "reset" })}\n${JSON.stringify({ type: "delta", text: "second" })}\n`,
        `${JSON.stringify(done)}\n`,
      ]),
      { onText: (text) => seen.push(text) },
    );
    expect(seen).toEqual(["first attempt", "", "second"]);
    expect(outcome.text).toBe("second");
  });

  it("passes on the fact gate's rewrite notice, then discards the first letter at its reset", async () => {
    const events: string[] = [];
    const rewrite = "Rewriting 2 claims that your CV doesn't show…";
    const outcome = await readGenerationStream(
      body(
        [
          { type: "delta", text: "I spent three years at Google." },
          { type: "rewrite", message: rewrite },
          { type: "reset" },
          { type: "delta", text: "I spent eight years at Brightwave." },
          done,
        ].map((event) => `${JSON.stringify(event)}\n`),
      ),
      {
        onText: (text) => events.push(`text: ${text}`),
        onRewrite: (message) => events.push(`rewrite: ${message}`),
      },
    );
    expect(events).toEqual([
      "text: I spent three years at Google.",
      `rewrite: ${rewrite}`,
      "text: ",
      "text: I spent eight years at Brightwave.",
    ]);
    expect(outcome.text).toBe("I spent eight years at Brightwave.");
  });

  it("passes on the letter's layout before its text", async () => {
    const layout = {
      sender: { name: "Jane Doe", email: "jane@example.com", phone: "", location: "London", link: "" },
      date: "2026-11-23",
      recipient: { name: "Ms Anna Müller", organisation: "Northstar Analytics", address: "" },
      subject: "Re: Senior Backend Engineer",
      locale: "en",
    };
    const events: string[] = [];
    const outcome = await readGenerationStream(
      body(
        [{ type: "layout", layout }, { type: "delta", text: "Dear Ms Müller," }, done].map(
          (event) => `${JSON.stringify(event)}\n`,
        ),
      ),
      {
        onLayout: (received) => events.push(`layout: ${JSON.stringify(received)}`),
        onText: (text) => events.push(`text: ${text}`),
      },
    );
    expect(events).toEqual([`layout: ${JSON.stringify(layout)}`, "text: Dear Ms Müller,"]);
    expect(outcome.text).toBe("Dear Ms Müller,");
  });

  it("reports an error event with its message", async () => {
    const outcome = await readGenerationStream(
      body([
        `${JSON.stringify({ type: "delta", text: "x" })}\n${JSON.stringify({ type: "error", message: "Generation failed: boom" })}\n`,
      ]),
    );
    expect(outcome).toEqual({ kind: "error", message: "Generation failed: boom", text: "x" });
  });

  it("accepts a final line without a newline, skips junk lines, and calls a cut-off stream interrupted", async () => {
    const finished = await readGenerationStream(body(["not json\n", "\n", JSON.stringify(done)]));
    expect(finished.kind).toBe("done");
    const cut = await readGenerationStream(body([`${JSON.stringify({ type: "delta", text: "Dear" })}\n`]));
    expect(cut).toEqual({ kind: "error", message: STREAM_INTERRUPTED, text: "Dear" });
  });

  it("handles multi-byte characters split between chunks", async () => {
    const line = `${JSON.stringify({ type: "delta", text: "Zürich — ok" })}\n${JSON.stringify(done)}\n`;
    const bytes = encoder.encode(line);
    const split = bytes.indexOf(0xc3) + 1; // inside "ü"
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(bytes.slice(0, split));
        controller.enqueue(bytes.slice(split));
        controller.close();
      },
    });
    const seen: string[] = [];
    await readGenerationStream(stream, { onText: (text) => seen.push(text) });
    expect(seen).toEqual(["Zürich — ok"]);
  });
});
