import { z } from "zod";

import { LAYOUT_ERRORS } from "@/lib/messages/letter-layout";
import { plainText } from "@/lib/validation/plain-text";

/**
 * The letter's layout model (docs/architecture.md §14 'Letter layout'): what a business letter carries around its body.
 * The body (salutation, paragraphs, sign-off) stays the letter text as written; this model adds the sender block, the
 * date, the recipient block and an optional subject line, plus the template the letter is set in. One model drives
 * the preview, the PDF and the DOCX (lib/letter/blocks.ts turns it into the blocks each renderer draws).
 */

export const LAYOUT_LIMITS = {
  /** Each line of the sender and recipient blocks. */
  lineMaxChars: 200,
  /** The recipient's address: a few lines. */
  addressMaxChars: 400,
  subjectMaxChars: 200,
} as const;

const text = (field: string, max: number) =>
  plainText(field)
    .trim()
    .max(max, { error: LAYOUT_ERRORS.tooLong(max) })
    .default("");
const line = (field: string) => text(field, LAYOUT_LIMITS.lineMaxChars);

/** Who writes: filled from the CV the first time, editable, remembered per user (table sender_profiles). */
export const senderBlockSchema = z.object({
  name: line("Name"),
  email: line("Email"),
  phone: line("Phone"),
  location: line("Location"),
  /** A LinkedIn profile or a website. */
  link: line("Link"),
});
export type SenderBlock = z.infer<typeof senderBlockSchema>;

/** Whom the letter goes to: the hiring manager when named (or an agency's contact), the organisation, an address. */
export const recipientBlockSchema = z.object({
  name: line("Recipient"),
  /** The employer; for an agency advert the agency (the addressee), never presented as the employer in the body. */
  organisation: line("Organisation"),
  address: text("Address", LAYOUT_LIMITS.addressMaxChars),
});
export type RecipientBlock = z.infer<typeof recipientBlockSchema>;

export const LETTER_LOCALES = ["en", "en-GB", "en-US", "de", "fr", "es", "nl", "it", "pt"] as const;
export type LetterLocale = (typeof LETTER_LOCALES)[number];

export const letterLayoutSchema = z.object({
  sender: senderBlockSchema.default(senderBlockSchema.parse({})),
  /** The letter's date as YYYY-MM-DD; shown in the letter's locale ("23 November 2026", "23. November 2026"). */
  date: z.iso.date({ error: LAYOUT_ERRORS.invalidDate }),
  recipient: recipientBlockSchema.default(recipientBlockSchema.parse({})),
  /** "" for none. */
  subject: text("Subject", LAYOUT_LIMITS.subjectMaxChars),
  /** The language the date (and the default subject) are written in: the letter's language, English otherwise. */
  locale: z.enum(LETTER_LOCALES).default("en"),
});
export type LetterLayout = z.infer<typeof letterLayoutSchema>;

export const EMPTY_SENDER: SenderBlock = senderBlockSchema.parse({});
export const EMPTY_RECIPIENT: RecipientBlock = recipientBlockSchema.parse({});

/**
 * Everything a renderer needs to draw one letter: the body text as written (salutation … sign-off), its layout
 * (null for a letter saved before layouts existed: the body alone is drawn), the formatting and the template.
 */
export type LetterDocument = {
  body: string;
  layout: LetterLayout | null;
  formatting: import("@/lib/validation/ai").Formatting;
  template: import("@/lib/builder/templates").LetterTemplate;
};
