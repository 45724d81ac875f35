import { isCleanText, isUuid, readWholeNumber } from "@/lib/domain/input";

const bounds = { min: 0, max: 999_999_999 };

describe("readWholeNumber", () => {
  it("reads JSON numbers and strings of digits within the bounds", () => {
    expect(readWholeNumber(0, bounds)).toEqual({ ok: true, value: 0 });
    expect(readWholeNumber(1500, bounds)).toEqual({ ok: true, value: 1500 });
    expect(readWholeNumber("1500", bounds)).toEqual({ ok: true, value: 1500 });
    expect(readWholeNumber("007", bounds)).toEqual({ ok: true, value: 7 });
    expect(readWholeNumber(999_999_999, bounds)).toEqual({ ok: true, value: 999_999_999 });
    const negativeZero = readWholeNumber(-0, bounds);
    expect(negativeZero.ok && Object.is(negativeZero.value, 0)).toBe(true);
  });

  it("refuses what other parsers coerce: booleans, arrays, objects, hex, exponents, spaces, signs", () => {
    for (const value of [true, false, [5], ["5"], {}, { value: 5 }, "0x10", "1e3", "1 000", " 5", "5 ", "+5", "٥", "5abc", "Infinity", 10n]) {
      expect(readWholeNumber(value, bounds)).toEqual({ ok: false, problem: "format" });
    }
    expect(readWholeNumber(Infinity, bounds)).toEqual({ ok: false, problem: "format" });
    expect(readWholeNumber(NaN, bounds)).toEqual({ ok: false, problem: "format" });
  });

  it("names each problem: missing, negative, fraction, below the minimum, above the maximum", () => {
    for (const value of [undefined, null, "", "   "]) expect(readWholeNumber(value, bounds)).toEqual({ ok: false, problem: "missing" });
    for (const value of [-1, -1.5, "-1", "-2,5"]) expect(readWholeNumber(value, bounds)).toEqual({ ok: false, problem: "negative" });
    for (const value of [1.5, "1.5", "1,5"]) expect(readWholeNumber(value, bounds)).toEqual({ ok: false, problem: "fraction" });
    expect(readWholeNumber(0, { min: 1, max: 10 })).toEqual({ ok: false, problem: "too_small" });
    expect(readWholeNumber("0", { min: 1, max: 10 })).toEqual({ ok: false, problem: "too_small" });
    expect(readWholeNumber(1_000_000_000, bounds)).toEqual({ ok: false, problem: "too_large" });
    expect(readWholeNumber("1000000000", bounds)).toEqual({ ok: false, problem: "too_large" });
    // more digits than a double holds exactly: refused before Number() rounds it
    expect(readWholeNumber("9".repeat(16), { min: 0, max: Number.MAX_SAFE_INTEGER })).toEqual({ ok: false, problem: "too_large" });
    expect(readWholeNumber("1".repeat(1_000_000), bounds)).toEqual({ ok: false, problem: "too_large" });
  });
});

describe("isCleanText", () => {
  it("accepts ordinary text in any script, emoji and accents included", () => {
    for (const value of ["Moussa Diop", "Rue 5, Louga — près du marché", "Ndèye Fàtou", "محمد", "👨‍👩‍👧 famille", "Prix : 1 500 F", ""]) {
      expect(isCleanText(value)).toBe(true);
    }
  });

  it("refuses NUL and the other control characters, separators, bidi overrides and lone surrogates", () => {
    for (const value of ["a\u0000b", "a\u0007b", "a\u001bb", "a\u007fb", "a\u0085b", "a\u009fb", "a\u2028b", "a\u2029b", "a\u202eb", "a\u2066b", "\ud800", "a\udc00", "\udc00\ud800", "x\ud83d"]) {
      expect(isCleanText(value)).toBe(false);
      expect(isCleanText(value, { multiline: true })).toBe(false);
    }
  });

  it("keeps tab and line breaks for multi-line texts only", () => {
    for (const value of ["ligne 1\nligne 2", "a\r\nb", "a\tb"]) {
      expect(isCleanText(value)).toBe(false);
      expect(isCleanText(value, { multiline: true })).toBe(true);
    }
  });
});

describe("isUuid", () => {
  it("accepts a uuid in either case and nothing else", () => {
    expect(isUuid("0b7f1a2c-3d4e-4f5a-8b9c-0d1e2f3a4b5c")).toBe(true);
    expect(isUuid("0B7F1A2C-3D4E-4F5A-8B9C-0D1E2F3A4B5C")).toBe(true);
    for (const value of ["-".repeat(36), "0b7f1a2c-3d4e-4f5a-8b9c-0d1e2f3a4b5g", "0b7f1a2c3d4e4f5a8b9c0d1e2f3a4b5c", " 0b7f1a2c-3d4e-4f5a-8b9c-0d1e2f3a4b5c", "abc", "", 5, null, undefined, ["0b7f1a2c-3d4e-4f5a-8b9c-0d1e2f3a4b5c"]]) {
      expect(isUuid(value)).toBe(false);
    }
  });
});
