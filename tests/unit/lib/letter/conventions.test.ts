// Each language's greeting, sign-off and date (docs/product-rules.md, "Letter language").
import { describe, expect, it } from "vitest";
import type { AdvertLanguage, HiringManager } from "@/lib/ai/analysis/job-analysis";
import { letterConventions, letterLanguageOf, salutationIn, signOffIn } from "@/lib/letter/conventions";
import { formatLetterDate } from "@/lib/letter/date";

const job = (hiringManager: HiringManager | null, language: AdvertLanguage = "en") => ({
  hiringManager,
  agency: null,
  language,
});
const named = (title: string, name: string) => job({ title, name });

describe("salutationIn", () => {
  it("German: Frau and Herr with the surname, a neutral greeting without a title, the general one for nobody", () => {
    expect(salutationIn("de", named("Frau", "Anna Müller"))).toBe("Sehr geehrte Frau Müller,");
    expect(salutationIn("de", named("Herr", "Jan von Berg"))).toBe("Sehr geehrter Herr von Berg,");
    expect(salutationIn("de", named("Frau Dr.", "Anna Müller"))).toBe("Sehr geehrte Frau Dr. Müller,");
    expect(salutationIn("de", named("Ms", "Anna Müller"))).toBe("Sehr geehrte Frau Müller,");
    expect(salutationIn("de", named("", "Anna Müller"))).toBe("Guten Tag Anna Müller,");
    expect(salutationIn("de", job(null))).toBe("Sehr geehrte Damen und Herren,");
  });

  it("French: Madame or Monsieur with the surname, never a guessed gender", () => {
    expect(salutationIn("fr", named("Mme", "Claire Dupont"))).toBe("Madame Dupont,");
    expect(salutationIn("fr", named("M.", "Paul Martin"))).toBe("Monsieur Martin,");
    expect(salutationIn("fr", named("", "Claire Dupont"))).toBe("Madame, Monsieur,");
    expect(salutationIn("fr", job(null))).toBe("Madame, Monsieur,");
  });

  it("Spanish: Sra., Sr. or Dra. and a colon", () => {
    expect(salutationIn("es", named("Sra.", "Lucía García"))).toBe("Estimada Sra. García:");
    expect(salutationIn("es", named("Sr.", "Pablo Ruiz"))).toBe("Estimado Sr. Ruiz:");
    expect(salutationIn("es", named("Dra.", "Lucía García"))).toBe("Estimada Dra. García:");
    expect(salutationIn("es", job(null))).toBe("Estimados señores:");
  });

  it("Dutch: mevrouw or heer with a capitalised surname, the full name without a title", () => {
    expect(salutationIn("nl", named("Mevrouw", "Sanne de Vries"))).toBe("Geachte mevrouw De Vries,");
    expect(salutationIn("nl", named("Dhr.", "Pieter Jansen"))).toBe("Geachte heer Jansen,");
    expect(salutationIn("nl", named("", "Sanne de Vries"))).toBe("Geachte Sanne de Vries,");
    expect(salutationIn("nl", job(null))).toBe("Geachte heer/mevrouw,");
  });

  it("Italian: Gentile with Dott.ssa, Sig.ra or Sig., or the full name", () => {
    expect(salutationIn("it", named("Dott.ssa", "Giulia Rossi"))).toBe("Gentile Dott.ssa Rossi,");
    expect(salutationIn("it", named("Sig.ra", "Giulia Rossi"))).toBe("Gentile Sig.ra Rossi,");
    expect(salutationIn("it", named("Sig.", "Marco Bianchi"))).toBe("Gentile Sig. Bianchi,");
    expect(salutationIn("it", named("", "Giulia Rossi"))).toBe("Gentile Giulia Rossi,");
    expect(salutationIn("it", job(null))).toBe("Spettabile Azienda,");
  });

  it("Portuguese: Prezada Sra. or Prezado Sr.", () => {
    expect(salutationIn("pt", named("Sra.", "Ana Silva"))).toBe("Prezada Sra. Silva,");
    expect(salutationIn("pt", named("Sr.", "João Costa"))).toBe("Prezado Sr. Costa,");
    expect(salutationIn("pt", job(null))).toBe("Prezados Senhores,");
  });

  it("English keeps its rules: Ms for Frau, the name alone without a title, Dear Hiring Manager", () => {
    expect(salutationIn("en", named("Frau", "Anna Müller"))).toBe("Dear Ms Müller,");
    expect(salutationIn("en", named("", "Anna Müller"))).toBe("Dear Anna Müller,");
    expect(salutationIn("en", job(null))).toBe("Dear Hiring Manager,");
  });

  it("greets an agency's consultant when the advert names one", () => {
    expect(salutationIn("de", { hiringManager: null, agency: { name: "Hays", contact: "Tom Weber" } })).toBe(
      "Guten Tag Tom Weber,",
    );
  });
});

