// Operators' statements written by the tests themselves: a wallet's operations (a seeded walk), the files the
// portals and Excel write from them (CSV in UTF-8 or Windows-1252 bytes, XLSX with title rows and several
// sheets, hostile zips), the multipart call that uploads one, and the reconciliation an independent reading of
// the operations gives.
import { createDeflateRaw } from "node:zlib";
import { NextRequest } from "next/server";
import ExcelJS from "exceljs";
import { addDays } from "@/lib/domain/periods";
import { TEST_ORIGIN, type CallResult } from "./http";

export interface WalletOp {
  ref: string;
  day: string;
  time: string;
  amount: number;
  balance: number;
  failed: boolean;
}

/** A deterministic pseudo-random walk (mulberry32). */
function random(seed: number) {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `perDay` operations a day over `days` days from `first`, every seventh failed (moving nothing). */
export function walletOps(first: string, days: number, perDay: number, seed = 1, opening = 500_000, prefix = "TX"): WalletOp[] {
  const rnd = random(seed);
  const ops: WalletOp[] = [];
  let balance = opening;
  let n = 0;
  for (let d = 0; d < days; d++) {
    const day = addDays(first, d);
    for (let i = 0; i < perDay; i++) {
      n += 1;
      const amount = Math.round(rnd() * 100_000 + 500) * (rnd() < 0.5 && balance > 120_000 ? -1 : 1);
      const failed = n % 7 === 0;
      if (!failed) balance += amount;
      const minutes = 8 * 60 + Math.floor(((i + 1) * 11 * 60) / (perDay + 1));
      ops.push({ ref: `${prefix}${seed}-${n}`, day, time: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`, amount, balance, failed });
    }
  }
  return ops;
}

/** The reconciliation's statement side, computed from the operations alone: the oracle of the tests. */
export function expectedStatementDays(ops: readonly WalletOp[]) {
  const days = new Map<string, { opening: number; closing: number; operations: number; moneyIn: number; moneyOut: number }>();
  for (const op of ops) {
    if (op.failed) continue;
    const d = days.get(op.day);
    if (!d) days.set(op.day, { opening: op.balance - op.amount, closing: op.balance, operations: 1, moneyIn: Math.max(op.amount, 0), moneyOut: Math.max(-op.amount, 0) });
    else Object.assign(d, { closing: op.balance, operations: d.operations + 1, moneyIn: d.moneyIn + Math.max(op.amount, 0), moneyOut: d.moneyOut + Math.max(-op.amount, 0) });
  }
  return days;
}

const frDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(0, 4)}`;
/** "1 250 000" with the no-break spaces French Excel writes, or "1 250 000,00". */
const frAmount = (n: number, decimals = false) => `${n < 0 ? "-" : ""}${String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, "\u00a0")}${decimals ? ",00" : ""}`;
const enAmount = (n: number) => `${n < 0 ? "-" : ""}${String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.00`;

/** An Orange-Money-like export: title lines, `;`, French amounts, a status, a total line. */
export function frenchCsv(ops: readonly WalletOp[], options: { bom?: boolean; title?: boolean } = {}): string {
  const lines = [
    ...(options.title === false ? [] : ["Relevé de compte;;;;", "Agent : 771234567;;;;", `Période du ${frDay(ops[0]!.day)} au ${frDay(ops.at(-1)!.day)};;;;`, ";;;;"]),
    "Référence;Date/Heure;Montant (FCFA);Solde après;Statut",
    ...ops.map((o) => `${o.ref};${frDay(o.day)} ${o.time};${frAmount(o.amount, true)} F;${frAmount(o.balance)};${o.failed ? "Échoué" : "Réussi"}`),
    `Total;;${frAmount(ops.reduce((s, o) => s + (o.failed ? 0 : o.amount), 0))};;`,
  ];
  return (options.bom ? "\uFEFF" : "") + lines.join("\r\n") + "\r\n";
}

/** A Wave-like export: `,`, ISO dates, the time in its own column, quoted English amounts. */
export function englishCsv(ops: readonly WalletOp[]): string {
  return ["Transaction ID,Date,Time,Amount,Balance,Status", ...ops.map((o) => `${o.ref},${o.day},${o.time},"${enAmount(o.amount)}","${enAmount(o.balance)}",${o.failed ? "Failed" : "Completed"}`)].join("\n");
}

/** A bank-like export: tabs, dd-mm-yyyy, a debit and a credit column, no reference. */
export function debitCreditTsv(ops: readonly WalletOp[]): string {
  const dmy = (d: string) => frDay(d).replace(/\//g, "-");
  return ["Date\tDébit\tCrédit\tSolde\tÉtat", ...ops.map((o) => `${dmy(o.day)} ${o.time}\t${o.amount < 0 ? -o.amount : ""}\t${o.amount > 0 ? o.amount : ""}\t${o.balance}\t${o.failed ? "Annulé" : "OK"}`)].join("\n");
}

/** An XLSX: a summary sheet first, then the table under title rows, with real Excel dates (or text dates). */
export async function statementXlsx(ops: readonly WalletOp[], options: { textDates?: boolean } = {}): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const summary = wb.addWorksheet("Résumé");
  summary.addRow(["Relevé Free Money"]);
  summary.addRow(["Opérations", ops.length]);
  const sheet = wb.addWorksheet("Opérations");
  sheet.addRow(["Relevé de compte marchand"]);
  sheet.addRow(["Numéro", "76 000 00 00"]);
  sheet.addRow([]);
  sheet.addRow(["Date", "Heure", "ID Transaction", "Type", "Montant", "Solde", "Statut"]);
  for (const o of ops) {
    const [h, m] = o.time.split(":").map(Number);
    const date = options.textDates ? `${o.day} ${o.time}` : new Date(Date.UTC(Number(o.day.slice(0, 4)), Number(o.day.slice(5, 7)) - 1, Number(o.day.slice(8, 10)), h, m));
    sheet.addRow([date, options.textDates ? null : o.time, o.ref, o.amount > 0 ? "Dépôt" : "Retrait", o.amount, o.balance, o.failed ? "Rejeté" : "Succès"]);
  }
  sheet.addRow(["Total", null, null, null, ops.reduce((s, o) => s + (o.failed ? 0 : o.amount), 0)]);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** Windows-1252 bytes of a text made of Latin-1 letters (é, É, à: the same code points in both). */
export const cp1252 = (text: string) => Buffer.from(text.replace(/\u00a0/g, " "), "latin1");

/** A zip whose one entry is `inflated` bytes of zeros, deflated a slice at a time (a bomb, cheap to make). */
export async function zipBomb(inflated: number): Promise<Buffer> {
  const deflate = createDeflateRaw({ level: 9 });
  const parts: Buffer[] = [];
  deflate.on("data", (c: Buffer) => parts.push(c));
  const done = new Promise((resolve) => deflate.on("end", resolve));
  const slice = Buffer.alloc(1024 * 1024);
  for (let left = inflated; left > 0; left -= slice.length) {
    if (!deflate.write(left >= slice.length ? slice : slice.subarray(0, left))) await new Promise((r) => deflate.once("drain", r));
  }
  deflate.end();
  await done;
  return zipOf([{ name: "xl/worksheets/sheet1.xml", data: Buffer.concat(parts), size: inflated, method: 8 }]);
}

/** A minimal zip (no CRC checked by the guard): local headers, their data, the central directory. */
export function zipOf(entries: { name: string; data: Buffer; size: number; method: number }[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(e.method, 8);
    local.writeUInt32LE(e.data.length, 18);
    local.writeUInt32LE(Math.min(e.size, 0xfffffffe), 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(e.method, 10);
    central.writeUInt32LE(e.data.length, 20);
    // a bomb may lie about its size: the guard counts what it inflates
    central.writeUInt32LE(1000, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, e.data);
    centrals.push(central, name);
    offset += 30 + name.length + e.data.length;
  }
  const cd = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(cd.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, cd, end]);
}

type Handler = (req: NextRequest, ctx: { params: Promise<Record<string, string>> }) => Promise<Response>;

/** POST of a multipart form with a file, as the import screen sends it. */
export async function upload(handler: Handler, token: string, file: { name: string; bytes: Buffer | string; type?: string }, fields: Record<string, string>): Promise<CallResult> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  const bytes = typeof file.bytes === "string" ? Buffer.from(file.bytes, "utf8") : file.bytes;
  form.set("file", new Blob([bytes as Uint8Array<ArrayBuffer>], { type: file.type ?? "" }), file.name);
  const headers = new Headers();
  if (token) headers.set("authorization", `Bearer ${token}`);
  const req = new NextRequest(new URL("/api/reconciliation/statements", TEST_ORIGIN), { method: "POST", headers, body: form });
  const res = await handler(req, { params: Promise.resolve({}) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}
