// The week journey's oracle (e2e/week.spec.ts): what every screen should show, computed from the entries the
// journey made, by DESIGN's rules (« How a transaction moves the lines ») and docs/decisions/0001-base-ligne.md
// and 0002-report.md, never by asking the app. One line = its base (the carry-over, or 0) + its entries; an account's
// sortie line is its latest Fin; a partner's Dépôt adds to his debut line and a Retrait to his sortie line; a
// transfer adds to the sender's sortie side and the receiver's debut side on a line named after the other kiosk;
// an allocation adds to the UV Master debut line. A new day's Débuts are the account sortie lines (not zero, never
// a partner's or a transfer's) of the last earlier day that has such lines. GR = sorties − débuts.
import { ACCOUNT_INFO } from "@/lib/domain/ledger";
import type { AccountType } from "@/lib/domain/constants";

export type LineType = "debut" | "sortie";
export type TxType = "DEPOT" | "RETRAIT" | "TRANSFERT_ENVOYE" | "TRANSFERT_RECU" | "ALLOCATION_UV_MASTER" | "DEBUT_JOURNEE" | "FIN_JOURNEE";

export interface Kiosk {
  key: "A" | "B" | "C";
  id: string;
  nom: string;
}

interface Line {
  lineType: LineType;
  /** what the screens name it: the account's label, the partner's name, "↔ {the other kiosk}" */
  label: string;
  kind: "account" | "partner" | "transfer";
  account?: AccountType;
  value: number;
}

export interface Tx {
  n: number;
  kiosk: Kiosk["key"];
  day: string;
  type: TxType;
  amount: number;
  lineType: LineType;
  label: string;
  account?: AccountType;
  partner?: string;
  deleted: boolean;
  transfer?: number;
}

export interface Transfer {
  n: number;
  day: string;
  from: Kiosk["key"];
  to: Kiosk["key"];
  account: AccountType;
  amount: number;
  status: "VALIDE" | "CONTESTE" | "CORRIGE";
}

interface DayRecord {
  lines: Map<string, Line>;
  closed: { justification: string | null } | null;
}

export interface Alert {
  kind: "ECART" | "MODIF_APRES_CLOTURE";
  level: "attention" | "grave";
  kiosk: Kiosk["key"];
  /** the journée it is about */
  day: string;
  /** when it was raised (the business day) */
  raisedOn: string;
  reason: string;
}

const lineId = (lineType: LineType, label: string) => `${lineType}:${label}`;

export class WeekOracle {
  readonly kiosks = new Map<Kiosk["key"], Kiosk>();
  private readonly days = new Map<string, Map<string, DayRecord>>();
  readonly txs: Tx[] = [];
  readonly transfers: Transfer[] = [];
  readonly alerts: Alert[] = [];
  tolerance = 0;
  /** days open this long or more are late (the network's setting) */
  unclosedDaysAlert = 2;
  ecartWarnPercent = 1;
  ecartGravePercent = 5;

  addKiosk(kiosk: Kiosk) {
    this.kiosks.set(kiosk.key, kiosk);
    this.days.set(kiosk.key, new Map());
  }

  kiosk(key: Kiosk["key"]): Kiosk {
    return this.kiosks.get(key)!;
  }

  private record(key: Kiosk["key"], day: string): DayRecord | undefined {
    return this.days.get(key)!.get(day);
  }

  /** The day as the app opens it at its first read or write: the carry-over of « Report ». */
  open(key: Kiosk["key"], day: string): DayRecord {
    const days = this.days.get(key)!;
    const existing = days.get(day);
    if (existing) return existing;
    const record: DayRecord = { lines: new Map(), closed: null };
    const earlier = [...days.keys()].filter((d) => d < day).sort().reverse();
    const source = earlier.find((d) => [...days.get(d)!.lines.values()].some((l) => l.lineType === "sortie" && l.kind === "account" && l.value !== 0));
    if (source) {
      for (const line of days.get(source)!.lines.values()) {
        if (line.lineType !== "sortie" || line.kind !== "account" || line.value === 0) continue;
        record.lines.set(lineId("debut", line.label), { ...line, lineType: "debut" });
      }
    }
    days.set(day, record);
    return record;
  }

  private add(key: Kiosk["key"], day: string, line: Omit<Line, "value">, amount: number) {
    const record = this.open(key, day);
    const id = lineId(line.lineType, line.label);
    const current = record.lines.get(id) ?? { ...line, value: 0 };
    record.lines.set(id, { ...current, value: current.value + amount });
  }

  private tx(t: Omit<Tx, "n" | "deleted">): Tx {
    const tx = { ...t, n: this.txs.length + 1, deleted: false };
    this.txs.push(tx);
    return tx;
  }

