import { ACCENTED, foldForSearch, PLAIN } from "@/lib/domain/search";

describe("foldForSearch", () => {
  it("removes accents and case, and trims", () => {
    expect(foldForSearch("  Aïssatou NDIAYE ")).toBe("aissatou ndiaye");
    expect(foldForSearch("Ousmane Bâ")).toBe("ousmane ba");
    expect(foldForSearch("")).toBe("");
  });

  it("folds each letter the database translates as the database does (translate, then lower)", () => {
    expect([...ACCENTED]).toHaveLength([...PLAIN].length);
    [...ACCENTED].forEach((letter, i) => expect([letter, foldForSearch(letter)]).toEqual([letter, PLAIN[i]!.toLowerCase()]));
  });
});
