import { and, eq } from "drizzle-orm";
import { GET as all } from "@/app/api/users/all/route";
import { GET as partners } from "@/app/api/users/partners/route";
import { GET as dashboard } from "@/app/api/users/admin/dashboard/route";
import { GET as code } from "@/app/api/users/[id]/code/route";
import { GET as byCode } from "@/app/api/users/search/by-code/route";
import { GET as outbox } from "@/app/api/users/sms-outbox/route";
import { POST as retry } from "@/app/api/users/sms-outbox/[id]/retry/route";
import { POST as create } from "@/app/api/users/create/route";
import { getDb } from "@/lib/db/client";
import { auditLog, smsOutbox } from "@/lib/db/schema";
import { setSmsSender } from "@/lib/services/sms";
import { call } from "../helpers/http";
import { expectStaffDenied, roleTokens, type RoleTokens } from "../helpers/roles";
import { createTestUser } from "../helpers/users";

let tokens: RoleTokens;

beforeAll(async () => {
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  tokens = await roleTokens();
  await createTestUser("SUPERVISEUR", { nomComplet: "Mamadou Kane", telephone: "771230001", code: "909090" });
  await createTestUser("SUPERVISEUR", { nomComplet: "Suspendu Sup", telephone: "771230002", status: "SUSPENDED" });
  await createTestUser("PARTENAIRE", { nomComplet: "Boutique Ndeye", telephone: "771230003", code: "303030" });
  await createTestUser("PARTENAIRE", { nomComplet: "Ancien Partenaire", telephone: "771230004", status: "suspended" });
  for (let i = 0; i < 24; i++) await createTestUser("PARTENAIRE", { nomComplet: `Partenaire ${String(i).padStart(2, "0")}` });
});
afterEach(() => setSmsSender(null));

const revealed = async () => (await getDb()).select().from(auditLog).where(eq(auditLog.action, "CODE_REVEALED"));

describe("GET /api/users/all", () => {
  it("lists every user but the admins, newest first, with the total", async () => {
    const res = await call(all, "/api/users/all", { token: tokens.adminToken });
    expect(res.status).toBe(200);
    const list = res.body.data.users as { role: string; id: string; codeClair?: string }[];
    expect(list.some((u) => u.role === "ADMIN")).toBe(false);
    expect(list).toHaveLength(30);
    expect(res.body.data.total).toBe(30);
    expect(list.every((u) => u.codeClair === undefined)).toBe(true);
    expect(JSON.stringify(res.body)).not.toMatch(/codeHash|codeCipher/);
  });

  it("filters role=SUPERVISEUR&status=ACTIVE&limit=100, by status (legacy lower case too) and by search on name or phone", async () => {
    const active = await call(all, "/api/users/all", { token: tokens.adminToken, query: { role: "SUPERVISEUR", status: "ACTIVE", limit: 100 } });
    expect(active.body.data.users.map((u: { nomComplet: string }) => u.nomComplet).sort()).toEqual(["Mamadou Kane", tokens.supervisor.nomComplet].sort());
    const suspended = await call(all, "/api/users/all", { token: tokens.adminToken, query: { status: "SUSPENDED" } });
    expect(suspended.body.data.users.map((u: { status: string }) => u.status)).toEqual(["SUSPENDED", "SUSPENDED"]);
    const byName = await call(all, "/api/users/all", { token: tokens.adminToken, query: { search: "ndeye" } });
    expect(byName.body.data.users.map((u: { nomComplet: string }) => u.nomComplet)).toEqual(["Boutique Ndeye"]);
    const byPhone = await call(all, "/api/users/all", { token: tokens.adminToken, query: { search: "77 123 0001" } });
    expect(byPhone.body.data.users.map((u: { nomComplet: string }) => u.nomComplet)).toEqual(["Mamadou Kane"]);
    const odd = await call(all, "/api/users/all", { token: tokens.adminToken, query: { search: "%" } });
    expect(odd.body.data.users).toEqual([]);
  });

  it("caps the limit at 100 and refuses nonsense parameters", async () => {
    const capped = await call(all, "/api/users/all", { token: tokens.adminToken, query: { limit: 5000 } });
    expect(capped.status).toBe(200);
    const few = await call(all, "/api/users/all", { token: tokens.adminToken, query: { limit: 3 } });
    expect(few.body.data.users).toHaveLength(3);
    expect(few.body.data.total).toBe(30);
    for (const query of [{ limit: "abc" }, { limit: 0 }, { role: "ADMIN" }, { showCodes: "oui" }]) {
      const res = await call(all, "/api/users/all", { token: tokens.adminToken, query });
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("Paramètre de recherche invalide");
    }
  });

  it("showCodes=true adds codeClair for the admin, and the reveal is audited", async () => {
    const before = (await revealed()).length;
    const res = await call(all, "/api/users/all", { token: tokens.adminToken, query: { showCodes: "true", search: "Mamadou" } });
    expect(res.body.data.users[0]).toMatchObject({ nomComplet: "Mamadou Kane", codeClair: "909090" });
    const audits = await revealed();
    expect(audits).toHaveLength(before + 1);
    expect(audits.at(-1)!.actorId).toBe(tokens.admin.id);
    expect(JSON.stringify(audits)).not.toContain("909090");
  });

  it("is refused to supervisors and partners", async () => {
    await expectStaffDenied(tokens, (token) => call(all, "/api/users/all", { token }));
    await expectStaffDenied(tokens, (token) => call(all, "/api/users/all", { token, query: { showCodes: "true" } }));
  });
});

