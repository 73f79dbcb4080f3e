// spellsOut: whether a capitalised phrase of a CV line spells an abbreviation the letter or advert uses.
import { describe, expect, it } from "vitest";
import { spellsOut } from "@/lib/grounding/match-acronyms";

describe("spellsOut", () => {
  it("reads one letter per capitalised word, skipping small joining words in our languages", () => {
    expect(spellsOut("BSc, University College Cork", "UCC")).toBe(true);
    expect(spellsOut("Escola Superior de Hotelaria e Turismo do Estoril", "ESHTE")).toBe(true);
    expect(spellsOut("Hochschule für Technik und Wirtschaft", "HTW")).toBe(true);
  });

  it("lets a short word in capitals give all its letters ('NZ Veterinary Nursing Association')", () => {
    expect(spellsOut("Registered with the NZ Veterinary Nursing Association since 2016", "NZVNA")).toBe(true);
    expect(spellsOut("Registered with the NZ Veterinary Nursing Association since 2016", "NZVA")).toBe(false);
  });
});
