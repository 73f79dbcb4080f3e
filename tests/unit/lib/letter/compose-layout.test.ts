// A new letter's layout: the sender block (saved, else from the CV), the date, the recipient the advert names (an
// agency never as the employer), the default subject per locale, and the browser's date checked against the server's.
import { describe, expect, it } from "vitest";
import { composeLetterLayout, letterToday, type LayoutReading } from "@/lib/letter/compose-layout";
import type { SenderBlock } from "@/lib/letter/layout";

const CV = [
  "Jane Doe",
  "London, UK | jane.doe@example.com | +44 7700 900123 | linkedin.com/in/janedoe",
  "",
  "Experience",
  "Senior Software Engineer — Brightwave Ltd (Mar 2021 – Present)",
  "- Led the migration of 40 services to Kubernetes",
].join("\n");

const READING: LayoutReading = {
  company: "Northstar Analytics",
  position: "Senior Backend Engineer",
  hiringManager: { name: "Anna Müller", title: "Ms" },
  agency: null,
  language: "en",
};

const compose = (reading: Partial<LayoutReading> = {}, savedSender: SenderBlock | null = null) =>
  composeLetterLayout({
    cvContent: CV,
    reading: { ...READING, ...reading },
    savedSender,
    today: "2026-11-23",
  });

describe("composeLetterLayout", () => {
  it("addresses a named hiring manager with their title, at the company, from the CV's sender block", () => {
    expect(compose()).toEqual({
      sender: {
        name: "Jane Doe",
        email: "jane.doe@example.com",
        phone: "+44 7700 900123",
        location: "London, UK",
        link: "linkedin.com/in/janedoe",
      },
      date: "2026-11-23",
      recipient: { name: "Ms Anna Müller", organisation: "Northstar Analytics", address: "" },
      subject: "Re: Senior Backend Engineer",
      locale: "en",
    });
  });

  it("names a manager without a title by name alone, and nobody when the advert names no one", () => {
    expect(compose({ hiringManager: { name: "Anna Müller", title: "" } }).recipient.name).toBe("Anna Müller");
    expect(compose({ hiringManager: null }).recipient).toEqual({
      name: "",
      organisation: "Northstar Analytics",
      address: "",
    });
  });

  it("addresses an agency advert to the agency and its contact, never naming the agency as the employer", () => {
    const withContact = compose({
      company: "",
      hiringManager: null,
      agency: { name: "Hays", contact: "Tom Hughes" },
    });
    expect(withContact.recipient).toEqual({ name: "Tom Hughes", organisation: "Hays", address: "" });

    const withClient = compose({
      company: "Northstar Analytics",
      hiringManager: { name: "Anna Müller", title: "Ms" },
      agency: { name: "Hays", contact: "" },
    });
    // The letter goes to the agency; the client's manager is not the agency's contact.
    expect(withClient.recipient).toEqual({ name: "", organisation: "Hays", address: "" });
    expect(JSON.stringify(withClient)).not.toContain("Northstar Analytics");
  });

  it("uses the saved sender block over the CV's", () => {
    const saved: SenderBlock = {
      name: "Jane A. Doe",
      email: "jane@work.example",
      phone: "",
      location: "Leeds",
      link: "https://jane.dev",
    };
    expect(compose({}, saved).sender).toEqual(saved);
  });

  it("leaves the sender's contact details empty when the CV has none", () => {
    const layout = composeLetterLayout({
      cvContent: "Jane Doe\n\nExperience\nBarista at Bean There (2019 – 2021)",
      reading: READING,
      savedSender: null,
      today: "2026-11-23",
    });
    expect(layout.sender).toEqual({ name: "Jane Doe", email: "", phone: "", location: "", link: "" });
  });

  it("writes the default subject in the letter's locale, and none without a position", () => {
    expect(compose({ language: "de" })).toMatchObject({
      locale: "de",
      subject: "Bewerbung als Senior Backend Engineer",
    });
    expect(compose({ language: "fr" })).toMatchObject({
      locale: "fr",
      subject: "Candidature : Senior Backend Engineer",
    });
    expect(compose({ language: "es" })).toMatchObject({
      locale: "es",
      subject: "Candidatura: Senior Backend Engineer",
    });
    expect(compose({ position: "" }).subject).toBe("");
  });

  it("writes Dutch, Italian and Portuguese subjects too", () => {
    expect(compose({ language: "nl" })).toMatchObject({
      locale: "nl",
      subject: "Sollicitatie: Senior Backend Engineer",
    });
    expect(compose({ language: "it" })).toMatchObject({
      locale: "it",
      subject: "Candidatura: Senior Backend Engineer",
    });
    expect(compose({ language: "pt" })).toMatchObject({
      locale: "pt",
      subject: "Candidatura: Senior Backend Engineer",
    });
  });

  it("falls back to English for a language we don't write letters in", () => {
    expect(compose({ language: "other" })).toMatchObject({
      locale: "en",
      subject: "Re: Senior Backend Engineer",
    });
  });

  it("takes the letter's own locale over the advert's: the built-in engine's English letter, British spelling", () => {
    const layout = composeLetterLayout({
      cvContent: CV,
      reading: { ...READING, language: "de" },
      savedSender: null,
      today: "2026-11-23",
      locale: "en-GB",
    });
    expect(layout).toMatchObject({ locale: "en-GB", subject: "Re: Senior Backend Engineer" });
  });

  it("keeps every line within the layout's limits", () => {
    const layout = compose({ company: "A".repeat(300), position: "B".repeat(300) });
    expect(layout.recipient.organisation).toHaveLength(200);
    expect(layout.subject.length).toBeLessThanOrEqual(200);
  });
});

describe("letterToday", () => {
  const now = new Date("2026-11-23T23:30:00Z");

  it("takes the browser's date within one day of the server's UTC date", () => {
    expect(letterToday("2026-11-24", now)).toBe("2026-11-24");
    expect(letterToday("2026-11-22", now)).toBe("2026-11-22");
    expect(letterToday("2026-11-23", now)).toBe("2026-11-23");
  });

  it("uses the server's date when the browser's is further off or missing", () => {
    expect(letterToday("2026-11-25", now)).toBe("2026-11-23");
    expect(letterToday("2025-11-23", now)).toBe("2026-11-23");
    expect(letterToday(undefined, now)).toBe("2026-11-23");
  });
});