describe("GET /api/users/partners", () => {
  it("pages partners (default page 1, limit 20), filters, and shows codes on demand", async () => {
    const first = await call(partners, "/api/users/partners", { token: tokens.adminToken });
    expect(first.status).toBe(200);
    expect(first.body.data.partners).toHaveLength(20);
    expect(first.body.data.pagination).toEqual({ page: 1, limit: 20, total: 27, totalPages: 2 });
    expect(first.body.data.partners.every((p: { role: string }) => p.role === "PARTENAIRE")).toBe(true);
    const second = await call(partners, "/api/users/partners", { token: tokens.adminToken, query: { page: 2 } });
    expect(second.body.data.partners).toHaveLength(7);
    const active = await call(partners, "/api/users/partners", { token: tokens.adminToken, query: { status: "ACTIVE", limit: 100 } });
    expect(active.body.data.pagination.total).toBe(26);
    const withCode = await call(partners, "/api/users/partners", { token: tokens.adminToken, query: { search: "Boutique", showCodes: "true" } });
    expect(withCode.body.data.partners).toEqual([expect.objectContaining({ nomComplet: "Boutique Ndeye", codeClair: "303030" })]);
    await expectStaffDenied(tokens, (token) => call(partners, "/api/users/partners", { token }));
  });
});

describe("GET /api/users/admin/dashboard", () => {
  it("counts users without the admins, by role, active and suspended, plus what waits for the admin", async () => {
    const res = await call(dashboard, "/api/users/admin/dashboard", { token: tokens.adminToken });
    expect(res.status).toBe(200);
    expect(res.body.data.stats).toEqual({ total: 30, superviseurs: 3, partenaires: 27, actifs: 28, suspendus: 2, demandesEnAttente: 0, smsEnEchec: 0 });
    await expectStaffDenied(tokens, (token) => call(dashboard, "/api/users/admin/dashboard", { token }));
  });
});

describe("GET /api/users/{id}/code", () => {
  const codeOf = (id: string, token: string) => call(code, `/api/users/${id}/code`, { token, params: { id } });

  it("gives the admin a user's code, and anyone his own; each reveal is audited", async () => {
    const res = await codeOf(tokens.partner.id, tokens.adminToken);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ codeClair: tokens.partner.code, user: { id: tokens.partner.id } });
    const own = await codeOf(tokens.supervisor.id, tokens.supervisorToken);
    expect(own.body.data.codeClair).toBe(tokens.supervisor.code);
    const audits = (await revealed()).filter((a) => a.entityId === tokens.supervisor.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]!.after).toEqual({ source: "mon profil" });
  });

  it("refuses someone else's code to supervisors and partners, and hides other admins", async () => {
    for (const token of [tokens.supervisorToken, tokens.partnerToken]) {
      const res = await codeOf(tokens.admin.id, token);
      expect(res.status).toBe(403);
      expect(res.body.message).toBe("Accès interdit. Vous n'avez pas les permissions nécessaires.");
    }
    expect((await codeOf(tokens.supervisor.id, tokens.partnerToken)).status).toBe(403);
    const otherAdmin = await createTestUser("ADMIN");
    expect((await codeOf(otherAdmin.id, tokens.adminToken)).status).toBe(404);
    expect((await codeOf("not-a-uuid", tokens.adminToken)).status).toBe(404);
  });
});

