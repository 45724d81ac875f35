// What an uploaded statement really is, before any of it is parsed: a CSV (text) or an XLSX (a zip), as its
// name and its type say and as its first bytes confirm; and an XLSX whose entries would inflate past the bound
// (a zip bomb) refused by inflating them into nothing, counting, before ExcelJS opens it.
import { createInflateRaw } from "node:zlib";
import { AppError } from "@/lib/domain/errors";

export type StatementKind = "csv" | "xlsx";

/** The most an XLSX may hold once inflated. */
export const XLSX_INFLATE_MAX = 100 * 1024 * 1024;
/** More entries than a workbook of one table ever has. */
const ZIP_ENTRIES_MAX = 2_000;

const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
// Windows names a CSV "application/vnd.ms-excel" when Excel is installed; browsers send "" for unknown types
const CSV_TYPES = new Set(["", "text/csv", "text/plain", "text/tab-separated-values", "application/csv", "application/vnd.ms-excel", "application/octet-stream"]);
const XLSX_TYPES = new Set(["", XLSX_TYPE, "application/octet-stream", "application/zip", "application/x-zip-compressed"]);

const refuse = (message: string) => new AppError("UNSUPPORTED_MEDIA_TYPE", message);

const isZip = (bytes: Uint8Array) => bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;

/** The kind of statement a file is, refused (415) when its name, its type and its bytes disagree. */
export function statementKind(fileName: string, mime: string, bytes: Uint8Array): StatementKind {
  const ext = /\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1]?.toLowerCase() ?? "";
  const type = mime.split(";")[0]!.trim().toLowerCase();
  if (ext === "xls") throw refuse("Ancien format Excel (.xls) : enregistrez le relevé en .xlsx ou en CSV, puis importez-le");
  if (ext === "xlsx") {
    if (!XLSX_TYPES.has(type) || !isZip(bytes)) throw refuse(`« ${fileName} » n'est pas un classeur Excel (.xlsx) : son contenu ne correspond pas à son nom`);
    return "xlsx";
  }
  if (ext === "csv" || ext === "txt" || ext === "tsv") {
    const head = bytes.subarray(0, 64 * 1024);
    if (!CSV_TYPES.has(type) || isZip(bytes) || head.includes(0)) throw refuse(`« ${fileName} » n'est pas un fichier CSV : son contenu ne correspond pas à son nom`);
    return "csv";
  }
  throw refuse("Format de relevé non pris en charge : importez un fichier CSV ou XLSX");
}

const bomb = () => refuse("Classeur refusé : une fois décompressé, il dépasserait 100 Mo");
const unreadable = () => refuse("Classeur Excel illisible : enregistrez-le à nouveau depuis Excel, ou exportez le relevé en CSV");

/**
 * Refuses an XLSX that would inflate past `max`: its central directory read, each entry inflated into a
 * counter (never held), the whole stopped as soon as the total passes the bound whatever the sizes declared.
 */
export async function assertInflatesWithin(bytes: Buffer, max = XLSX_INFLATE_MAX): Promise<void> {
  const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0 || end + 22 > bytes.length) throw unreadable();
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  if (count > ZIP_ENTRIES_MAX) throw unreadable();
  let total = 0;
  for (let i = 0; i < count; i++) {
    if (at + 46 > bytes.length || bytes.readUInt32LE(at) !== 0x02014b50) throw unreadable();
    const method = bytes.readUInt16LE(at + 10);
    const compressed = bytes.readUInt32LE(at + 20);
    const declared = bytes.readUInt32LE(at + 24);
    const nameLength = bytes.readUInt16LE(at + 28);
    const local = bytes.readUInt32LE(at + 42);
    at += 46 + nameLength + bytes.readUInt16LE(at + 30) + bytes.readUInt16LE(at + 32);
    if (compressed === 0xffffffff || declared === 0xffffffff) throw bomb();
    if (total + declared > max) throw bomb();
    if (local + 30 > bytes.length || bytes.readUInt32LE(local) !== 0x04034b50) throw unreadable();
    const start = local + 30 + bytes.readUInt16LE(local + 26) + bytes.readUInt16LE(local + 28);
    const data = bytes.subarray(start, start + compressed);
    if (method === 0) total += data.length;
    else if (method === 8) total += await inflatedSize(data, max - total);
    else throw unreadable();
    if (total > max) throw bomb();
  }
}

/** How many bytes `data` inflates to, stopped (and refused) past `budget`. */
function inflatedSize(data: Buffer, budget: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const inflate = createInflateRaw();
    let size = 0;
    inflate.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size > budget) {
        inflate.destroy();
        reject(bomb());
      }
    });
    inflate.on("error", () => reject(unreadable()));
    inflate.on("end", () => resolve(size));
    inflate.end(data);
  });
}
