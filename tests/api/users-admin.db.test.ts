import { and, eq } from "drizzle-orm";
import { POST as create } from "@/app/api/users/create/route";
import { DELETE as remove, PUT as update } from "@/app/api/users/[id]/route";
import { PATCH as suspend } from "@/app/api/users/[id]/suspend/route";
import { PATCH as activate } from "@/app/api/users/[id]/activate/route";
import { POST as regenerate } from "@/app/api/users/[id]/regenerate-code/route";
import { GET as profile } from "@/app/api/users/profile/route";
import { POST as login } from "@/app/api/users/login/route";
import { getDb } from "@/lib/db/client";
import { accountLines, auditLog, ledgerDays, notifications, smsOutbox, supervisorAccounts, transactions, users } from "@/lib/db/schema";
import { call } from "../helpers/http";
import { expectStaffDenied, roleTokens, type RoleTokens } from "../helpers/roles";
import { createTestUser, loginAs } from "../helpers/users";

let tokens: RoleTokens;
let n = 0;
const phone = () => `76${String(2_000_000 + ++n * 17).padStart(7, "0")}`;

const createCall = (token: string, body: unknown) => call(create, "/api/users/create", { token, body });
const on = (handler: typeof suspend, verb: string, suffix: string) => (id: string, token: string, body?: unknown) =>
  call(handler, `/api/users/${id}${suffix}`, { method: verb, token, params: { id }, body });
const suspendCall = on(suspend, "PATCH", "/suspend");
const activateCall = on(activate, "PATCH", "/activate");
const regenerateCall = on(regenerate, "POST", "/regenerate-code");
const updateCall = on(update, "PUT", "");
const deleteCall = on(remove, "DELETE", "");
const auditsOf = async (action: string, entityId: string) =>
  (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, action), eq(auditLog.entityId, entityId)));

beforeAll(async () => {
  // the `log` provider's line for each SMS, and the failure report: expected, not worth printing
  jest.spyOn(console, "info").mockImplementation(() => undefined);
  jest.spyOn(console, "error").mockImplementation(() => undefined);
  tokens = await roleTokens();
});

