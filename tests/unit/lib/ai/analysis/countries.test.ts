import { describe, expect, it } from "vitest";
import { countriesIn, countryCode } from "@/lib/ai/analysis/advert-vocabulary";

/** Countries by the names adverts and CVs use (the right-to-work and licence rules of the match, the claim check). */
describe("countriesIn", () => {
  it("reads the names people write that the runtime's tables give otherwise", () => {
    expect([...countriesIn("Transit cargo to Zambia, Malawi and DR Congo")].sort()).toEqual([
      "CD",
      "MW",
      "ZM",
    ]);
    expect([...countriesIn("Hong Kong permanent resident")]).toEqual(["HK"]);
    expect([...countriesIn("Born in Burma, now in Myanmar")]).toEqual(["MM"]);
    expect([...countriesIn("Côte d'Ivoire, Czech Republic, St Lucia")].sort()).toEqual(["CI", "CZ", "LC"]);
    expect(countryCode("the DRC")).toBe("CD");
  });

  it("keeps a longer name whole", () => {
    expect([...countriesIn("Registered nurse in New South Wales")]).toEqual(["AU"]);
    expect([...countriesIn("Belfast, Northern Ireland")]).toEqual(["GB"]);
  });
});
