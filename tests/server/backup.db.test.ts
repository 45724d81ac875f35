// Backups of the embedded database (lib/server/backup.ts, restore.ts, control.ts, backup-jobs.ts) on real
// folders: back up, write more, restore, and the data is exactly the snapshot's; a damaged or foreign file
// is refused in French and changes nothing; a running server makes the backup asked by `npm run backup`,
// in its own BACKUP_DIR, and the command prints where (and says so when its own BACKUP_DIR differs).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { sql } from "drizzle-orm";
import { openPgliteFolder, queryRows, type DbHandle } from "@/lib/db/client";
import { DatabaseLockedError } from "@/lib/db/lock";
import { users } from "@/lib/db/schema";
import { BackupError, MANIFEST_NAME, writeBackup } from "@/lib/server/backup";
import { controlChannelJob, dailyBackupIfDue } from "@/lib/server/backup-jobs";
import { restoreBackup } from "@/lib/server/restore";
import { findLineMismatches } from "@/lib/services/ledger/verify";
import { newAccessCode } from "@/lib/auth/codes";
import { insertUser } from "@/lib/services/users";
import { parseEnv } from "@/lib/config/env";
import { generateLedger } from "../../scripts/lib/ledger-generator";
import { syncTransactionSeq, writeDay } from "../../scripts/lib/seed-writer";

jest.setTimeout(180_000);

const root = mkdtempSync(path.join(os.tmpdir(), "caisse-backup-"));
const dataDir = path.join(root, "data");
const backupDir = path.join(root, "sauvegardes");
const TODAY = "2026-03-10";
let handle: DbHandle | null = null;

afterAll(async () => {
  await handle?.close();
  rmSync(root, { recursive: true, force: true });
});

/** Everything a restore must bring back, in a comparable order. */
async function dump(db: DbHandle["db"]) {
  const rows = (query: string) => queryRows<Record<string, unknown>>(db, sql.raw(query));
  return {
    users: await rows("SELECT id, nom_complet, telephone, role, status, code_hash, token_version FROM users ORDER BY id"),
    transactions: await rows("SELECT * FROM transactions ORDER BY id"),
    lines: await rows("SELECT * FROM account_lines ORDER BY supervisor_id, day, line_type, account_key"),
    audit: await rows("SELECT id, action, entity_id FROM audit_log ORDER BY id"),
  };
}

async function seed(db: DbHandle["db"], days: number, seedValue: number) {
  const admin = await insertUser(db, { nomComplet: `Admin ${seedValue}`, telephone: `77000${seedValue}00`, role: "ADMIN", code: await newAccessCode("123456") });
  const supervisors: { id: string; nomComplet: string }[] = [];
  for (let i = 0; i < 2; i++) {
    const u = await insertUser(db, { nomComplet: `Superviseur ${seedValue}-${i}`, telephone: `78${seedValue}00000${i}`, role: "SUPERVISEUR", code: await newAccessCode("234567") });
    supervisors.push({ id: u.id, nomComplet: u.nomComplet });
  }
  await generateLedger({ supervisors, partners: [], adminId: admin.id, today: TODAY, days, seed: seedValue, onDay: (batch) => writeDay(db, batch, supervisors.map((s) => s.id)) });
  await syncTransactionSeq(db);
}