describe("POST /api/users/create", () => {
  it("creates a trimmed user, answers codeAcces, stores only the sealed code, audits and sends the SMS", async () => {
    const telephone = phone();
    const res = await createCall(tokens.adminToken, { nomComplet: "  Ousmane Diallo ", telephone: ` ${telephone} `, adresse: "  ", role: "SUPERVISEUR" });
    expect(res.status).toBe(201);
    expect(res.body.message).toBe("Utilisateur créé");
    const { user, codeAcces, sms } = res.body.data;
    expect(user).toMatchObject({ nomComplet: "Ousmane Diallo", telephone, adresse: null, role: "SUPERVISEUR", status: "ACTIVE" });
    expect(codeAcces).toMatch(/^[0-9]{6}$/);
    expect(sms.status).toBe("sent");
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(JSON.stringify(row)).not.toContain(codeAcces);
    expect(await auditsOf("CREATION_UTILISATEUR", user.id)).toHaveLength(1);
    const [message] = await db.select().from(smsOutbox).where(eq(smsOutbox.userId, user.id));
    expect(message!.body).toContain(`le code ${codeAcces}`);
    expect(message!.body).toContain("votre compte a été créé");
    expect((await call(login, "/api/users/login", { body: { telephone, Code: codeAcces } })).status).toBe(200);
  });

  it("refuses missing fields with SPEC's message, a bad phone, an ADMIN role and a taken phone", async () => {
    for (const body of [
      { telephone: phone(), role: "PARTENAIRE" },
      { nomComplet: "Awa", role: "PARTENAIRE" },
      { nomComplet: "Awa", telephone: phone() },
      { nomComplet: "   ", telephone: phone(), role: "PARTENAIRE" },
    ]) {
      const res = await createCall(tokens.adminToken, body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe("Veuillez remplir tous les champs obligatoires");
    }
    expect((await createCall(tokens.adminToken, { nomComplet: "Awa", telephone: "12", role: "PARTENAIRE" })).body.message).toBe(
      "Numéro de téléphone invalide (8 à 15 chiffres)",
    );
    expect((await createCall(tokens.adminToken, { nomComplet: "Awa", telephone: phone(), role: "ADMIN" })).body.message).toBe(
      "Rôle invalide (Superviseur ou Partenaire)",
    );
    const taken = await createCall(tokens.adminToken, { nomComplet: "Awa", telephone: tokens.partner.telephone, role: "PARTENAIRE" });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe("Ce numéro de téléphone est déjà utilisé par un autre utilisateur");
  });

  it("is refused to supervisors and partners", async () => {
    await expectStaffDenied(tokens, (token) => createCall(token, { nomComplet: "Intrus", telephone: phone(), role: "PARTENAIRE" }));
  });
});

describe("PUT /api/users/{id} (Modifier)", () => {
  it("changes the name and the address only, with an audit row", async () => {
    const user = await createTestUser("PARTENAIRE");
    const res = await updateCall(user.id, tokens.adminToken, { nomComplet: " Nouveau Nom ", adresse: "Thiès", telephone: "700000000", role: "SUPERVISEUR" });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Utilisateur modifié", data: { user: { nomComplet: "Nouveau Nom", adresse: "Thiès", telephone: user.telephone, role: "PARTENAIRE" } } });
    const [audit] = await auditsOf("USER_UPDATED", user.id);
    expect(audit!.before).toEqual({ nomComplet: user.nomComplet, adresse: null });
    expect((await updateCall(user.id, tokens.adminToken, { nomComplet: "A" })).body.message).toBe("Le nom complet doit contenir au moins 2 caractères");
    expect((await updateCall(tokens.admin.id, tokens.adminToken, { nomComplet: "Admin Bis" })).status).toBe(403);
    expect((await updateCall("00000000-0000-4000-8000-000000000001", tokens.adminToken, { nomComplet: "Personne" })).status).toBe(404);
    await expectStaffDenied(tokens, (token) => updateCall(user.id, token, { nomComplet: "Pirate" }));
  });
});

describe("suspend and activate", () => {
  it("suspending cuts the user's open session at his next request and refuses his login; activating lets him back", async () => {
    const user = await createTestUser("SUPERVISEUR", { code: "581321" });
    const token = await loginAs(user);
    expect((await call(profile, "/api/users/profile", { token })).status).toBe(200);

    const res = await suspendCall(user.id, tokens.adminToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ message: "Utilisateur suspendu", data: { user: { status: "SUSPENDED" } } });
    expect((await call(profile, "/api/users/profile", { token })).status).toBe(401);
    const refused = await call(login, "/api/users/login", { body: { telephone: user.telephone, Code: "581321" } });
    expect(refused.status).toBe(403);
    expect(refused.body.message).toBe("Votre compte est suspendu. Contactez l'administrateur.");
    expect(await auditsOf("USER_SUSPENDED", user.id)).toHaveLength(1);
    // twice: nothing more happens
    expect((await suspendCall(user.id, tokens.adminToken)).status).toBe(200);
    expect(await auditsOf("USER_SUSPENDED", user.id)).toHaveLength(1);

    const back = await activateCall(user.id, tokens.adminToken);
    expect(back.body).toMatchObject({ message: "Utilisateur activé", data: { user: { status: "ACTIVE" } } });
    expect(await auditsOf("USER_ACTIVATED", user.id)).toHaveLength(1);
    // the old token stays dead (token_version moved on); a fresh login works
    expect((await call(profile, "/api/users/profile", { token })).status).toBe(401);
    expect((await call(profile, "/api/users/profile", { token: await loginAs(user) })).status).toBe(200);
  });

  it("activates the legacy lower-case 'suspended'; refuses admins and staff", async () => {
    const legacy = await createTestUser("PARTENAIRE", { status: "suspended" });
    expect((await activateCall(legacy.id, tokens.adminToken)).body.data.user.status).toBe("ACTIVE");
    const admin = await suspendCall(tokens.admin.id, tokens.adminToken);
    expect(admin.status).toBe(403);
    expect(admin.body.message).toBe("Cette action n'est pas possible sur un compte administrateur");
    const target = await createTestUser("PARTENAIRE");
    await expectStaffDenied(tokens, (token) => suspendCall(target.id, token));
    await expectStaffDenied(tokens, (token) => activateCall(target.id, token));
    expect((await suspendCall("admin", tokens.adminToken)).status).toBe(404);
  });
});

describe("POST /api/users/{id}/regenerate-code", () => {
  it("answers nouveauCode, replaces the sealed code, ends his sessions and sends the SMS", async () => {
    const user = await createTestUser("PARTENAIRE", { code: "112358" });
    const token = await loginAs(user);
    const res = await regenerateCall(user.id, tokens.adminToken);
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Code régénéré");
    const code = res.body.data.nouveauCode as string;
    expect(code).toMatch(/^[0-9]{6}$/);
    expect(res.body.data.sms.status).toBe("sent");
    expect((await call(profile, "/api/users/profile", { token })).status).toBe(401);
    expect((await call(login, "/api/users/login", { body: { telephone: user.telephone, Code: "112358" } })).status).toBe(401);
    expect((await call(login, "/api/users/login", { body: { telephone: user.telephone, Code: code } })).status).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(users).where(eq(users.id, user.id));
    expect(JSON.stringify(row)).not.toContain(code);
    const [audit] = await auditsOf("CODE_REGENERATED", user.id);
    expect(JSON.stringify(audit)).not.toContain(code);
    const [sms] = await db.select().from(smsOutbox).where(and(eq(smsOutbox.userId, user.id), eq(smsOutbox.purpose, "CODE_REGENERATED")));
    expect(sms!.body).toContain(code);
    await expectStaffDenied(tokens, (t) => regenerateCall(user.id, t));
  });
});

