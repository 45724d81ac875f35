import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { GET as getProfile, PUT as putProfile } from "@/app/api/users/profile/route";
import { GET as photo } from "@/app/api/users/[id]/photo/route";
import { POST as login } from "@/app/api/users/login/route";
import { getDb } from "@/lib/db/client";
import { auditLog, users } from "@/lib/db/schema";
import { call } from "../helpers/http";
import { createTestUser, loginAs } from "../helpers/users";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c63f8ffff3f0005fe02fea7d6a4c30000000049454e44ae426082", "hex");
// every photo's header is read by the server: real (tiny) images, generated once
let JPEG: Buffer;
let WEBP: Buffer;
beforeAll(async () => {
  const pixel = () => sharp({ create: { width: 2, height: 2, channels: 3, background: "#c0392b" } });
  JPEG = await pixel().jpeg().toBuffer();
  WEBP = await pixel().webp().toBuffer();
});
const dataUrl = (bytes: Buffer, type = "image/png") => `data:${type};base64,${bytes.toString("base64")}`;

const put = (token: string, body: Record<string, unknown>) => call(putProfile, "/api/users/profile", { method: "PUT", token, body });

describe("PUT /api/users/profile", () => {
  it("updates name and address; the answer's data.user is the stored user", async () => {
    const user = await createTestUser("PARTENAIRE", { nomComplet: "Fatou Sarr" });
    const token = await loginAs(user);
    const res = await put(token, { nomComplet: "  Fatou Sarr Diop ", adresse: " Rue 5, Louga " });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe("Profil mis à jour avec succès");
    expect(res.body.data.user).toMatchObject({ id: user.id, nomComplet: "Fatou Sarr Diop", adresse: "Rue 5, Louga", telephone: user.telephone, role: "PARTENAIRE" });
    expect(res.body.data.token).toBeUndefined();
    expect(res.headers.get("set-cookie")).toBeNull();
    const again = await call(getProfile, "/api/users/profile", { token });
    expect(again.body.data.user).toEqual(res.body.data.user);
    const [audit] = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "PROFILE_UPDATED"), eq(auditLog.entityId, user.id)));
    expect(audit!.after).toMatchObject({ nomComplet: "Fatou Sarr Diop", codeChanged: false });
    // the address may be emptied
    expect((await put(token, { nomComplet: "Fatou Sarr Diop", adresse: "" })).body.data.user.adresse).toBeNull();
  });

  it("answers SPEC §5's messages", async () => {
    const user = await createTestUser("SUPERVISEUR");
    const token = await loginAs(user);
    const cases: [Record<string, unknown>, string][] = [
      [{ nomComplet: "A" }, "Le nom complet doit contenir au moins 2 caractères"],
      [{}, "Le nom complet doit contenir au moins 2 caractères"],
      [{ nomComplet: "Nom Ok", newCode: "123456" }, "Le code actuel doit contenir 6 chiffres"],
      [{ nomComplet: "Nom Ok", newCode: "123456", currentCode: "12" }, "Le code actuel doit contenir 6 chiffres"],
      [{ nomComplet: "Nom Ok", newCode: "12345", currentCode: user.code }, "Le nouveau code doit contenir 6 chiffres"],
      [{ nomComplet: "Nom Ok", newCode: "12345a", currentCode: user.code }, "Le nouveau code doit contenir 6 chiffres"],
      [{ nomComplet: "Nom Ok", newCode: "123456", currentCode: user.code, confirmCode: "654321" }, "Les codes ne correspondent pas"],
    ];
    for (const [body, message] of cases) {
      const res = await put(token, body);
      expect(res.status).toBe(422);
      expect(res.body.message).toBe(message);
    }
    // a current code without a new code is ignored
    expect((await put(token, { nomComplet: "Nom Ok", currentCode: "x" })).status).toBe(200);
  });

  it("never changes the phone or the role, even from a crafted request", async () => {
    const user = await createTestUser("PARTENAIRE");
    const token = await loginAs(user);
    const phone = await put(token, { nomComplet: "Pirate", telephone: "700000009" });
    expect(phone.status).toBe(422);
    expect(phone.body.message).toBe("Le numéro de téléphone ne peut pas être modifié");
    const role = await put(token, { nomComplet: "Pirate", role: "ADMIN" });
    expect(role.status).toBe(422);
    expect(role.body.message).toBe("Le rôle ne peut pas être modifié");
    // the same values, as a form that sends the whole user would, are accepted and change nothing
    const same = await put(token, { nomComplet: "Honnête", telephone: user.telephone, role: "PARTENAIRE" });
    expect(same.status).toBe(200);
    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(row).toMatchObject({ telephone: user.telephone, role: "PARTENAIRE", nomComplet: "Honnête" });
  });

  it("changes the code with the right current code: sealed, other sessions end, this one gets a new cookie", async () => {
    const user = await createTestUser("SUPERVISEUR", { code: "271828" });
    const token = await loginAs(user);
    const other = await loginAs(user, "10.0.0.2");
    const wrong = await put(token, { nomComplet: user.nomComplet, currentCode: "000000", newCode: "314159", confirmCode: "314159" });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe("Le code actuel est incorrect");

    const res = await put(token, { nomComplet: user.nomComplet, currentCode: "271828", newCode: "314159", confirmCode: "314159" });
    expect(res.status).toBe(200);
    const cookie = res.headers.get("set-cookie")!;
    // a supervisor: his session is the week's (docs/decisions/0105-supervisor-session-week.md)
    expect(cookie).toMatch(/^next-auth\.session-token=.+; Path=\/; Max-Age=604800; HttpOnly; SameSite=Lax/);
    const fresh = res.body.data.token as string;
    expect((await call(getProfile, "/api/users/profile", { token: fresh })).status).toBe(200);
    for (const old of [token, other]) expect((await call(getProfile, "/api/users/profile", { token: old })).status).toBe(401);

    const [row] = await (await getDb()).select().from(users).where(eq(users.id, user.id));
    expect(JSON.stringify(row)).not.toContain("314159");
    expect((await call(login, "/api/users/login", { body: { telephone: user.telephone, Code: "271828" } })).status).toBe(401);
    expect((await call(login, "/api/users/login", { body: { telephone: user.telephone, Code: "314159" } })).status).toBe(200);
    const audits = await (await getDb()).select().from(auditLog).where(and(eq(auditLog.action, "PROFILE_UPDATED"), eq(auditLog.entityId, user.id)));
    expect(audits.at(-1)!.after).toMatchObject({ codeChanged: true });
    expect(JSON.stringify(audits)).not.toMatch(/271828|314159/);
  });

  it("locks the code change after 5 wrong current codes", async () => {
    const user = await createTestUser("PARTENAIRE", { code: "161803" });
    const token = await loginAs(user);
    const attempt = (currentCode: string) => put(token, { nomComplet: user.nomComplet, currentCode, newCode: "222222" });
    for (let i = 0; i < 5; i++) expect((await attempt("000000")).status).toBe(400);
    expect((await attempt("161803")).status).toBe(429);
  });

  it("stores a JPEG, PNG or WebP photo recognised by its content, serves it, and refuses the rest", async () => {
    const user = await createTestUser("PARTENAIRE");
    const token = await loginAs(user);
    for (const [bytes, mime] of [[JPEG, "image/jpeg"], [WEBP, "image/webp"], [PNG, "image/png"]] as const) {
      // the declared type is ignored: the bytes decide
      const res = await put(token, { nomComplet: user.nomComplet, profileImage: dataUrl(bytes, "image/gif") });
      expect(res.status).toBe(200);
      const url = res.body.data.user.photo as string;
      expect(url).toMatch(new RegExp(`^/api/users/${user.id}/photo\\?v=\\d+$`));
      const served = await call(photo, url, { token, params: { id: user.id } });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe(mime);
    }
    const served = await fetchBytes(user.id, token);
    expect(served.equals(PNG)).toBe(true);

    const text = await put(token, { nomComplet: user.nomComplet, profileImage: dataUrl(Buffer.from("<svg onload=alert(1)>"), "image/png") });
    expect(text.status).toBe(422);
    expect(text.body.message).toBe("Format d'image non pris en charge (JPEG, PNG ou WebP)");
    expect((await put(token, { nomComplet: user.nomComplet, profileImage: "photo.png" })).status).toBe(422);
    const huge = Buffer.concat([JPEG, Buffer.alloc(5 * 1024 * 1024)]);
    const big = await put(token, { nomComplet: user.nomComplet, profileImage: dataUrl(huge, "image/jpeg") });
    expect(big.status).toBe(422);
    expect(big.body.message).toBe("L'image ne doit pas dépasser 5MB");

    // others: the admin may see it, another partner may not; null removes it
    const admin = await createTestUser("ADMIN");
    expect((await call(photo, `/api/users/${user.id}/photo`, { token: await loginAs(admin), params: { id: user.id } })).status).toBe(200);
    const stranger = await createTestUser("PARTENAIRE");
    expect((await call(photo, `/api/users/${user.id}/photo`, { token: await loginAs(stranger), params: { id: user.id } })).status).toBe(403);
    const removed = await put(token, { nomComplet: user.nomComplet, profileImage: null });
    expect(removed.body.data.user.photo).toBeNull();
    expect((await call(photo, `/api/users/${user.id}/photo`, { token, params: { id: user.id } })).status).toBe(404);
  });

  it("needs a session", async () => {
    expect((await put("", { nomComplet: "Personne" })).status).toBe(401);
  });
});

async function fetchBytes(id: string, token: string): Promise<Buffer> {
  const { NextRequest } = await import("next/server");
  const res = await photo(new NextRequest(`http://localhost/api/users/${id}/photo`, { headers: { authorization: `Bearer ${token}` } }), {
    params: Promise.resolve({ id }),
  });
  return Buffer.from(await res.arrayBuffer());
}
