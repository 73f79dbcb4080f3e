import type { GenerationEvent } from "@/lib/ai/generation-stream";
import type { LetterLayout } from "@/lib/letter/layout";

/**
 * Reads POST /api/ai/generate's NDJSON body (lib/ai/generation-stream.ts) as it arrives: one event per line,
 * lines split across chunks reassembled, the letter's layout passed on before its text, the letter kept up to date
 * ('delta' appends, 'reset' discards), and the fact gate's 'rewrite' notice passed on before its 'reset'.
 */
export type DoneEvent = Extract<GenerationEvent, { type: "done" }>;

export type StreamOutcome =
  { kind: "done"; event: DoneEvent; text: string } | { kind: "error"; message: string; text: string };

export type StreamHandlers = {
  /** The letter's sender, date, recipient and subject, sent before its first words. */
  onLayout?: (layout: LetterLayout) => void;
  /** The letter so far, after every delta or reset. */
  onText?: (text: string) => void;
  /** The first letter failed the claim check and is being written again. */
  onRewrite?: (message: string) => void;
};

/** Our own: the stream ended without a final event (connection dropped). */
export const STREAM_INTERRUPTED =
  "The connection was interrupted before the letter was finished. Please try again.";

function parseLine(line: string): GenerationEvent | null {
  const trimmed = line.trim();
  if (!trimmed) return null;
  try {
    const value = JSON.parse(trimmed) as { type?: unknown };
    return value && typeof value === "object" && typeof value.type === "string"
      ? (value as GenerationEvent)
      : null;
  } catch {
    return null;
  }
}

/** Consumes the stream to its end (or its first terminal event) and says how it ended. */
export async function readGenerationStream(
  body: ReadableStream<Uint8Array>,
  handlers: StreamHandlers = {},
): Promise<StreamOutcome> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  let text = "";

  const handle = (event: GenerationEvent): StreamOutcome | null => {
    switch (event.type) {
      case "layout":
        handlers.onLayout?.(event.layout);
        return null;
      case "delta":
        text += event.text;
        handlers.onText?.(text);
        return null;
      case "rewrite":
        handlers.onRewrite?.(event.message);
        return null;
      case "reset":
        text = "";
        handlers.onText?.(text);
        return null;
      case "done":
        return { kind: "done", event, text };
      case "error":
        return { kind: "error", message: event.message, text };
      default:
        return null;
    }
  };

  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (value) buffer += decoder.decode(value, { stream: true });
      if (done) buffer += decoder.decode();
      let newline = buffer.indexOf("\n");
      while (newline !== -1) {
        const event = parseLine(buffer.slice(0, newline));
        buffer = buffer.slice(newline + 1);
        const outcome = event ? handle(event) : null;
        if (outcome) {
          await reader.cancel().catch(() => undefined);
          return outcome;
        }
        newline = buffer.indexOf("\n");
      }
      if (done) {
        const last = parseLine(buffer);
        const outcome = last ? handle(last) : null;
        return outcome ?? { kind: "error", message: STREAM_INTERRUPTED, text };
      }
    }
  } finally {
    reader.releaseLock?.();
  }
}
