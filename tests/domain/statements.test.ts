// An operator's statement read cell by cell, line by line: amounts, dates, statuses, the CSV's separators and
// quotes, the header found among title lines, the total lines left out, the refusals naming line and column;
// and the reconciliation of declared balances against it.
import { ALERT_REASONS_STATEMENT } from "@/lib/domain/statements/alerts";
import { CsvTokenizer, detectDelimiter } from "@/lib/domain/statements/csv";
import { ecartTone, largestEcart, reconcileDay, reconcileDays, statementEcartLevel, type StatementDay } from "@/lib/domain/statements/reconcile";
import { headerSignature, mappedHeader, recogniseHeader, StatementHeaderError, StatementLineError, StatementTable, type StatementFormat } from "@/lib/domain/statements/table";
import { boundedText, CellError, cellText, isFailedStatus, parseAmount, parseDate, parseTime } from "@/lib/domain/statements/values";

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

  it("reads a French amount whose thousands are dots, and never returns a negative zero", () => {
    expect(parseAmount("1.250.000,00")).toBe(1_250_000);
    expect(parseAmount("2,500.00")).toBe(2_500);
    expect(Object.is(parseAmount("-0"), 0)).toBe(true);
    expect(Object.is(parseAmount(-0), 0)).toBe(true);
  });

  it("refuses an empty cell, an Excel date, an endless number and a NaN in a money column", () => {
    expect(() => parseAmount(null)).toThrow(/^montant manquant$/);
    expect(() => parseAmount(new Date(Date.UTC(2026, 10, 3)))).toThrow(/une date à la place d'un montant/);
    expect(() => parseAmount("9".repeat(400))).toThrow(/montant illisible/);
    expect(() => parseAmount(Number.NaN)).toThrow(/montant illisible « NaN »/);
    expect(() => parseAmount(Number.POSITIVE_INFINITY)).toThrow(/montant illisible/);
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
    expect(parseTime("7h05:30")).toBe(7 * 3600 + 5 * 60 + 30);
    expect(parseTime(0.25)).toBe(6 * 3600);
    expect(parseTime(new Date(Date.UTC(1899, 11, 30, 16, 45, 10)))).toBe(16 * 3600 + 45 * 60 + 10);
    expect(() => parseTime("midi")).toThrow(/heure illisible « midi »/);
    expect(() => parseTime("24:00")).toThrow(/heure inexistante/);
    expect(() => parseTime("12:60")).toThrow(/heure inexistante/);
    expect(() => parseTime(1.5)).toThrow(/heure illisible « 1.5 »/);
    expect(() => parseTime(-0.1)).toThrow(/heure illisible/);
  });

  it("refuses an Excel serial that is no day of this century, and reads a two-digit year by a format", () => {
    expect(() => parseDate(12)).toThrow(/date illisible « 12 »/);
    expect(() => parseDate(80_000)).toThrow(/date illisible/);
    expect(parseDate("03/11/26 08:00", "dd/MM/yy HH:mm")).toEqual({ day: "2026-11-03", seconds: 8 * 3600 });
    expect(parseDate("2026-11-03 8:05:07", "yyyy-MM-dd H:mm:ss")).toEqual({ day: "2026-11-03", seconds: 8 * 3600 + 5 * 60 + 7 });
    expect(() => parseDate("1999-12-31")).toThrow(/date inexistante/);
  });
});

describe("statuses", () => {
  it("knows the failed and cancelled ones in French and English", () => {
    for (const s of ["Échoué", "ECHEC", "Annulé", "annulee", "Failed", "Cancelled", "Rejeté", "Refusée", "Expired"]) expect(isFailedStatus(s)).toBe(true);
    for (const s of ["Réussi", "Succès", "Success", "Completed", "Validé", "OK"]) expect(isFailedStatus(s)).toBe(false);
  });

  it("answers the same for a status after many others were seen", () => {
    for (let i = 0; i < 2_500; i++) isFailedStatus(`Statut ${i}`);
    expect(isFailedStatus("Échoué")).toBe(true);
    expect(isFailedStatus("Réussi")).toBe(false);
  });
});

