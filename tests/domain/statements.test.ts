// An operator's statement read cell by cell, line by line: amounts, dates, statuses, the CSV's separators and
// quotes, the header found among title lines, the total lines left out, the refusals naming line and column;
// and the reconciliation of declared balances against it.
import { CsvTokenizer, detectDelimiter } from "@/lib/domain/statements/csv";
import { ecartTone, reconcileDays, statementEcartLevel, type StatementDay } from "@/lib/domain/statements/reconcile";
import { headerSignature, recogniseHeader, StatementHeaderError, StatementLineError, StatementTable, type StatementFormat } from "@/lib/domain/statements/table";
import { CellError, isFailedStatus, parseAmount, parseDate, parseTime } from "@/lib/domain/statements/values";

describe("amounts", () => {
  it.each([
    ["1 250 000", 1_250_000],
    ["1\u00a0250\u00a0000,00", 1_250_000],
    ["1\u202f250\u202f000", 1_250_000],
    ["1.250.000", 1_250_000],
    ["1,250,000.00", 1_250_000],
    ["1 250 000 F", 1_250_000],
    ["1 250 000 FCFA", 1_250_000],
    ["-5 000 XOF", -5_000],
    ["+5000", 5_000],
    ["5000-", -5_000],
    ["(5 000)", -5_000],
    ["1.250", 1_250],
    ["1,250", 1_250],
    ["1250,5", null],
    ["12,50", null],
    ["0", 0],
    ["", null],
    ["abc", null],
    ["1.25.000", null],
    ["1,250.000.00", null],
    ["=1+1", null],
    ["1e3", null],
  ])("%j → %p", (text, expected) => {
    if (expected === null) expect(() => parseAmount(text)).toThrow(CellError);
    else expect(parseAmount(text)).toBe(expected);
  });

  it("takes XLSX numbers when whole, and a declared decimal separator", () => {
    expect(parseAmount(25_000)).toBe(25_000);
    expect(() => parseAmount(25_000.5)).toThrow(/centimes/);
    expect(parseAmount("1.250", ",")).toBe(1_250);
    expect(() => parseAmount("1.250", ".")).toThrow(/centimes/);
    expect(() => parseAmount("1", null)).not.toThrow();
    expect(() => parseAmount(2e12)).toThrow(/hors limites/);
  });
});

describe("dates", () => {
  it.each([
    ["03/11/2026", "2026-11-03", 0],
    ["03-11-2026 14:05", "2026-11-03", 14 * 3600 + 5 * 60],
    ["2026-11-03 14:05:09", "2026-11-03", 14 * 3600 + 5 * 60 + 9],
    ["2026-11-03T08:00:00", "2026-11-03", 8 * 3600],
    ["3/1/2026 7h30", "2026-01-03", 7 * 3600 + 30 * 60],
  ])("%j", (text, day, seconds) => expect(parseDate(text)).toEqual({ day, seconds }));

  it("refuses what is no date, and days that do not exist", () => {
    for (const bad of ["", "31/02/2026", "2026/11/03x", "hier", "03/11/26", "03/11/2026 25:00"]) expect(() => parseDate(bad)).toThrow(CellError);
  });

  it("reads Excel dates (wall clock as UTC) and serials, and a format's tokens", () => {
    expect(parseDate(new Date(Date.UTC(2026, 10, 3, 9, 15)))).toEqual({ day: "2026-11-03", seconds: 9 * 3600 + 15 * 60 });
    expect(parseDate(46_329.5)).toEqual({ day: "2026-11-03", seconds: 12 * 3600 });
    expect(parseDate("11.03.2026 09h15", "MM.dd.yyyy HH'h'mm")).toEqual({ day: "2026-11-03", seconds: 9 * 3600 + 15 * 60 });
    expect(() => parseDate("2026-11-03", "dd/MM/yyyy")).toThrow(/format attendu/);
  });

  it("reads a time alone", () => {
    expect(parseTime("14:05")).toBe(14 * 3600 + 5 * 60);
    expect(parseTime(0.25)).toBe(6 * 3600);
    expect(() => parseTime("midi")).toThrow(CellError);
  });
});

