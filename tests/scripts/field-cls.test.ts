// The field bench's cumulative layout shift: web-vitals' largest session window (shifts less than 1 s apart,
// 5 s at most), and what moved most in it.
import { clsOf } from "@/scripts/bench/lib/field-report";

const shift = (t: number, value: number, element = `el@${t}`) => ({ t, value, element });

describe("clsOf", () => {
  it("is 0, with nothing named, for a page that never moved", () => {
    expect(clsOf([])).toEqual({ cls: 0, clsElement: null });
  });

  it("sums the shifts less than 1 s apart, and keeps the largest window with its largest shift's element", () => {
    // a late banner pushing the page down twice, then a small shift long after
    const shifts = [shift(900, 0.01), shift(3000, 0.1, "div[data-testid=morning-reminder]"), shift(3500, 0.05), shift(9000, 0.02)];
    expect(clsOf(shifts)).toEqual({ cls: 0.15, clsElement: "div[data-testid=morning-reminder]" });
  });

  it("starts a new window after a gap of 1 s, and after 5 s of shifts", () => {
    expect(clsOf([shift(0, 0.03), shift(1000, 0.03)]).cls).toBe(0.03);
    const steady = Array.from({ length: 12 }, (_, i) => shift(i * 500, 0.01));
    // 0 to 4.5 s in one window (10 shifts), the rest in the next
    expect(clsOf(steady).cls).toBe(0.1);
  });
});
