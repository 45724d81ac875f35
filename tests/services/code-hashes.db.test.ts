// Access-code hashes of older scrypt parameters are rewritten with today's (lib/services/code-hashes.ts):
// from the encrypted copy at start, from the typed code at login when that copy is unreadable; never over a
// code changed meanwhile; nothing else of the account changes.
import { eq } from "drizzle-orm";
import { encryptAccessCode, hashAccessCode, hashIsCurrent, SCRYPT } from "@/lib/auth/codes";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { rewriteCodeHash, upgradeCodeHashes } from "@/lib/services/code-hashes";
import { createTestUser, loginAs } from "../helpers/users";
import { hashAtProductionCost } from "../setup/scrypt";

// this file is about the parameters the app ships with
hashAtProductionCost();

const OLD = { N: 16384, r: 8, p: 1, keylen: 32 };

async function account(id: string) {
  const [row] = await (await getDb()).select({ codeHash: users.codeHash, codeCipher: users.codeCipher, tokenVersion: users.tokenVersion }).from(users).where(eq(users.id, id));
  return row!;
}

async function giveOldHash(id: string, code: string, cipher = encryptAccessCode(code)) {
  const codeHash = await hashAccessCode(code, OLD);
  await (await getDb()).update(users).set({ codeHash, codeCipher: cipher }).where(eq(users.id, id));
  return codeHash;
}

describe("access-code hashes of older parameters", () => {
  it("today's parameters are 2^15 x 8 (32 MiB: the block goes back to the system after each hash)", async () => {
    expect(SCRYPT).toEqual({ N: 32768, r: 8, p: 1, keylen: 32 });
    expect(128 * SCRYPT.N * SCRYPT.r).toBeGreaterThanOrEqual(32 * 1024 * 1024);
    expect(hashIsCurrent(await hashAccessCode("123456"))).toBe(true);
    expect(hashIsCurrent(await hashAccessCode("123456", OLD))).toBe(false);
    expect(hashIsCurrent("plain")).toBe(false);
    expect(hashIsCurrent(`scrypt$32768$8$1$c2FsdA==$${Buffer.alloc(16).toString("base64")}`)).toBe(false); // short key
  });

  it("the start rewrites them from the encrypted copy: same code, same token version, the login still works", async () => {
    const user = await createTestUser("SUPERVISEUR");
    const old = await giveOldHash(user.id, user.code);
    const before = await account(user.id);

    const report = await upgradeCodeHashes(await getDb());
    expect(report.rewritten).toBeGreaterThanOrEqual(1);
    const after = await account(user.id);
    expect(after.codeHash).not.toBe(old);
    expect(hashIsCurrent(after.codeHash)).toBe(true);
    expect(after.codeCipher).toBe(before.codeCipher);
    expect(after.tokenVersion).toBe(before.tokenVersion);
    expect(await loginAs(user)).toBeTruthy();

    // a second pass has nothing left to do for this account
    const again = await upgradeCodeHashes(await getDb());
    expect((await account(user.id)).codeHash).toBe(after.codeHash);
    expect(again.rewritten).toBe(0);
  });

  it("an unreadable encrypted copy is left for the login, which rewrites it from the code just checked", async () => {
    const user = await createTestUser("PARTENAIRE");
    const old = await giveOldHash(user.id, user.code, "v1:garbage:garbage:garbage");

    const report = await upgradeCodeHashes(await getDb());
    expect(report.unreadable).toBeGreaterThanOrEqual(1);
    expect((await account(user.id)).codeHash).toBe(old);

    // a wrong code rewrites nothing
    await expect(loginAs({ telephone: user.telephone, code: user.code === "000000" ? "111111" : "000000" })).rejects.toThrow(/401/);
    expect((await account(user.id)).codeHash).toBe(old);

    expect(await loginAs(user)).toBeTruthy();
    const after = await account(user.id);
    expect(hashIsCurrent(after.codeHash)).toBe(true);
    expect(await loginAs(user)).toBeTruthy();
  });

  it("never overwrites a code changed meanwhile", async () => {
    const user = await createTestUser("SUPERVISEUR");
    const old = await giveOldHash(user.id, user.code);
    // the code changes between the read and the rewrite
    const changed = await hashAccessCode("246802");
    await (await getDb()).update(users).set({ codeHash: changed }).where(eq(users.id, user.id));
    expect(await rewriteCodeHash(await getDb(), user.id, old, user.code)).toBe(false);
    expect((await account(user.id)).codeHash).toBe(changed);
    expect(await loginAs({ telephone: user.telephone, code: "246802" })).toBeTruthy();
  });

  it("stops when the server stops", async () => {
    const user = await createTestUser("SUPERVISEUR");
    const old = await giveOldHash(user.id, user.code);
    const report = await upgradeCodeHashes(await getDb(), () => true);
    expect(report.rewritten).toBe(0);
    expect((await account(user.id)).codeHash).toBe(old);
  });
});
