import {
  ALERT_REASONS,
  DEFAULT_ALERT_THRESHOLDS,
  ecartLevel,
  formatPercent,
  grBand,
  median,
  medianAbsoluteDeviation,
  outsideBand,
  smsSegments,
  summaryDueDays,
  summarySmsText,
  SUMMARY_SMS_SEGMENTS,
  toGsm,
  transactionSubject,
  whatsappLink,
  type SummarySmsFigures,
} from "@/lib/domain/alerts";

const nb = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

describe("a supervisor's usual GR band", () => {
  it("is the median and the median absolute deviation of his closed days", () => {
    expect(median([])).toBe(0);
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(medianAbsoluteDeviation([1, 2, 3, 4, 100])).toBe(1);
  });

  it("needs at least the minimum of closed days, and reads only the last 30", () => {
    const nine = [10, 12, 11, 9, 10, 13, 8, 10, 11];
    expect(grBand(nine, 3, 10)).toBeNull();
    const band = grBand([...nine, 10], 3, 10)!;
    expect(band).toEqual({ median: 10, mad: 1, low: 7, high: 13, days: 10 });
    expect(outsideBand(13, band)).toBe(false);
    expect(outsideBand(14, band)).toBe(true);
    expect(outsideBand(6, band)).toBe(true);
    // 40 days: the 10 oldest (huge) are not part of his usual band
    const forty = [...Array.from({ length: 30 }, () => 1_000), ...Array.from({ length: 10 }, () => 1_000_000)];
    expect(grBand(forty, 3, 10)).toMatchObject({ median: 1_000, days: 30 });
    // a minimum of 0 still needs one day
    expect(grBand([], 3, 0)).toBeNull();
  });
});

describe("the écart of a closed day", () => {
  const t = DEFAULT_ALERT_THRESHOLDS;
  it("is what the count misses, against the counted total, at two levels", () => {
    expect(ecartLevel(0, 100_000, t)).toBeNull();
    expect(ecartLevel(5_000, 100_000, t)).toBeNull();
    expect(ecartLevel(-1_000, 100_000, t)).toBeNull(); // exactly 1 %
    expect(ecartLevel(-1_001, 100_000, t)).toBe("attention");
    expect(ecartLevel(-5_000, 100_000, t)).toBe("attention"); // exactly 5 %
    expect(ecartLevel(-5_001, 100_000, t)).toBe("grave");
    expect(ecartLevel(-1, 0, t)).toBe("grave");
  });

  it("is said in French", () => {
    expect(nb(ALERT_REASONS.ecart(-2_500, 100_000))).toBe("Écart de 2 500 F, soit 2,5 % du total compté (100 000 F)");
    expect(nb(ALERT_REASONS.ecart(-2_500, 0))).toBe("Écart de 2 500 F sans aucun solde compté en fin de journée");
    expect(formatPercent(1)).toBe("1 %");
    expect(formatPercent(1.26)).toBe("1,3 %");
  });
});

describe("the alerts' reasons", () => {
  it("name the figures, the day and who", () => {
    const band = grBand([10, 12, 11, 9, 10, 13, 8, 10, 11, 10], 3, 10)!;
    expect(nb(ALERT_REASONS.band(40, band))).toBe("GR de +40 F, hors de sa plage habituelle (+7 F à +13 F, médiane +10 F sur 10 journées clôturées)");
    const subject = transactionSubject(5_000, null, "WAVE");
    expect(nb(subject)).toBe("Transaction de 5 000 F (Wave)");
    expect(nb(transactionSubject(5_000, "Moussa Diop", "part-x"))).toBe("Transaction de 5 000 F (Moussa Diop)");
    expect(nb(ALERT_REASONS.lateChange("modifiée", subject, "2026-11-24", "reopened", "Awa"))).toBe(
      "Transaction de 5 000 F (Wave) du 24/11/2026 modifiée par Awa après la clôture et la réouverture de la journée",
    );
    expect(ALERT_REASONS.lateChange("supprimée", "Ligne X", "2026-11-24", "summary", "Awa")).toBe("Ligne X du 24/11/2026 supprimée par Awa après l'envoi du résumé du soir");
    expect(ALERT_REASONS.deletions(6, "Awa", 5)).toBe("6 suppressions par Awa dans la journée (plus de 5)");
    expect(nb(ALERT_REASONS.contested(10_000, "Awa", "Moussa", 24))).toBe("Transfert de 10 000 F de Awa vers Moussa contesté depuis plus de 24 h et non réglé");
  });
});