describe("DELETE /api/users/{id}", () => {
  const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

  it("refuses an admin, oneself, and a supervisor with a non-zero line on his latest day (USER_HAS_BALANCE)", async () => {
    const otherAdmin = await createTestUser("ADMIN");
    expect((await deleteCall(otherAdmin.id, tokens.adminToken)).status).toBe(403);
    const self = await deleteCall(tokens.admin.id, tokens.adminToken);
    expect(self.status).toBe(400);
    expect(self.body.message).toBe("Vous ne pouvez pas supprimer votre propre compte");

    const sup = await createTestUser("SUPERVISEUR");
    const db = await getDb();
    await db.insert(accountLines).values([
      { supervisorId: sup.id, day: day(-3), lineType: "sortie", accountKey: "WAVE", value: 0 },
      { supervisorId: sup.id, day: day(-1), lineType: "debut", accountKey: "LIQUIDE", value: 0 },
      { supervisorId: sup.id, day: day(-1), lineType: "sortie", accountKey: "ORANGE_MONEY", value: 15_000 },
    ]);
    const res = await deleteCall(sup.id, tokens.adminToken);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ success: false, code: "USER_HAS_BALANCE", message: "Impossible de supprimer un utilisateur avec un solde non nul", data: null });
    expect(await db.select({ id: users.id }).from(users).where(eq(users.id, sup.id))).toHaveLength(1);
  });

  it("deletes a supervisor whose latest day is all zero, after a full snapshot in the audit log", async () => {
    const sup = await createTestUser("SUPERVISEUR", { nomComplet: "Superviseur Parti" });
    const partner = await createTestUser("PARTENAIRE");
    const db = await getDb();
    await db.insert(supervisorAccounts).values({ supervisorId: sup.id, accountType: "LIQUIDE" });
    await db.insert(ledgerDays).values({ supervisorId: sup.id, day: day(-2) });
    await db.insert(accountLines).values([
      { supervisorId: sup.id, day: day(-2), lineType: "sortie", accountKey: "LIQUIDE", value: 50_000 },
      { supervisorId: sup.id, day: day(-1), lineType: "sortie", accountKey: "LIQUIDE", value: 0 },
    ]);
    await db.insert(transactions).values({
      supervisorId: sup.id,
      actorId: sup.id,
      partnerId: partner.id,
      partnerName: partner.nomComplet,
      type: "DEPOT",
      lineType: "debut",
      accountKey: `part-${partner.nomComplet}`,
      amount: 500_000,
      day: day(-2),
    });
    await db.insert(notifications).values({ userId: sup.id, kind: "X", title: "t", message: "m" });

    const res = await deleteCall(sup.id, tokens.adminToken);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: "Utilisateur supprimé", data: { id: sup.id } });
    expect(await db.select().from(users).where(eq(users.id, sup.id))).toHaveLength(0);
    expect(await db.select().from(accountLines).where(eq(accountLines.supervisorId, sup.id))).toHaveLength(0);
    expect(await db.select().from(transactions).where(eq(transactions.supervisorId, sup.id))).toHaveLength(0);
    expect(await db.select().from(supervisorAccounts).where(eq(supervisorAccounts.supervisorId, sup.id))).toHaveLength(0);
    expect(await db.select().from(notifications).where(eq(notifications.userId, sup.id))).toHaveLength(0);

    const [audit] = await auditsOf("USER_DELETED", sup.id);
    const snapshot = audit!.before as { user: unknown; accounts: unknown[]; lines: unknown[]; transactions: { amount: number }[] };
    expect(snapshot.user).toMatchObject({ id: sup.id, nomComplet: "Superviseur Parti", role: "SUPERVISEUR" });
    expect(snapshot.accounts).toHaveLength(1);
    expect(snapshot.lines).toHaveLength(2);
    expect(snapshot.transactions).toHaveLength(1);
    expect(snapshot.transactions[0].amount).toBe(500_000);
    expect(snapshot).toMatchObject({ linesTotal: 2, transactionsTotal: 1, notificationsTotal: 1, truncated: false });
    expect(JSON.stringify(snapshot)).not.toMatch(/codeHash|codeCipher|scrypt/);
    expect(audit!.actorId).toBe(tokens.admin.id);
  });

  it("deletes a partner; refused to staff; an unknown id is 404", async () => {
    const partner = await createTestUser("PARTENAIRE");
    await expectStaffDenied(tokens, (token) => deleteCall(partner.id, token));
    expect((await deleteCall(partner.id, tokens.adminToken)).status).toBe(200);
    expect((await deleteCall(partner.id, tokens.adminToken)).status).toBe(404);
  });
});