describe("the texts of a row", () => {
  it("bounds them, refuses control characters, and reads a date cell as its instant", () => {
    expect(boundedText("  TX 1 ", 10, "référence")).toBe("TX 1");
    expect(boundedText("", 10, "référence")).toBeNull();
    expect(boundedText(null, 10, "référence")).toBeNull();
    expect(() => boundedText("x".repeat(11), 10, "référence")).toThrow("référence trop long (10 caractères au plus)");
    expect(() => boundedText("TX\u00001", 10, "référence")).toThrow("référence avec des caractères invalides");
    expect(() => boundedText("a\tb", 10, "type")).toThrow(/caractères invalides/);
    expect(cellText(new Date(Date.UTC(2026, 10, 3)))).toBe("2026-11-03T00:00:00.000Z");
    expect(cellText(12)).toBe("12");
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

  it("settles a tie between separators by the one that splits lines into more fields", () => {
    // two lines each: `,` splits them in 2 fields, `;` in 3 (its first line has a comma inside a quote)
    expect(detectDelimiter('a;"b,c";d\ne;f;g\n')).toBe(";");
    expect(detectDelimiter("a,b;c;d\ne,f;g;h\n")).toBe(";");
    expect(detectDelimiter("a;b,c,d\ne;f,g,h\n")).toBe(",");
    expect(detectDelimiter("Relevé\n")).toBe(";");
  });

  it("reads a closing quote at the very end, a quote inside an unquoted field, old Mac line ends and a final line end", () => {
    expect(records('a;"b"', ";", 1)).toEqual([[["a", "b"], 1]]);
    expect(records('a;5" écran\r1;2\r', ";", 2)).toEqual([
      [["a", '5" écran'], 1],
      [["1", "2"], 2],
    ]);
    expect(records("a;b\n\n", ";")).toEqual([
      [["a", "b"], 1],
      [[""], 2],
    ]);
    expect(records("", ";")).toEqual([]);
  });

  it("refuses a record past the bound as soon as it is reached, and an unclosed quote", () => {
    const t = new CsvTokenizer(",", 100);
    expect(() => t.feed("a,b\n" + "x".repeat(200), () => undefined)).toThrow(/Ligne 2 trop longue/);
    // the same bound inside quotes, and on a line of separators only
    expect(() => new CsvTokenizer(",", 100).feed('"' + "y".repeat(200), () => undefined)).toThrow(/Ligne 1 trop longue \(0.09765625 Ko/);
    expect(() => new CsvTokenizer(";", 100).feed(";".repeat(101), () => undefined)).toThrow(/Ligne 1 trop longue/);
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

  const lineError = (rows: (string | number | Date | null)[][], options?: ConstructorParameters<typeof StatementTable>[0]) => {
    try {
      read(rows, options);
    } catch (error) {
      return error instanceof StatementLineError ? { line: error.line, column: error.column, message: error.message } : error;
    }
    throw new Error("accepted");
  };

  it("says when a file holds no table at all", () => {
    for (const rows of [[], [["Relevé de compte"], ["rien d'autre"]]]) {
      try {
        read(rows);
        throw new Error("accepted");
      } catch (error) {
        expect(error).toBeInstanceOf(StatementHeaderError);
        expect((error as StatementHeaderError).columns).toEqual([]);
        expect((error as Error).message).toBe("Aucun tableau trouvé dans ce fichier.");
      }
    }
  });

  it("keeps a failed row without a balance, and refuses a counted one without it", () => {
    const header = ["Date", "Montant", "Solde", "Statut"];
    const ops = read([header, ["01/11/2026", "5 000", "5 000", "Réussi"], ["01/11/2026", "-9 000", "", "Annulé"]]);
    expect(ops[1]).toMatchObject({ amount: -9_000, balanceAfter: null, counted: false, status: "Annulé" });
    expect(lineError([header, ["01/11/2026", "5 000", "", "Réussi"]])).toEqual({ line: 2, column: "Solde", message: "Ligne 2, colonne « Solde » : montant manquant" });
  });

  it("refuses a short row by the column it lacks, and a debit/credit row with neither", () => {
    expect(lineError([["Date", "Montant", "Solde"], ["01/11/2026", "1 000"]])).toMatchObject({ line: 2, column: "Solde" });
    expect(lineError([["Date", "Débit", "Crédit", "Solde"], ["01/11/2026", "", "", "1 000"]])).toEqual({ line: 2, column: "Débit", message: "Ligne 2, colonne « Débit » : montant manquant" });
    expect(lineError([["Date", "Débit", "Crédit", "Solde"], ["01/11/2026", "", "beaucoup", "1 000"]])).toMatchObject({ column: "Crédit" });
  });

  it("refuses an over-long reference and a bad time by their columns; a blank time keeps the date's", () => {
    const header = ["Date", "Heure", "Référence", "Montant", "Solde", "Type"];
    expect(lineError([header, ["01/11/2026", "8h00", "R".repeat(101), "1 000", "1 000", ""]])).toMatchObject({ column: "Référence", message: expect.stringMatching(/référence trop long/) });
    expect(lineError([header, ["01/11/2026", "25:00", "R1", "1 000", "1 000", ""]])).toMatchObject({ column: "Heure", message: expect.stringMatching(/heure inexistante/) });
    expect(read([header, ["01/11/2026 09:30", "", "R1", "1 000", "1 000", "Dépôt"]])[0]).toMatchObject({ seconds: 9 * 3600 + 1800, type: "Dépôt" });
  });

  it("reads a table whose title rows hold dates, and whose dates are Excel's", () => {
    const ops = read([["Période", new Date(Date.UTC(2026, 10, 1)), new Date(Date.UTC(2026, 10, 2))], ["Date", "Montant", "Solde"], [new Date(Date.UTC(2026, 10, 1, 8)), 2_000, 2_000]]);
    expect(ops).toEqual([expect.objectContaining({ day: "2026-11-01", seconds: 8 * 3600, amount: 2_000, balanceAfter: 2_000 })]);
  });

  it("finds a saved format's columns only where the header holds them all, and only on its header line", () => {
    const header = ["Quand", "Mouvement", "Reste"];
    expect(mappedHeader(header, { date: "Quand", amount: "Montant", balance: "Reste" })).toBeNull();
    expect(mappedHeader(header, { date: "Quand", debit: "Mouvement", balance: "Reste" })).toBeNull();
    expect(mappedHeader(["QUAND ", "mouvement", "reste"], { date: "quand", amount: "Mouvement", balance: "Reste" })).toEqual({ date: 0, amount: 1, balance: 2 });
    const format: StatementFormat = { id: "f", name: "Maison", columns: { date: "Quand", amount: "Mouvement", balance: "Reste" }, headerSignature: null, dateFormat: "dd.MM.yyyy", decimalSeparator: ",", headerLine: 2 };
    const rows = [header, header, ["01.11.2026", "1.500", "1.500"]];
    const table = new StatementTable({ forced: format });
    expect(rows.map((r, i) => table.push(r, i + 1))).toEqual([null, null, expect.objectContaining({ line: 3, amount: 1_500, day: "2026-11-01" })]);
    expect(table.format).toBe(format);
    expect(table.headerNames).toEqual(header);
    // on another line, or against another header, the forced format finds nothing
    expect(() => read([header, ["01.11.2026", "1.500", "1.500"]], { forced: format })).toThrow(StatementHeaderError);
    expect(() => read([["Date", "Montant", "Solde"], ["01/11/2026", "1", "1"]], { forced: { ...format, headerLine: null } })).toThrow(StatementHeaderError);
    // a saved format whose signature matches but whose columns are gone lets the names be recognised
    const stale: StatementFormat = { ...format, headerSignature: "date|montant|solde", headerLine: null, columns: { date: "Quand", amount: "X", balance: "Y" } };
    const t2 = new StatementTable({ formats: [stale] });
    expect(t2.push(["Date", "Montant", "Solde"], 1)).toBeNull();
    expect(t2.push(["01/11/2026", "1 000", "1 000"], 2)).toMatchObject({ amount: 1_000 });
    expect(t2.format).toBeNull();
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
    expect(statementEcartLevel(1, 0, t)).toBe("grave");
    expect(statementEcartLevel(-1, -50, t)).toBe("grave");
  });

  it("tones each day of the grid by the share of its larger écart in the closing balance", () => {
    const t = { ecartWarnPercent: 1, ecartGravePercent: 5 };
    const tone = (declared: { debut: number | null; fin: number | null } | null, statement: StatementDay | null) => ecartTone(reconcileDay("2026-11-01", declared, statement), t);
    expect(tone({ debut: 100_000, fin: 100_000 }, day(100_000, 100_000))).toBe("ok");
    expect(tone({ debut: 100_500, fin: 100_000 }, day(100_000, 100_000))).toBe("faible");
    expect(tone({ debut: 100_000, fin: 101_000 }, day(100_000, 100_000))).toBe("faible");
    expect(tone({ debut: 100_000, fin: 101_001 }, day(100_000, 100_000))).toBe("attention");
    expect(tone({ debut: 94_000, fin: 100_000 }, day(100_000, 100_000))).toBe("grave");
    expect(tone({ debut: 0, fin: 10 }, day(0, 0))).toBe("grave");
    expect(tone({ debut: 0, fin: 0 }, day(0, 0))).toBe("ok");
    expect(tone({ debut: 1, fin: null }, null)).toBe("absent");
    expect(tone(null, day(1, 1))).toBe("absent");
    expect(largestEcart({ debut: null, fin: null })).toBe(0);
    expect(largestEcart({ debut: -7, fin: 3 })).toBe(7);
    expect(largestEcart({ debut: null, fin: -2 })).toBe(2);
  });

  it("lists only the days something covers, and starts from the balance known before the period", () => {
    const days = reconcileDays({
      from: "2026-11-01",
      to: "2026-11-06",
      declared: new Map([["2026-11-06", { debut: 8_000, fin: 8_000 }]]),
      statementDays: new Map(),
      balanceBefore: 8_000,
      covered: [{ from: "2026-11-02", to: "2026-11-02" }],
    });
    expect(days.map((d) => [d.day, d.status, d.statement.closing])).toEqual([
      ["2026-11-02", "sans-saisie", 8_000],
      ["2026-11-06", "sans-releve", null],
    ]);
    // a covered day with no balance known yet has no statement figures
    expect(reconcileDays({ from: "2026-11-01", to: "2026-11-01", declared: new Map(), statementDays: new Map(), balanceBefore: null, covered: [{ from: "2026-11-01", to: "2026-11-01" }] })).toEqual([]);
  });
});

describe("the alert of an écart against the statement", () => {
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");
  it("names the account and each side that differs, declared minus statement", () => {
    expect(plain(ALERT_REASONS_STATEMENT("WAVE", { debut: 2_000, fin: -5_000 }))).toBe("Wave : écart de +2 000 F au Début et de -5 000 F à la Fin avec le relevé de l'opérateur (déclaré moins relevé)");
    expect(plain(ALERT_REASONS_STATEMENT("ORANGE_MONEY", { debut: 0, fin: 300 }))).toBe("Orange Money : écart de +300 F à la Fin avec le relevé de l'opérateur (déclaré moins relevé)");
    expect(plain(ALERT_REASONS_STATEMENT("UV_MASTER", { debut: -1, fin: null }))).toBe("UV Master : écart de -1 F au Début avec le relevé de l'opérateur (déclaré moins relevé)");
  });
});
