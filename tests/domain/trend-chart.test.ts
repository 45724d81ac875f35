import {
  axisLabel,
  dateTickIndexes,
  DAY_STATUS_LABELS,
  dayTickLabel,
  dayTooltipLabel,
  onAxis,
  isProvisionalDay,
  recordedRuns,
  scaleValue,
  trendAxis,
  trendSummary,
  valueAxis,
  type TrendDay,
} from "@/lib/domain/trend-chart";

const nb = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("the trend chart's value axis", () => {
  it("always holds 0 and the values, on round ticks", () => {
    expect(valueAxis([120_000, 380_000])).toEqual({ min: 0, max: 400_000, ticks: [0, 100_000, 200_000, 300_000, 400_000] });
    expect(valueAxis([-150_000, 50_000])).toEqual({ min: -150_000, max: 50_000, ticks: [-150_000, -100_000, -50_000, 0, 50_000] });
    expect(valueAxis([-4_370_500])).toEqual({ min: -6_000_000, max: 0, ticks: [-6_000_000, -4_000_000, -2_000_000, 0] });
    expect(valueAxis([7_000], 2)).toEqual({ min: 0, max: 10_000, ticks: [0, 5_000, 10_000] });
    expect(valueAxis([3], 0).ticks).toEqual([0, 5]);
  });

  it("keeps whole francs on a tiny range, and a flat line in the middle when every GR is 0", () => {
    expect(valueAxis([0, 1])).toEqual({ min: 0, max: 1, ticks: [0, 1] });
    expect(valueAxis([0, 0])).toEqual({ min: -1, max: 1, ticks: [0] });
    expect(valueAxis([])).toEqual({ min: -1, max: 1, ticks: [0] });
  });

  it("places a value between the top (max) and the bottom (min)", () => {
    const axis = { min: -100, max: 100 };
    expect(scaleValue(100, axis, 200)).toBe(0);
    expect(scaleValue(0, axis, 200)).toBe(100);
    expect(scaleValue(-100, axis, 200)).toBe(200);
  });

  it("labels amounts in the compact French form", () => {
    expect(nb(axisLabel(1_500_000))).toBe("1,5 M F");
    expect(nb(axisLabel(-2_000_000))).toBe("-2 M F");
    expect(nb(axisLabel(500_000))).toBe("500 K F");
    expect(nb(axisLabel(0))).toBe("0 F");
  });
});

describe("the trend chart's dates", () => {
  it("labels at most so many days, evenly, always today (the last)", () => {
    expect(dateTickIndexes(30, 6)).toEqual([4, 9, 14, 19, 24, 29]);
    expect(dateTickIndexes(14, 20)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13]);
    expect(dateTickIndexes(30, 0)).toEqual([29]);
    expect(dateTickIndexes(0, 5)).toEqual([]);
  });

  it("writes days in French", () => {
    expect(nb(dayTickLabel("2026-11-22"))).toBe("22 nov.");
    expect(nb(dayTooltipLabel("2026-11-22"))).toBe("dim. 22 nov. 2026");
    expect(DAY_STATUS_LABELS).toEqual({ closed: "Clôturée", open: "Ouverte", empty: "Aucune saisie" });
  });
});

describe("the trend chart's line and summary", () => {
  const day = (d: number, grTotal: number, status: TrendDay["status"]): TrendDay => ({ day: `2026-11-${String(d).padStart(2, "0")}`, grTotal, status });

  it("breaks the line on days without anything recorded, and on open days", () => {
    expect(recordedRuns([{ status: "closed" }, { status: "closed" }, { status: "empty" }, { status: "empty" }, { status: "closed" }])).toEqual([[0, 1], [4]]);
    expect(recordedRuns([{ status: "closed" }, { status: "open" }, { status: "closed" }, { status: "closed" }])).toEqual([[0], [2, 3]]);
    expect(recordedRuns([{ status: "empty" }, { status: "closed" }])).toEqual([[1]]);
    expect(recordedRuns([])).toEqual([]);
  });

  it("sets every open day's provisional GR apart: out of the line and of the scale, held at the scale's edge", () => {
    // an open last day is provisional, and so is an earlier one left unclosed
    expect((["open", "closed", "open", "empty"] as const).map((status) => isProvisionalDay({ status }))).toEqual([true, false, true, false]);
    expect(recordedRuns([{ status: "open" }, { status: "closed" }, { status: "open" }])).toEqual([[1]]);

    // the morning's Débuts alone (-290 000 F) do not flatten a trend of a few thousand francs, wherever the open day is
    const points = [day(19, -4_000_000, "open"), day(20, 4_000, "closed"), day(21, 6_500, "closed"), day(22, -1_000, "closed"), day(23, -290_000, "open")];
    const axis = trendAxis(points);
    expect(axis).toEqual(valueAxis([4_000, 6_500, -1_000]));
    expect(axis.min).toBeGreaterThan(-290_000);
    expect(onAxis(-290_000, axis)).toEqual({ value: axis.min, off: "below" });
    expect(onAxis(9_000_000, axis)).toEqual({ value: axis.max, off: "above" });
    expect(onAxis(2_000, axis)).toEqual({ value: 2_000, off: null });
    // nothing closed: the scale is around 0, the provisional days at its edge
    expect(trendAxis([day(22, 0, "empty"), day(23, -290_000, "open")])).toEqual(valueAxis([]));
  });

  it("sums the period up for a screen reader", () => {
    const points = [day(20, 10_000, "closed"), day(21, -5_000, "closed"), day(22, 0, "empty"), day(23, 2_500, "open")];
    expect(nb(trendSummary(points))).toBe(
      "Du 20/11/2026 au 23/11/2026 : dernier GR clôturé -5 000 F le 21/11/2026, plus bas -5 000 F, plus haut +10 000 F ; 2 jours clôturés, 1 jour ouvert (GR provisoire +2 500 F le 23/11/2026)",
    );
    // the provisional GR is in no extreme
    expect(nb(trendSummary([day(20, 1_000, "closed"), day(21, -900_000, "open"), day(22, 2_000, "open")]))).toBe(
      "Du 20/11/2026 au 22/11/2026 : dernier GR clôturé +1 000 F le 20/11/2026, plus bas +1 000 F, plus haut +1 000 F ; 1 jour clôturé, 2 jours ouverts (GR provisoire +2 000 F le 22/11/2026)",
    );
    expect(nb(trendSummary([day(20, -5_000, "open")]))).toBe("Du 20/11/2026 au 20/11/2026 : aucun jour clôturé ; 0 jour clôturé, 1 jour ouvert (GR provisoire -5 000 F le 20/11/2026)");
    expect(nb(trendSummary([day(20, 5_000, "closed"), day(21, 3_000, "closed")]))).toBe(
      "Du 20/11/2026 au 21/11/2026 : dernier GR clôturé +3 000 F le 21/11/2026, plus bas +3 000 F, plus haut +5 000 F ; 2 jours clôturés, 0 jour ouvert",
    );
    expect(trendSummary([day(20, 0, "empty")])).toBe("Aucune saisie sur la période");
    expect(trendSummary([])).toBe("Aucune saisie sur la période");
  });
});
