import { describe, expect, it } from "vitest";

import { emailBody, letterPlainText } from "@/lib/builder/letter-text";
import { letterLayoutSchema, type LetterLayout } from "@/lib/letter/layout";

const BODY = "Dear Ms Müller,\n\nI am applying for the role.\n\nSincerely,\nJosé Łukasz Nowak";

const LAYOUT: LetterLayout = letterLayoutSchema.parse({
  sender: {
    name: "José Łukasz Nowak",
    email: "jose@example.com",
    phone: "+44 20 7946 0000",
    location: "London",
    link: "linkedin.com/in/jose",
  },
  date: "2026-11-23",
  recipient: { name: "Anna Müller", organisation: "Acme GmbH", address: "Hauptstraße 1\n\n  10115 Berlin  " },
  subject: "Re: Senior Backend Engineer",
  locale: "en",
});

describe("letterPlainText", () => {
  it("puts the header blocks as plain lines above the body", () => {
    expect(letterPlainText({ body: `${BODY}\n`, layout: LAYOUT, pageSize: "a4" })).toBe(
      [
        "José Łukasz Nowak\njose@example.com\n+44 20 7946 0000\nLondon\nlinkedin.com/in/jose",
        "23 November 2026",
        "Anna Müller\nAcme GmbH\nHauptstraße 1\n10115 Berlin",
        "Re: Senior Backend Engineer",
        BODY,
      ].join("\n\n"),
    );
  });

  it("writes the date as the letter's locale and page size do", () => {
    const text = (layout: LetterLayout, pageSize: "a4" | "letter") =>
      letterPlainText({ body: BODY, layout, pageSize }).split("\n\n")[1];
    expect(text(LAYOUT, "letter")).toBe("November 23, 2026");
    expect(text({ ...LAYOUT, locale: "de" }, "a4")).toBe("23. November 2026");
  });

  it("leaves out empty fields and blocks, and a legacy letter is its body alone", () => {
    const bare = letterLayoutSchema.parse({ sender: { name: "Jane Doe" }, date: "2026-01-05" });
    expect(letterPlainText({ body: BODY, layout: bare, pageSize: "a4" })).toBe(
      `Jane Doe\n\n5 January 2026\n\n${BODY}`,
    );
    expect(letterPlainText({ body: `  ${BODY}  `, layout: null, pageSize: "a4" })).toBe(BODY);
  });
});

describe("emailBody", () => {
  it("is the subject line and the body, without the address blocks", () => {
    const email = emailBody({ body: BODY, layout: LAYOUT, pageSize: "a4" });
    // "Re:" reads as a reply in an e-mail's subject line.
    expect(email).toEqual({ subject: "Senior Backend Engineer", text: BODY });
    expect(email.text).not.toContain("Acme GmbH");
    expect(email.text).not.toContain("jose@example.com");
  });

  it("keeps a subject without a reply prefix as it is", () => {
    const layout = { ...LAYOUT, subject: "Bewerbung als Entwicklerin" };
    expect(emailBody({ body: BODY, layout, pageSize: "a4" }).subject).toBe("Bewerbung als Entwicklerin");
  });

  it("has no subject for a letter without one, or without a layout", () => {
    expect(emailBody({ body: BODY, layout: { ...LAYOUT, subject: "" }, pageSize: "a4" }).subject).toBe("");
    expect(emailBody({ body: BODY, layout: null, pageSize: "a4" })).toEqual({ subject: "", text: BODY });
  });
});