describe("an SMS's length", () => {
  it("counts GSM-7 characters, extended ones twice, and anything else as UCS-2", () => {
    expect(smsSegments("a".repeat(160))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSegments("a".repeat(161))).toEqual({ encoding: "GSM-7", units: 161, segments: 2 });
    expect(smsSegments("€".repeat(80))).toEqual({ encoding: "GSM-7", units: 160, segments: 1 });
    expect(smsSegments("ê".repeat(70))).toEqual({ encoding: "UCS-2", units: 70, segments: 1 });
    expect(smsSegments("ê".repeat(71))).toEqual({ encoding: "UCS-2", units: 71, segments: 2 });
  });

  it("folds French letters and spaces outside GSM", () => {
    expect(toGsm("Clôturé à 1\u202f000\u00a0F — « fête » œuvre")).toBe('Cloturé à 1 000 F - " fete " oeuvre');
    expect(smsSegments(toGsm("Journées clôturées : ça, être, île, où")).encoding).toBe("GSM-7");
  });
});

describe("the evening summary's SMS", () => {
  const base: SummarySmsFigures = {
    day: "2026-11-25",
    closedGr: 4_000,
    openGr: -12_500,
    closed: 8,
    supervisors: 10,
    notClosed: ["Awa Diop", "Moussa"],
    ecarts: 2,
    transfers: 3,
    transfersTotal: 450_000,
    alerts: 4,
    lateDays: 105,
    lateSupervisors: 4,
    link: "https://caisse.example.sn/admin/resume?date=2026-11-25",
  };
  const fits = (text: string) => smsSegments(text).encoding === "GSM-7" && smsSegments(text).segments <= SUMMARY_SMS_SEGMENTS;

  it("says the essentials in French, in GSM characters, with the page's link; each count says what it counts", () => {
    const text = summarySmsText(base);
    expect(text).toBe(
      "Caisse 25/11/2026 : GR +4 000 F sur 8/10 journees cloturees ; ouvertes -12 500 F (provisoire). Non clotures : Awa Diop, Moussa. " +
        "Ecarts : 2 journees. Transferts : 3 (450 000 F). Alertes : 4. Journees restees ouvertes : 105 (4 superviseurs). Detail : https://caisse.example.sn/admin/resume?date=2026-11-25",
    );
    expect(fits(text)).toBe(true);
    const quiet = summarySmsText({ ...base, closedGr: 3_000, openGr: 0, closed: 10, notClosed: [], ecarts: 0, transfers: 0, alerts: 0, lateDays: 0, lateSupervisors: 0 });
    expect(quiet).toBe("Caisse 25/11/2026 : GR +3 000 F. Clotures 10/10. Detail : https://caisse.example.sn/admin/resume?date=2026-11-25");
    const one = summarySmsText({ ...base, closedGr: 3_000, openGr: 0, closed: 10, notClosed: [], ecarts: 1, transfers: 0, alerts: 0, lateDays: 1, lateSupervisors: 1 });
    expect(one).toContain("Ecarts : 1 journee. Journees restees ouvertes : 1 (1 superviseur).");
  });

  it("counts the days whose declarations differ from the operators' statements, after the écarts", () => {
    const text = summarySmsText({ ...base, closedGr: 3_000, openGr: 0, closed: 10, notClosed: [], ecarts: 1, statementEcarts: 3, transfers: 0, alerts: 0, lateDays: 0, lateSupervisors: 0 });
    expect(text).toBe("Caisse 25/11/2026 : GR +3 000 F. Clotures 10/10. Ecarts : 1 journee. Ecarts releves : 3 journees. Detail : https://caisse.example.sn/admin/resume?date=2026-11-25");
    expect(summarySmsText({ ...base, notClosed: [], statementEcarts: 1 })).toContain("Ecarts releves : 1 journee.");
  });

  it("never gives a provisional GR as the day's: nothing closed, or nothing recorded", () => {
    expect(summarySmsText({ ...base, closedGr: 0, closed: 0, notClosed: [], ecarts: 0, transfers: 0, alerts: 0, lateDays: 0 })).toBe(
      "Caisse 25/11/2026 : 0/10 journee cloturee ; ouvertes -12 500 F (provisoire). Detail : https://caisse.example.sn/admin/resume?date=2026-11-25",
    );
    expect(summarySmsText({ ...base, closedGr: 0, openGr: 0, closed: 0, supervisors: 0, notClosed: [], ecarts: 0, transfers: 0, alerts: 0, lateDays: 0 })).toBe(
      "Caisse 25/11/2026 : aucune saisie. Detail : https://caisse.example.sn/admin/resume?date=2026-11-25",
    );
  });

  it("names as many supervisors as two segments hold, then how many more", () => {
    const many = Array.from({ length: 40 }, (_, i) => `Sup ${i + 1}`);
    const text = summarySmsText({ ...base, notClosed: many });
    expect(fits(text)).toBe(true);
    expect(text).toMatch(/Sup 1, .* \+\d+\. Ecarts/);
    expect(summarySmsText({ ...base, closed: 1, closedGr: -500 })).toContain("GR -500 F sur 1/10 journee cloturee ;");
    expect(text.endsWith(base.link)).toBe(true);
  });

  it("drops the least needed parts when they do not fit, never the GR, the closes or the link", () => {
    const link = `https://caisse.example.sn/${"x".repeat(100)}`;
    const text = summarySmsText({ ...base, link, notClosed: ["Awa Diop"] });
    expect(fits(text)).toBe(true);
    expect(text).not.toContain("Non clotures");
    expect(text).toContain("8/10 journees cloturees ; ouvertes -12 500 F (provisoire). Ecarts : 2 journees. Transferts : 3 (450 000 F). Alertes : 4. Detail");
    expect(text).not.toContain("restees ouvertes");
    expect(text.endsWith(link)).toBe(true);
    const huge = `https://caisse.example.sn/${"x".repeat(400)}`;
    expect(summarySmsText({ ...base, link: huge, notClosed: [] })).toBe(
      `Caisse 25/11/2026 : GR +4 000 F sur 8/10 journees cloturees ; ouvertes -12 500 F (provisoire). Detail : ${huge}`,
    );
  });

  it("is shared as a wa.me link", () => {
    expect(whatsappLink("GR +3 000 F & co")).toBe("https://wa.me/?text=GR%20%2B3%20000%20F%20%26%20co");
  });
});

describe("when the evening summary is due", () => {
  it("is today's from its time on, and yesterday's caught up at start", () => {
    expect(summaryDueDays("2026-11-25", "2026-11-24", "20:59", "21:00", false)).toEqual([]);
    expect(summaryDueDays("2026-11-25", "2026-11-24", "21:00", "21:00", false)).toEqual(["2026-11-25"]);
    expect(summaryDueDays("2026-11-25", "2026-11-24", "08:00", "21:00", true)).toEqual(["2026-11-24"]);
    expect(summaryDueDays("2026-11-25", "2026-11-24", "22:10", "21:00", true)).toEqual(["2026-11-24", "2026-11-25"]);
  });
});