describe("signOffIn", () => {
  it("signs off in each language, the French formula repeating the greeting's form of address", () => {
    expect(signOffIn("en", "Dear Hiring Manager,")).toBe("Sincerely,");
    expect(signOffIn("de", "Sehr geehrte Frau Müller,")).toBe("Mit freundlichen Grüßen");
    expect(signOffIn("fr", "Madame, Monsieur,")).toBe(
      "Je vous prie d'agréer, Madame, Monsieur, l'expression de mes salutations distinguées.",
    );
    expect(signOffIn("fr", "Madame Dupont,")).toBe(
      "Je vous prie d'agréer, Madame, l'expression de mes salutations distinguées.",
    );
    expect(signOffIn("fr", "Monsieur Martin,")).toBe(
      "Je vous prie d'agréer, Monsieur, l'expression de mes salutations distinguées.",
    );
    expect(signOffIn("es", "Estimados señores:")).toBe("Atentamente,");
    expect(signOffIn("nl", "Geachte heer/mevrouw,")).toBe("Met vriendelijke groet,");
    expect(signOffIn("it", "Spettabile Azienda,")).toBe("Cordiali saluti,");
    expect(signOffIn("pt", "Prezados Senhores,")).toBe("Atenciosamente,");
  });
});

describe("letterConventions", () => {
  it("writes to an advert in a language we don't write in in English", () => {
    expect(letterLanguageOf("other")).toBe("en");
    expect(letterConventions(job(null, "other"), "Vi söker en utvecklare.")).toMatchObject({
      language: "en",
      salutation: "Dear Hiring Manager,",
      signOff: "Sincerely,",
      locale: "en",
    });
  });

  it("dates an English letter British or American as the advert spells", () => {
    expect(letterConventions(job(null), "Join our organisation. Salary £40,000.")).toMatchObject({
      spelling: "uk",
      locale: "en-GB",
    });
    expect(letterConventions(job(null), "Join our organization in Austin, Texas.")).toMatchObject({
      spelling: "us",
      locale: "en-US",
    });
    expect(letterConventions(job(null), "Join our team.")).toMatchObject({ spelling: null, locale: "en" });
  });

  it("writes in the language it is given, whatever the advert's (the built-in engine writes English)", () => {
    expect(letterConventions(named("Frau", "Anna Müller"), "", "en").salutation).toBe("Dear Ms Müller,");
    expect(letterConventions({ ...named("Frau", "Anna Müller"), language: "de" }, "")).toMatchObject({
      language: "de",
      salutation: "Sehr geehrte Frau Müller,",
      signOff: "Mit freundlichen Grüßen",
      locale: "de",
    });
  });
});

describe("formatLetterDate", () => {
  it("writes Dutch, Italian and Portuguese dates", () => {
    expect(formatLetterDate("2026-11-23", "nl", "a4")).toBe("23 november 2026");
    expect(formatLetterDate("2026-11-23", "it", "a4")).toBe("23 novembre 2026");
    expect(formatLetterDate("2026-11-23", "pt", "a4")).toBe("23 de novembro de 2026");
  });

  it("writes British and American English dates whatever the page size", () => {
    expect(formatLetterDate("2026-11-23", "en-GB", "letter")).toBe("23 November 2026");
    expect(formatLetterDate("2026-11-23", "en-US", "a4")).toBe("November 23, 2026");
  });
});
