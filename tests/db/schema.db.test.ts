import { eq, sql } from "drizzle-orm";
import { getDb } from "@/lib/db/client";
import { accountLines, auditLog, registrationRequests, users } from "@/lib/db/schema";
import { writeAudit } from "@/lib/services/audit";
import { createTestUser } from "../helpers/users";

const today = "2026-11-22";

describe("database guarantees", () => {
  it("keeps account line values within 0..999,999,999 (CHECK)", async () => {
    const db = await getDb();
    const sup = await createTestUser("SUPERVISEUR");
    const line = { supervisorId: sup.id, day: today, lineType: "debut" as const, accountKey: "LIQUIDE" };
    await db.insert(accountLines).values({ ...line, value: 999_999_999 });
    await expect(db.insert(accountLines).values({ ...line, accountKey: "WAVE", value: 1_000_000_000 })).rejects.toThrow();
    await expect(db.insert(accountLines).values({ ...line, accountKey: "WAVE", value: -1 })).rejects.toThrow();
    await expect(db.insert(accountLines).values({ ...line, accountKey: "  ", value: 1 })).rejects.toThrow();
    // one line per (supervisor, day, type, key)
    await expect(db.insert(accountLines).values({ ...line, value: 5 })).rejects.toThrow();
  });

  it("refuses UPDATE, DELETE and TRUNCATE on the audit log", async () => {
    const db = await getDb();
    await writeAudit(db, { actor: null, action: "AUDIT_MODIFICATION", entity: "account_line", after: { value: 1 } });
    const [row] = await db.select().from(auditLog).orderBy(sql`${auditLog.id} DESC`).limit(1);
    await expect(db.update(auditLog).set({ reason: "x" }).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(db.delete(auditLog).where(eq(auditLog.id, row!.id))).rejects.toThrow();
    await expect(db.execute(sql`TRUNCATE audit_log`)).rejects.toThrow();
    const [still] = await db.select().from(auditLog).where(eq(auditLog.id, row!.id));
    expect(still!.reason).toBeNull();
  });

  it("allows one pending registration request per phone", async () => {
    const db = await getDb();
    const request = { telephone: "781234567", nomComplet: "A B", adresse: "Dakar" };
    await db.insert(registrationRequests).values(request);
    await expect(db.insert(registrationRequests).values(request)).rejects.toThrow();
    await db.insert(registrationRequests).values({ ...request, status: "REJECTED" });
  });

  it("stores phones as digits only and unique", async () => {
    const db = await getDb();
    const user = await createTestUser("PARTENAIRE");
    const base = { nomComplet: "x", role: "PARTENAIRE" as const, codeHash: "h", codeCipher: "c" };
    await expect(db.insert(users).values({ ...base, telephone: user.telephone })).rejects.toThrow();
    await expect(db.insert(users).values({ ...base, telephone: "+221 77" })).rejects.toThrow();
  });

  it("never stores a plain access code", async () => {
    const user = await createTestUser("PARTENAIRE", { code: "918273" });
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(JSON.stringify(row)).not.toContain("918273");
    expect(row!.codeHash).toMatch(/^scrypt\$/);
    expect(row!.codeCipher).toMatch(/^v1:/);
  });
});
