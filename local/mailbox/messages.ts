// The mailbox's messages: what a sender hands over, what is kept, and the links found in it.
import { randomUUID } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

export type OutgoingMail = { to: string; subject: string; html: string; text?: string };

export type MailMessage = {
  id: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  links: string[];
  sentAt: string;
};

const MAX_MESSAGES = 500;

function decodeEntities(value: string): string {
  return value
    .replaceAll("&quot;", '"')
    .replaceAll("&#39;", "'")
    .replaceAll("&lt;", "<")
    .replaceAll("&gt;", ">")
    .replaceAll("&amp;", "&");
}

export function htmlToText(html: string): string {
  return decodeEntities(
    html
      .replace(/<a\s[^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, "$2 ($1)")
      .replace(/<(br|\/p|\/h[1-6]|\/div|\/li)\s*\/?>/gi, "\n")
      .replace(/<[^>]+>/g, ""),
  )
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Every http(s) link in the message: the hrefs of the HTML, then bare URLs of the text. */
export function extractLinks(html: string, text: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/href="(https?:[^"]+)"/gi)) links.add(decodeEntities(match[1] ?? ""));
  for (const match of text.matchAll(/https?:\/\/[^\s<>()"]+/g)) links.add(match[0]);
  return [...links].filter(Boolean);
}

export function toMessage(mail: OutgoingMail, sentAt: Date): MailMessage {
  const text = mail.text ?? htmlToText(mail.html);
  return {
    id: randomUUID(),
    to: mail.to,
    subject: mail.subject,
    html: mail.html,
    text,
    links: extractLinks(mail.html, text),
    sentAt: sentAt.toISOString(),
  };
}

/** Messages newest first, optionally kept in a JSON file between runs. */
export class MessageStore {
  #messages: MailMessage[] = [];
  readonly #dataFile: string | undefined;

  constructor(dataFile?: string) {
    this.#dataFile = dataFile;
    if (dataFile && existsSync(dataFile)) {
      try {
        const stored: unknown = JSON.parse(readFileSync(dataFile, "utf8"));
        if (Array.isArray(stored)) this.#messages = stored as MailMessage[];
      } catch {
        console.warn(`[mailbox] ${dataFile} is unreadable; starting with an empty mailbox.`);
      }
    }
  }

  add(message: MailMessage): void {
    this.#messages.unshift(message);
    this.#messages.length = Math.min(this.#messages.length, MAX_MESSAGES);
    this.#save();
  }

  list(to?: string | null): MailMessage[] {
    const wanted = to?.trim().toLowerCase();
    return wanted
      ? this.#messages.filter((message) => message.to.toLowerCase() === wanted)
      : [...this.#messages];
  }

  clear(to?: string | null): number {
    const before = this.#messages.length;
    const wanted = to?.trim().toLowerCase();
    this.#messages = wanted ? this.#messages.filter((message) => message.to.toLowerCase() !== wanted) : [];
    this.#save();
    return before - this.#messages.length;
  }

  #save(): void {
    if (!this.#dataFile) return;
    mkdirSync(path.dirname(this.#dataFile), { recursive: true });
    const temporary = `${this.#dataFile}.tmp`;
    writeFileSync(temporary, JSON.stringify(this.#messages));
    renameSync(temporary, this.#dataFile);
  }
}
