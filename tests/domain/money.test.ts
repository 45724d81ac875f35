import {
  centsToFrancs,
  formatAmountInput,
  formatCompactFcfa,
  formatDirectedFcfa,
  formatFcfa,
  formatSignedFcfa,
  francsToCents,
  groupThousands,
  parseAmountInput,
  plainSpaces,
} from "@/lib/domain/money";

const plain = (s: string) => plainSpaces(s);

describe("money formatting (SPEC §9)", () => {
  it("formats francs with grouped thousands and F, 0 as '0 F'", () => {
    expect(plain(formatFcfa(0))).toBe("0 F");
    expect(plain(formatFcfa(950))).toBe("950 F");
    expect(plain(formatFcfa(1234567))).toBe("1 234 567 F");
    expect(plain(formatFcfa(-15000))).toBe("-15 000 F");
    expect(formatFcfa(1000)).toBe("1\u00a0000\u00a0F");
    expect(plain(groupThousands(999_999_999))).toBe("999 999 999");
  });

  it("prefixes + on the signed variant", () => {
    expect(plain(formatSignedFcfa(2500))).toBe("+2 500 F");
    expect(plain(formatSignedFcfa(-2500))).toBe("-2 500 F");
    expect(plain(formatSignedFcfa(0))).toBe("0 F");
  });

  it("signs an amount whose direction is known apart, with the one minus sign", () => {
    expect(plain(formatDirectedFcfa("-", 1_500))).toBe("-1 500 F");
    expect(plain(formatDirectedFcfa("+", 1_500))).toBe("+1 500 F");
    expect(plain(formatDirectedFcfa("-", -1_500))).toBe("-1 500 F");
    expect(formatDirectedFcfa("-", 0)).toBe("0\u00a0F");
    // rounded to nothing: no sign before 0
    expect(plain(formatCompactFcfa(-0.4))).toBe("0 F");
  });

  it("compacts: M F with one decimal from a million, K F rounded from a thousand", () => {
    expect(plain(formatCompactFcfa(1_500_000))).toBe("1,5 M F");
    expect(plain(formatCompactFcfa(12_345_678))).toBe("12,3 M F");
    expect(plain(formatCompactFcfa(15_400))).toBe("15 K F");
    expect(plain(formatCompactFcfa(1_000))).toBe("1 K F");
    expect(plain(formatCompactFcfa(999))).toBe("999 F");
    expect(plain(formatCompactFcfa(-2_500_000))).toBe("-2,5 M F");
  });

  it("converts between francs and hundredths without floats drifting", () => {
    expect(francsToCents(1234)).toBe(123400);
    expect(centsToFrancs(123400)).toBe(1234);
    expect(centsToFrancs(150)).toBe(2);
  });

  it("keeps digits only in the amount field and groups them", () => {
    expect(parseAmountInput("1 5a0-0")).toBe(1500);
    expect(parseAmountInput("")).toBeNull();
    expect(plain(formatAmountInput("1500000"))).toBe("1 500 000");
    expect(formatAmountInput("abc")).toBe("");
  });
});