  debut(key: Kiosk["key"], day: string, account: AccountType, amount: number) {
    const label = ACCOUNT_INFO[account].label;
    this.add(key, day, { lineType: "debut", label, kind: "account", account }, amount);
    return this.tx({ kiosk: key, day, type: "DEBUT_JOURNEE", amount, lineType: "debut", label, account });
  }

  /** A Fin is the counted balance: the line becomes it. */
  fin(key: Kiosk["key"], day: string, account: AccountType, amount: number) {
    const label = ACCOUNT_INFO[account].label;
    const record = this.open(key, day);
    record.lines.set(lineId("sortie", label), { lineType: "sortie", label, kind: "account", account, value: amount });
    return this.tx({ kiosk: key, day, type: "FIN_JOURNEE", amount, lineType: "sortie", label, account });
  }

  /** A partner's Dépôt (debut side) or Retrait (sortie side), registered or free: both add. */
  partner(key: Kiosk["key"], day: string, name: string, operation: "depot" | "retrait", amount: number) {
    const lineType: LineType = operation === "depot" ? "debut" : "sortie";
    this.add(key, day, { lineType, label: name, kind: "partner" }, amount);
    return this.tx({ kiosk: key, day, type: operation === "depot" ? "DEPOT" : "RETRAIT", amount, lineType, label: name, partner: name });
  }

  transfer(from: Kiosk["key"], to: Kiosk["key"], day: string, account: AccountType, amount: number): Transfer {
    const transfer: Transfer = { n: this.transfers.length + 1, day, from, to, account, amount, status: "VALIDE" };
    this.transfers.push(transfer);
    const sent = `↔ ${this.kiosk(to).nom}`;
    const received = `↔ ${this.kiosk(from).nom}`;
    this.add(from, day, { lineType: "sortie", label: sent, kind: "transfer" }, amount);
    this.add(to, day, { lineType: "debut", label: received, kind: "transfer" }, amount);
    this.tx({ kiosk: from, day, type: "TRANSFERT_ENVOYE", amount, lineType: "sortie", label: sent, account, transfer: transfer.n });
    this.tx({ kiosk: to, day, type: "TRANSFERT_RECU", amount, lineType: "debut", label: received, account, transfer: transfer.n });
    return transfer;
  }

  contest(transfer: Transfer) {
    transfer.status = "CONTESTE";
  }

  /** The admin's correction: both sides at once. */
  correct(transfer: Transfer, amount: number) {
    const delta = amount - transfer.amount;
    this.add(transfer.from, transfer.day, { lineType: "sortie", label: `↔ ${this.kiosk(transfer.to).nom}`, kind: "transfer" }, delta);
    this.add(transfer.to, transfer.day, { lineType: "debut", label: `↔ ${this.kiosk(transfer.from).nom}`, kind: "transfer" }, delta);
    for (const tx of this.txs) if (tx.transfer === transfer.n) tx.amount = amount;
    transfer.amount = amount;
    transfer.status = "CORRIGE";
  }

  allocate(key: Kiosk["key"], day: string, amount: number) {
    const label = ACCOUNT_INFO.UV_MASTER.label;
    this.add(key, day, { lineType: "debut", label, kind: "account", account: "UV_MASTER" }, amount);
    return this.tx({ kiosk: key, day, type: "ALLOCATION_UV_MASTER", amount, lineType: "debut", label, account: "UV_MASTER" });
  }

  /** Deleting an entry that added to its line takes it off again. */
  deleteAdded(tx: Tx) {
    if (tx.type === "FIN_JOURNEE" || tx.transfer) throw new Error("l'oracle ne supprime que des écritures qui ajoutent");
    const record = this.record(tx.kiosk, tx.day)!;
    const line = record.lines.get(lineId(tx.lineType, tx.label))!;
    line.value -= tx.amount;
    tx.deleted = true;
  }

  close(key: Kiosk["key"], day: string, justification: string | null, closedOn: string) {
    const record = this.open(key, day);
    record.closed = { justification };
    const { gr, sortieTotal } = this.totals(key, day);
    // the écart of a closed day: what is missing, against the counted total (the Fins)
    const missing = -gr;
    if (missing > 0) {
      const percent = sortieTotal > 0 ? (missing * 100) / sortieTotal : Infinity;
      const level = percent > this.ecartGravePercent ? "grave" : percent > this.ecartWarnPercent ? "attention" : null;
      // the same fact raised again (a close after a reopening) updates its alert; an alert is a fact of its
      // moment, and stays when a later close has no écart
      const index = this.alerts.findIndex((a) => a.kind === "ECART" && a.kiosk === key && a.day === day);
      if (level && index >= 0) this.alerts.splice(index, 1);
      if (level) this.alerts.push({ kind: "ECART", level, kiosk: key, day, raisedOn: closedOn, reason: `Écart de ${missing}` });
    }
  }

  reopen(key: Kiosk["key"], day: string) {
    this.record(key, day)!.closed = null;
  }

