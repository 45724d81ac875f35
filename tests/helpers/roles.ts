// Tokens for the three roles, and the check that a call is refused to supervisors and partners.
import { expect } from "@jest/globals";
import type { CallResult } from "./http";
import { createTestUser, loginAs, type TestUser } from "./users";

export const DENIED = "Accès interdit. Vous n'avez pas les permissions nécessaires.";

export interface RoleTokens {
  admin: TestUser;
  adminToken: string;
  supervisor: TestUser;
  supervisorToken: string;
  partner: TestUser;
  partnerToken: string;
}

export async function roleTokens(): Promise<RoleTokens> {
  const admin = await createTestUser("ADMIN", { nomComplet: "Admin Test" });
  const supervisor = await createTestUser("SUPERVISEUR");
  const partner = await createTestUser("PARTENAIRE");
  return {
    admin,
    adminToken: await loginAs(admin),
    supervisor,
    supervisorToken: await loginAs(supervisor),
    partner,
    partnerToken: await loginAs(partner),
  };
}

/** A SUPERVISEUR and a PARTENAIRE token both get 403 with SPEC §8's text; nothing else runs. */
export async function expectStaffDenied(tokens: RoleTokens, attempt: (token: string) => Promise<CallResult>) {
  for (const token of [tokens.supervisorToken, tokens.partnerToken]) {
    const res = await attempt(token);
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, message: DENIED, code: "FORBIDDEN", data: null });
  }
  const anonymous = await attempt("");
  expect(anonymous.status).toBe(401);
}
