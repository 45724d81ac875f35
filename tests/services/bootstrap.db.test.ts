import { eq } from "drizzle-orm";
import { resetEnvCache } from "@/lib/config/env";
import { getDb } from "@/lib/db/client";
import { auditLog, users } from "@/lib/db/schema";
import { describeAdminLogin, ensureAdmin } from "@/lib/services/bootstrap";
import { loginAs } from "../helpers/users";

describe("first start", () => {
  afterEach(() => {
    delete process.env.ADMIN_CODE;
    delete process.env.ADMIN_PHONE;
    resetEnvCache();
  });

  it("creates the admin once, with a generated code that logs in, printed once", async () => {
    process.env.ADMIN_PHONE = "+221 70 000 00 09";
    resetEnvCache();
    const first = await ensureAdmin(await getDb());
    expect(first).toMatchObject({ created: true, telephone: "221700000009" });
    expect(first.generatedCode).toMatch(/^[0-9]{6}$/);
    expect(describeAdminLogin(first, "http://localhost:3000")).toContain(first.generatedCode!);

    const again = await ensureAdmin(await getDb());
    expect(again).toEqual({ created: false, telephone: "221700000009" });
    expect(describeAdminLogin(again, "http://localhost:3000")).not.toMatch(/[0-9]{6}\s+\(généré/);

    const token = await loginAs({ telephone: "221700000009", code: first.generatedCode! });
    expect(token).toBeTruthy();
    const db = await getDb();
    expect(await db.select().from(users).where(eq(users.role, "ADMIN"))).toHaveLength(1);
    const audit = await db.select().from(auditLog).where(eq(auditLog.action, "CREATION_UTILISATEUR"));
    expect(audit).toHaveLength(1);
  });
});

describe("first start with ADMIN_CODE", () => {
  it("uses ADMIN_CODE and prints no code", async () => {
    const db = await getDb();
    await db.delete(users).where(eq(users.role, "ADMIN"));
    process.env.ADMIN_PHONE = "700000010";
    process.env.ADMIN_CODE = "135246";
    resetEnvCache();
    const result = await ensureAdmin(await getDb());
    expect(result).toEqual({ created: true, telephone: "700000010", generatedCode: undefined });
    expect(describeAdminLogin(result, "http://x")).toContain("ADMIN_CODE");
    expect(await loginAs({ telephone: "700000010", code: "135246" })).toBeTruthy();
  });
});
