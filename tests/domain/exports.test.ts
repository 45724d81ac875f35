import { EXPORT_FORMATS, EXPORT_PERIOD_NAMES, exportFileName, exportPeriodLabel } from "@/lib/domain/exports";
import { EXPORT_PERIODS } from "@/lib/domain/periods";

describe("exports", () => {
  it("names the complete and the simple workbook after the period and the day", () => {
    expect(exportFileName("xlsx", "month", "2026-11-27")).toBe("Export_Complet_month_2026-11-27.xlsx");
    expect(exportFileName("simple", "custom", "2026-11-02")).toBe("Export_Simple_custom_2026-11-02.xlsx");
    expect(EXPORT_FORMATS).toEqual(["xlsx", "simple"]);
  });

  it("labels a period with its days, one day written once", () => {
    expect(exportPeriodLabel({ period: "month", from: "2026-11-01", to: "2026-11-27" })).toBe("Ce mois (01/11/2026 – 27/11/2026)");
    expect(exportPeriodLabel({ period: "yesterday", from: "2026-11-26", to: "2026-11-26" })).toBe("Hier (26/11/2026)");
  });

  it("has a French name for every period an export takes", () => {
    expect(Object.keys(EXPORT_PERIOD_NAMES).sort()).toEqual([...EXPORT_PERIODS].sort());
    expect(EXPORT_PERIOD_NAMES.custom).toBe("Date personnalisée");
  });
});
