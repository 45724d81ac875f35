// Test users created through the real service, and logged in through the real login route.
import { eq } from "drizzle-orm";
import { POST as login } from "@/app/api/users/login/route";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import type { Role } from "@/lib/domain/constants";
import { newAccessCode } from "@/lib/auth/codes";
import { insertUser, type PublicUser } from "@/lib/services/users";
import { call } from "./http";

let counter = 0;
/** One sealing per code: users made with the same code share its hash (a salt reused among test users only). */
const sealedCodes = new Map<string, ReturnType<typeof newAccessCode>>();
const sealedOnce = (code: string) => {
  if (!sealedCodes.has(code)) sealedCodes.set(code, newAccessCode(code));
  return sealedCodes.get(code)!;
};

export interface TestUser extends PublicUser {
  code: string;
}

export async function createTestUser(
  role: Role,
  overrides: { nomComplet?: string; telephone?: string; code?: string; status?: "ACTIVE" | "SUSPENDED" | "suspended" } = {},
): Promise<TestUser> {
  // read before any await: users created side by side each get their own number
  const n = (counter += 1);
  const code = overrides.code ?? String(100000 + n * 7919).slice(-6);
  const telephone = overrides.telephone ?? `7${String(Date.now() % 1e4).padStart(4, "0")}${String(n).padStart(4, "0")}`;
  const user = await insertUser(await getDb(), {
    nomComplet: overrides.nomComplet ?? `${role.toLowerCase()} test ${n}`,
    telephone,
    role,
    code: await sealedOnce(code),
    status: overrides.status,
  });
  return { ...user, code };
}

export async function loginAs(user: { telephone: string; code: string }, address = "10.0.0.1") {
  const res = await call(login, "/api/users/login", {
    body: { telephone: user.telephone, Code: user.code },
    address,
  });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.token as string;
}

export async function setStatus(id: string, status: "ACTIVE" | "SUSPENDED") {
  await (await getDb()).update(users).set({ status }).where(eq(users.id, id));
}

/** The SessionUser a service receives for a test user. */
export const asActor = (user: PublicUser) => ({ id: user.id, nomComplet: user.nomComplet, telephone: user.telephone, role: user.role });