describe("back up, write more, restore", () => {
  let snapshot: Awaited<ReturnType<typeof dump>>;
  let backupFile: string;

  it("writes a private, compressed backup of the open database, named by date", async () => {
    handle = await openPgliteFolder(dataDir);
    writeFileSync(path.join(dataDir, ".auth-secret"), "secret-de-test-0123456789abcdefghijklmnopqrstuvwxyz\n");
    await seed(handle.db, 3, 1);
    snapshot = await dump(handle.db);
    expect(snapshot.transactions.length).toBeGreaterThan(10);
    const result = await writeBackup(handle, { dir: backupDir, kind: "manuelle", now: new Date("2026-03-10T08:30:00Z") });
    backupFile = result.file;
    expect(path.basename(backupFile)).toBe("caisse-2026-03-10_08-30-00.tar.gz");
    expect(readdirSync(backupDir)).toEqual(["caisse-2026-03-10_08-30-00.tar.gz"]); // nothing half-written left
    expect(readFileSync(backupFile).subarray(0, 2)).toEqual(Buffer.from([0x1f, 0x8b]));
    expect(statSync(backupFile).mode & 0o777).toBe(0o600);
    expect(result.manifest).toMatchObject({ format: "caisse-sauvegarde", version: 1, kind: "manuelle", counts: { users: 3, transactions: snapshot.transactions.length } });
    expect(result.manifest.files.map((f) => f.path)).toEqual(expect.arrayContaining(["PG_VERSION", ".auth-secret"]));
    expect(result.manifest.files.some((f) => f.path.startsWith(".caisse"))).toBe(false);
    // standard tools read it: the manifest comes first
    const listing = spawnSync("tar", ["-tzf", backupFile], { encoding: "utf8" }).stdout.split("\n");
    expect(listing[0]).toBe(MANIFEST_NAME);
    expect(listing).toContain("pgdata/PG_VERSION");
  });

  it("restores exactly the snapshot after more writes, keeping the previous folder aside", async () => {
    await insertUser(handle!.db, { nomComplet: "Arrivé après la sauvegarde", telephone: "779990000", role: "PARTENAIRE", code: await newAccessCode("345678") });
    await handle!.db.execute(sql`DELETE FROM transactions WHERE seq = (SELECT max(seq) FROM transactions)`);
    await handle!.db.update(users).set({ nomComplet: "Renommé après la sauvegarde" }).where(sql`role = 'SUPERVISEUR'`);
    const later = await dump(handle!.db);
    expect(later.transactions.length).toBe(snapshot.transactions.length - 1);
    expect(later.users.length).toBe(snapshot.users.length + 1);

    // the server (here: this handle) holds the folder: refused, naming it
    await expect(restoreBackup(backupFile, dataDir)).rejects.toThrow(DatabaseLockedError);
    await handle!.close();
    handle = null;

    const result = await restoreBackup(backupFile, dataDir);
    expect(result.previous).toMatch(/data\.avant-restauration-/);
    expect(existsSync(path.join(result.previous!, "PG_VERSION"))).toBe(true);
    expect(existsSync(path.join(result.previous!, ".caisse", "lock"))).toBe(false);
    expect(existsSync(path.join(dataDir, ".caisse", "lock"))).toBe(false);
    expect(result.counts).toMatchObject({ users: 3, transactions: snapshot.transactions.length });
    expect(readFileSync(path.join(dataDir, ".auth-secret"), "utf8")).toContain("secret-de-test");

    handle = await openPgliteFolder(dataDir);
    expect(await dump(handle.db)).toEqual(snapshot);
    expect(await findLineMismatches(handle.db)).toEqual([]);
    await handle.close();
    handle = await openPgliteFolder(result.previous!);
    expect(await dump(handle.db)).toEqual(later); // the kept folder is the data as it was
    await handle.close();
    handle = null;
  });

  it("refuses a damaged file, a foreign file, and no file, in French, changing nothing", async () => {
    const before = readdirSync(root).sort();
    const check = async (file: string, message: RegExp) => {
      const error = await restoreBackup(file, dataDir).then(() => null, (e: unknown) => e);
      expect(error).toBeInstanceOf(BackupError);
      expect((error as Error).message).toMatch(message);
      expect(readdirSync(root).sort()).toEqual(before);
    };
    const bytes = readFileSync(backupFile);
    const damaged = Buffer.from(bytes);
    damaged[Math.floor(damaged.length / 2)] ^= 0xff;
    writeFileSync(path.join(os.tmpdir(), "caisse-abimee.tar.gz"), damaged);
    await check(path.join(os.tmpdir(), "caisse-abimee.tar.gz"), /est endommagée .* rien n'a été restauré/);
    writeFileSync(path.join(os.tmpdir(), "caisse-tronquee.tar.gz"), bytes.subarray(0, bytes.length - 100));
    await check(path.join(os.tmpdir(), "caisse-tronquee.tar.gz"), /est endommagée/);
    writeFileSync(path.join(os.tmpdir(), "photos.tar.gz"), gzipSync(Buffer.from("pas une archive tar, juste du texte compressé".repeat(40))));
    await check(path.join(os.tmpdir(), "photos.tar.gz"), /n'est pas une sauvegarde Caisse/);
    const foreignTar = spawnSync("tar", ["-czf", "-", "-C", path.join(process.cwd(), "drizzle"), "meta"]).stdout;
    writeFileSync(path.join(os.tmpdir(), "autre.tar.gz"), foreignTar);
    await check(path.join(os.tmpdir(), "autre.tar.gz"), /n'est pas une sauvegarde Caisse/);
    writeFileSync(path.join(os.tmpdir(), "notes.txt"), "bonjour");
    await check(path.join(os.tmpdir(), "notes.txt"), /n'est pas une sauvegarde Caisse/);
    await check(path.join(os.tmpdir(), "inexistant.tar.gz"), /introuvable/);
    handle = await openPgliteFolder(dataDir);
    expect(await dump(handle.db)).toEqual(snapshot);
  });

  /** `npm run backup` with this BACKUP_DIR, while this process serves the folder's control channel. */
  async function backupCommand(commandBackupDir: string): Promise<{ code: number | null; out: string; file: string }> {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/backup.ts"], {
      env: { ...process.env, DATABASE_URL: "", PGLITE_DIR: dataDir, BACKUP_DIR: commandBackupDir },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let out = "";
    child.stdout!.on("data", (c) => (out += c));
    child.stderr!.on("data", (c) => (out += c));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    return { code, out, file: /Sauvegarde écrite : (\S+\.tar\.gz) /.exec(out)?.[1] ?? "" };
  }

  it("`npm run backup` while the server runs: the server writes it, the database is not opened twice", async () => {
    const env = parseEnv({ PGLITE_DIR: dataDir, BACKUP_DIR: backupDir });
    const stop = await controlChannelJob.start({ env, handle: handle! });
    try {
      const { code, out, file } = await backupCommand(backupDir);
      expect(out).toContain(`Le serveur en marche (processus ${process.pid}) a fait la sauvegarde.`);
      expect(code).toBe(0);
      expect(out).toMatch(/Sauvegarde écrite : .*caisse-\d{4}-\d{2}-\d{2}_\d{2}-\d{2}-\d{2}\.tar\.gz \(\d+ Ko ; 3 utilisateurs/);
      // the server's path of the file, whole
      expect(path.dirname(file)).toBe(backupDir);
      expect(existsSync(file)).toBe(true);
      expect(out).not.toContain("BACKUP_DIR");
    } finally {
      await stop();
    }
    expect(existsSync(path.join(dataDir, ".caisse", "control.sock"))).toBe(false);
  });

  it("`npm run backup` with another BACKUP_DIR than the server's: the server's folder is used, and the command says which", async () => {
    const env = parseEnv({ PGLITE_DIR: dataDir, BACKUP_DIR: backupDir });
    const stop = await controlChannelJob.start({ env, handle: handle! });
    const elsewhere = path.join(root, "ailleurs");
    try {
      const { code, out, file } = await backupCommand(elsewhere);
      expect(code).toBe(0);
      expect(path.dirname(file)).toBe(backupDir);
      expect(existsSync(file)).toBe(true);
      expect(existsSync(elsewhere)).toBe(false); // a client never chooses where the server writes
      expect(out).toContain(
        `Attention : le BACKUP_DIR de cette commande (${elsewhere}) n'a pas servi. Le serveur en marche (processus ${process.pid}) ` +
          `écrit les sauvegardes uniquement dans son propre dossier, ${backupDir} (son BACKUP_DIR) : le fichier est là. ` +
          `Pour l'avoir ailleurs, copiez-le, ou redémarrez le serveur avec BACKUP_DIR=${elsewhere}.`,
      );
      // the same folder under another name (a symbolic link) is the same folder: nothing to say
      const link = path.join(root, "lien-sauvegardes");
      symlinkSync(backupDir, link);
      const same = await backupCommand(link);
      expect(same.code).toBe(0);
      expect(same.out).not.toContain("BACKUP_DIR");
    } finally {
      await stop();
    }
  });

  it("takes the daily backup when the last is a day old, keeping the newest BACKUP_KEEP", async () => {
    const env = parseEnv({ PGLITE_DIR: dataDir, BACKUP_DIR: backupDir, BACKUP_KEEP: "2" });
    const log = jest.spyOn(console, "log").mockImplementation(() => undefined);
    try {
      const day = (n: number) => new Date(Date.parse("2026-03-11T02:00:00Z") + n * 24 * 3600 * 1000);
      const first = await dailyBackupIfDue(env, handle!, day(0));
      expect(path.basename(first!.file)).toBe("caisse-auto-2026-03-11_02-00-00.tar.gz");
      // less than a day after the last one: nothing
      expect(await dailyBackupIfDue(env, handle!, new Date(day(1).getTime() - 60_000))).toBeNull();
      expect(await dailyBackupIfDue(env, handle!, day(1))).not.toBeNull();
      expect(await dailyBackupIfDue(env, handle!, day(2))).not.toBeNull();
      const autos = readdirSync(backupDir).filter((n) => n.startsWith("caisse-auto-")).sort();
      expect(autos).toEqual(["caisse-auto-2026-03-12_02-00-00.tar.gz", "caisse-auto-2026-03-13_02-00-00.tar.gz"]);
      // manual backups are never pruned
      expect(readdirSync(backupDir).filter((n) => !n.startsWith("caisse-auto-")).length).toBeGreaterThanOrEqual(2);
    } finally {
      log.mockRestore();
    }
  });
});

describe("npm run backup and restore on PostgreSQL", () => {
  it("say to use pg_dump / pg_restore, and change nothing", () => {
    for (const script of ["scripts/backup.ts", "scripts/restore.ts"]) {
      const run = spawnSync(process.execPath, ["--import", "tsx", script, "x.tar.gz"], {
        env: { ...process.env, DATABASE_URL: "postgres://127.0.0.1:1/nowhere" },
        encoding: "utf8",
      });
      expect(run.status).toBe(1);
      expect(run.stderr).toMatch(script.includes("backup") ? /pg_dump/ : /pg_restore/);
    }
  });
});
