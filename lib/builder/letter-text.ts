import { formatLetterDate } from "@/lib/letter/date";
import type { LetterLayout } from "@/lib/letter/layout";
import type { Formatting } from "@/lib/validation/ai";

/** What the plain-text forms of a letter need: its body as written, its layout (null: a legacy letter), the page. */
export type TextLetter = { body: string; layout: LetterLayout | null; pageSize: Formatting["pageSize"] };

/** The non-empty lines of a block, each trimmed (an address is typed over several lines). */
function lines(...values: string[]): string[] {
  return values
    .flatMap((value) => value.split(/\r?\n/))
    .map((line) => line.trim())
    .filter(Boolean);
}

/** The letter as a text file: the sender, the date, the recipient and the subject as plain lines, then the body. */
export function letterPlainText({ body, layout, pageSize }: TextLetter): string {
  const text = body.trim();
  if (!layout) return text;
  const { sender, recipient } = layout;
  const blocks = [
    lines(sender.name, sender.email, sender.phone, sender.location, sender.link),
    [formatLetterDate(layout.date, layout.locale, pageSize)],
    lines(recipient.name, recipient.organisation, recipient.address),
    lines(layout.subject),
  ].filter((block) => block.length > 0);
  return [...blocks.map((block) => block.join("\n")), text].join("\n\n");
}

/** A letter's "Re:" prefix reads as a reply in an e-mail's subject line; the e-mail drops it. */
const REPLY_PREFIX = /^(?:re|betreff|objet|asunto)\s*:\s*/i;

/** The letter for an e-mail: its subject line ("" when it has none) and the body, without the address blocks. */
export function emailBody({ body, layout }: TextLetter): { subject: string; text: string } {
  return { subject: (layout?.subject ?? "").trim().replace(REPLY_PREFIX, ""), text: body.trim() };
}