describe("statuses", () => {
  it("knows the failed and cancelled ones in French and English", () => {
    for (const s of ["Échoué", "ECHEC", "Annulé", "annulee", "Failed", "Cancelled", "Rejeté", "Refusée", "Expired"]) expect(isFailedStatus(s)).toBe(true);
    for (const s of ["Réussi", "Succès", "Success", "Completed", "Validé", "OK"]) expect(isFailedStatus(s)).toBe(false);
  });
});

describe("CSV", () => {
  const records = (text: string, delimiter = detectDelimiter(text), chunk = 7) => {
    const out: [string[], number][] = [];
    const t = new CsvTokenizer(delimiter);
    for (let i = 0; i < text.length; i += chunk) t.feed(text.slice(i, i + chunk), (c, l) => out.push([c, l]));
    t.end((c, l) => out.push([c, l]));
    return out;
  };

  it("finds the separator among title lines and French amounts", () => {
    expect(detectDelimiter("Relevé de compte\nDate;Montant;Solde\n01/11/2026;1 000,00;5 000,00\n02/11/2026;2 000,00;7 000,00\n")).toBe(";");
    expect(detectDelimiter("Date,Amount,Balance\n2026-11-01,\"1,000.00\",5000\n2026-11-02,2000,7000\n")).toBe(",");
    expect(detectDelimiter("Date\tMontant\tSolde\n01/11/2026\t1 000,00\t5 000\n")).toBe("\t");
  });

  it("reads quoted separators, doubled quotes, line breaks in quotes, CRLF and a BOM, cut anywhere", () => {
    const text = '\uFEFFa;"b;c";"dit ""oui"""\r\n"deux\r\nlignes";x;\r\nlast;1;2';
    expect(records(text, ";", 1)).toEqual([
      [["a", "b;c", 'dit "oui"'], 1],
      [["deux\r\nlignes", "x", ""], 2],
      [["last", "1", "2"], 4],
    ]);
    expect(records(text, ";", 1000)).toEqual(records(text, ";", 3));
  });

  it("refuses a record past the bound as soon as it is reached, and an unclosed quote", () => {
    const t = new CsvTokenizer(",", 100);
    expect(() => t.feed("a,b\n" + "x".repeat(200), () => undefined)).toThrow(/Ligne 2 trop longue/);
    const u = new CsvTokenizer(",");
    u.feed('a,"b\n', () => undefined);
    expect(() => u.end(() => undefined)).toThrow(/guillemet/);
  });
});

