// The caret of an amount field after the grouping moved the text (components/ui/amount-input.tsx).
import { caretAfterDigits } from "@/components/ui/amount-input";
import { formatAmountInput, plainSpaces } from "@/lib/domain/money";

const grouped = (typed: string) => plainSpaces(formatAmountInput(typed));

describe("caretAfterDigits", () => {
  it("puts the caret after the same digit once the thousands are regrouped", () => {
    // "1 5|00 000" + "2" -> "15 2|00 000": three digits before the caret
    expect(grouped("1 5200 000")).toBe("15 200 000");
    expect(caretAfterDigits(grouped("1 5200 000"), 3)).toBe(4);
    // typing at the end stays at the end
    expect(caretAfterDigits(grouped("1 0000"), 5)).toBe("10 000".length);
    // a deleted separator: the digits close up, the caret follows its digit
    expect(caretAfterDigits(grouped("1500 000"), 1)).toBe(1);
  });

  it("goes to the start with no digit before it, to the end with more digits than the text has", () => {
    expect(caretAfterDigits("1 500", 0)).toBe(0);
    expect(caretAfterDigits("1 500", 9)).toBe(5);
    expect(caretAfterDigits("", 2)).toBe(0);
  });
});