  /** A change of a closed-then-reopened day is flagged. */
  lateChange(tx: Tx, on: string) {
    this.alerts.push({ kind: "MODIF_APRES_CLOTURE", level: "attention", kiosk: tx.kiosk, day: tx.day, raisedOn: on, reason: `Transaction de ${tx.amount}` });
  }

  // ---- What the screens show ------------------------------------------------------------------------------

  /** The day's lines (none at zero: a screen may show or hide a zero line alike). */
  lines(key: Kiosk["key"], day: string): Map<string, number> {
    const out = new Map<string, number>();
    for (const [id, line] of this.record(key, day)?.lines ?? []) if (line.value !== 0) out.set(id, line.value);
    return out;
  }

  totals(key: Kiosk["key"], day: string) {
    let debutTotal = 0;
    let sortieTotal = 0;
    let uvDebut = 0;
    let uvSortie = 0;
    for (const line of this.record(key, day)?.lines.values() ?? []) {
      if (line.lineType === "debut") debutTotal += line.value;
      else sortieTotal += line.value;
      if (line.account === "UV_MASTER") {
        if (line.lineType === "debut") uvDebut += line.value;
        else uvSortie += line.value;
      }
    }
    return { debutTotal, sortieTotal, gr: sortieTotal - debutTotal, uvDebut, uvSortie };
  }

  /** Accounts with a Début and no Fin that day (named on the screens, making the GR provisional). */
  missingFins(key: Kiosk["key"], day: string): string[] {
    const lines = this.record(key, day)?.lines;
    if (!lines) return [];
    return [...lines.values()]
      .filter((l) => l.kind === "account" && l.lineType === "debut" && l.value !== 0 && !lines.has(lineId("sortie", l.label)))
      .map((l) => l.label);
  }

  status(key: Kiosk["key"], day: string): "empty" | "open" | "closed" {
    const record = this.record(key, day);
    if (!record || record.lines.size === 0) return "empty";
    return record.closed ? "closed" : "open";
  }

  justification(key: Kiosk["key"], day: string): string | null {
    return this.record(key, day)?.closed?.justification ?? null;
  }

  keys(): Kiosk["key"][] {
    return [...this.kiosks.keys()];
  }

  /** The network's day: closed days' GR apart from the open days' (provisional) one. */
  network(day: string) {
    const n = { debutTotal: 0, sortieTotal: 0, uvDebut: 0, uvSortie: 0, grClosed: 0, grOpen: 0, closed: 0, open: 0, empty: 0, missingFin: 0 };
    for (const key of this.keys()) {
      const t = this.totals(key, day);
      const status = this.status(key, day);
      n.debutTotal += t.debutTotal;
      n.sortieTotal += t.sortieTotal;
      n.uvDebut += t.uvDebut;
      n.uvSortie += t.uvSortie;
      n[status] += 1;
      if (status === "closed") n.grClosed += t.gr;
      if (status === "open") n.grOpen += t.gr;
      n.missingFin += this.missingFins(key, day).length;
    }
    return { ...n, gr: n.grClosed + n.grOpen };
  }

  /** The days left open before `today`, with their age in days. */
  openDaysBefore(today: string): { key: Kiosk["key"]; day: string; age: number }[] {
    const out: { key: Kiosk["key"]; day: string; age: number }[] = [];
    for (const key of this.keys()) {
      for (const day of this.days.get(key)!.keys()) {
        if (day < today && this.status(key, day) === "open") out.push({ key, day, age: Math.round((Date.parse(today) - Date.parse(day)) / 86_400_000) });
      }
    }
    return out;
  }

  /** The transactions of a day as a list shows them: network-wide a transfer once, on a kiosk its own side. */
  listed(day: string, kiosk?: Kiosk["key"]) {
    const live = this.txs.filter((t) => t.day === day && !t.deleted && (kiosk ? t.kiosk === kiosk : t.type !== "TRANSFERT_RECU"));
    const of = (types: TxType[]) => live.filter((t) => types.includes(t.type));
    const sum = (list: Tx[]) => list.reduce((s, t) => s + t.amount, 0);
    const depot = of(["DEPOT", "DEBUT_JOURNEE"]);
    const retrait = of(["RETRAIT", "FIN_JOURNEE"]);
    const transfert = of(["TRANSFERT_ENVOYE", "TRANSFERT_RECU"]);
    return {
      depot: { count: depot.length, amount: sum(depot) },
      retrait: { count: retrait.length, amount: sum(retrait) },
      transfert: { count: transfert.length, amount: sum(transfert) },
      total: { count: live.length, amount: sum(live) },
    };
  }

  /** Alerts still open (none is taken into account in the week) about a kiosk, or all. */
  openAlerts(kiosk?: Kiosk["key"]): Alert[] {
    return this.alerts.filter((a) => !kiosk || a.kiosk === kiosk);
  }
}