describe("GET /api/users/search/by-code", () => {
  const search = (query: Record<string, string>, token = tokens.adminToken) => call(byCode, "/api/users/search/by-code", { token, query });

  it("finds the user holding a code, never an admin", async () => {
    const res = await search({ code: "303030" });
    expect(res.status).toBe(200);
    expect(res.body.data.user).toMatchObject({ nomComplet: "Boutique Ndeye" });
    expect(JSON.stringify(res.body)).not.toContain("303030");
    const none = await search({ code: "000001" });
    expect(none.status).toBe(404);
    expect(none.body.message).toBe("Aucun utilisateur ne possède ce code");
    expect((await search({ code: tokens.admin.code })).status).toBe(404);
  });

  it("wants 6 digits, and only the admin may search", async () => {
    for (const query of [{}, { code: "12345" }, { code: "abcdef" }]) {
      const res = await search(query as Record<string, string>);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("Le code doit contenir 6 chiffres");
    }
    await expectStaffDenied(tokens, (token) => search({ code: "303030" }, token));
  });
});

describe("SMS outbox", () => {
  it("lists the outbox for the admin, filtered by phone and status, and resends a failed SMS", async () => {
    setSmsSender({ name: "panne", send: () => Promise.reject(new Error("opérateur injoignable")) }, { delayMs: 1 });
    const created = await call(create, "/api/users/create", {
      token: tokens.adminToken,
      body: { nomComplet: "Client Sms", telephone: "779998877", role: "PARTENAIRE" },
    });
    expect(created.body.data.sms.status).toBe("failed");
    const failed = await call(outbox, "/api/users/sms-outbox", { token: tokens.adminToken, query: { status: "failed" } });
    expect(failed.status).toBe(200);
    expect(failed.body.data.failed).toBe(1);
    const [message] = failed.body.data.messages;
    expect(message).toMatchObject({ to: "779998877", status: "failed", attempts: 3, lastError: "opérateur injoignable", userName: "Client Sms" });
    expect(message.body).toContain(created.body.data.codeAcces);
    const stats = await call(dashboard, "/api/users/admin/dashboard", { token: tokens.adminToken });
    expect(stats.body.data.stats.smsEnEchec).toBe(1);

    setSmsSender(null);
    const resent = await call(retry, `/api/users/sms-outbox/${message.id}/retry`, { token: tokens.adminToken, params: { id: message.id }, method: "POST" });
    expect(resent.status).toBe(200);
    expect(resent.body).toMatchObject({ message: "SMS envoyé", data: { sms: { status: "sent", attempts: 4 } } });
    const [row] = await (await getDb()).select().from(smsOutbox).where(eq(smsOutbox.id, message.id));
    expect(row).toMatchObject({ status: "sent", provider: "log", lastError: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const again = await call(retry, `/api/users/sms-outbox/${message.id}/retry`, { token: tokens.adminToken, params: { id: message.id }, method: "POST" });
    expect(again.status).toBe(409);
    const audits = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "SMS_RESENT"), eq(auditLog.entityId, message.id)));
    expect(audits).toHaveLength(1);

    const byPhone = await call(outbox, "/api/users/sms-outbox", { token: tokens.adminToken, query: { to: "77 999 88 77" } });
    expect(byPhone.body.data.messages).toHaveLength(1);
    await expectStaffDenied(tokens, (token) => call(outbox, "/api/users/sms-outbox", { token }));
    await expectStaffDenied(tokens, (token) => call(retry, `/api/users/sms-outbox/${message.id}/retry`, { token, params: { id: message.id }, method: "POST" }));
  });
});