describe("the statement's table", () => {
  const read = (rows: (string | number | Date | null)[][], options?: ConstructorParameters<typeof StatementTable>[0]) => {
    const table = new StatementTable(options);
    const ops = rows.map((r, i) => table.push(r, i + 1)).filter((o) => o !== null);
    table.finish();
    return ops;
  };

  it("skips the title lines, recognises the header whatever its order, case and accents, and stops at the totals", () => {
    const ops = read([
      ["Relevé de compte Orange Money"],
      ["Agent : 771234567", "", ""],
      ["Période du 01/11/2026 au 02/11/2026"],
      [],
      ["SOLDE APRÈS", "statut", "Référence", "date/heure", "MONTANT"],
      ["10 000", "Réussi", "TX1", "01/11/2026 08:00", "10 000"],
      ["10 000", "Échoué", "TX2", "01/11/2026 09:00", "-3 000"],
      ["7 000", "Réussi", "TX3", "02/11/2026 10:30", "-3 000"],
      ["", "", "", "", ""],
      ["Total", "", "", "", "4 000"],
      ["Généré le 03/11/2026", "", "", "", ""],
    ]);
    expect(ops).toEqual([
      { line: 6, reference: "TX1", day: "2026-11-01", seconds: 8 * 3600, amount: 10_000, balanceAfter: 10_000, status: "Réussi", counted: true, type: null },
      { line: 7, reference: "TX2", day: "2026-11-01", seconds: 9 * 3600, amount: -3_000, balanceAfter: 10_000, status: "Échoué", counted: false, type: null },
      { line: 8, reference: "TX3", day: "2026-11-02", seconds: 10 * 3600 + 1800, amount: -3_000, balanceAfter: 7_000, status: "Réussi", counted: true, type: null },
    ]);
  });

  it("reads a debit and a credit column, and a time in its own column", () => {
    const ops = read([
      ["Date", "Heure", "Débit", "Crédit", "Solde"],
      ["2026-11-01", "08:15", "", "5 000", "5 000"],
      ["2026-11-01", "09:00", "2 000", "", "3 000"],
    ]);
    expect(ops.map((o) => [o.amount, o.seconds, o.balanceAfter])).toEqual([
      [5_000, 8 * 3600 + 900, 5_000],
      [-2_000, 9 * 3600, 3_000],
    ]);
  });

  it("refuses an unreadable row with its line and column", () => {
    const rows = [["Date", "Montant", "Solde"], ["01/11/2026", "1 000", "1 000"], ["01/11/2026", "mille", "2 000"]];
    try {
      read(rows);
      throw new Error("accepted");
    } catch (error) {
      expect(error).toBeInstanceOf(StatementLineError);
      expect(error).toMatchObject({ line: 3, column: "Montant", message: "Ligne 3, colonne « Montant » : montant illisible « mille »" });
    }
  });

  it("refuses a header it cannot recognise with the names it read, and finds it again through a saved format", () => {
    const rows = [["Quand", "Mouvement", "Reste"], ["01/11/2026", "1 000", "1 000"]];
    expect(() => read(rows)).toThrow(StatementHeaderError);
    try {
      read(rows);
    } catch (error) {
      expect((error as StatementHeaderError).columns).toEqual(["Quand", "Mouvement", "Reste"]);
    }
    expect(recogniseHeader(rows[0]!)).toBeNull();
    const format: StatementFormat = { id: "f", name: "Maison", columns: { date: "quand", amount: "MOUVEMENT", balance: "Reste" }, headerSignature: headerSignature(rows[0]!), dateFormat: null, decimalSeparator: null, headerLine: null };
    expect(read(rows, { formats: [format] })).toHaveLength(1);
    expect(read(rows, { forced: format })).toHaveLength(1);
  });

  it("gives up after the title lines a header may follow", () => {
    const rows = Array.from({ length: 40 }, (_, i) => [`titre ${i}`, "x"]);
    expect(() => read(rows)).toThrow(StatementHeaderError);
  });
});

describe("the reconciliation", () => {
  const day = (opening: number, closing: number, moneyIn = 0, moneyOut = 0, operations = 1): StatementDay => ({ opening, closing, operations, moneyIn, moneyOut });

  it("computes each side's écart, carries the last known balance over a covered day, and says what is missing", () => {
    const days = reconcileDays({
      from: "2026-11-01",
      to: "2026-11-05",
      declared: new Map([
        ["2026-11-01", { debut: 1_000, fin: 5_000 }],
        ["2026-11-02", { debut: 5_000, fin: 4_000 }],
        ["2026-11-05", { debut: 4_000, fin: null }],
      ]),
      statementDays: new Map([
        ["2026-11-01", day(1_000, 5_000, 4_000)],
        ["2026-11-04", day(5_000, 6_000, 1_000)],
      ]),
      balanceBefore: null,
      covered: [{ from: "2026-11-01", to: "2026-11-04" }],
    });
    expect(days.map((d) => [d.day, d.status, d.ecart.debut, d.ecart.fin, d.statement.opening, d.statement.closing])).toEqual([
      ["2026-11-01", "ok", 0, 0, 1_000, 5_000],
      ["2026-11-02", "ecart", 0, -1_000, 5_000, 5_000],
      ["2026-11-03", "sans-saisie", null, null, 5_000, 5_000],
      ["2026-11-04", "sans-saisie", null, null, 5_000, 6_000],
      ["2026-11-05", "sans-releve", null, null, null, null],
    ]);
  });

  it("levels an écart by the thresholds", () => {
    const t = { ecartWarnPercent: 1, ecartGravePercent: 5 };
    expect(statementEcartLevel(0, 100_000, t)).toBeNull();
    expect(statementEcartLevel(-500, 100_000, t)).toBe("attention");
    expect(statementEcartLevel(6_000, 100_000, t)).toBe("grave");
    const base = reconcileDays({ from: "2026-11-01", to: "2026-11-01", declared: new Map([["2026-11-01", { debut: 100_000, fin: 102_000 }]]), statementDays: new Map([["2026-11-01", day(100_000, 100_000)]]), balanceBefore: null, covered: [] })[0]!;
    expect(ecartTone(base, t)).toBe("attention");
  });
});
