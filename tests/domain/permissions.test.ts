import { can, DEFAULT_DENIAL, denialMessage, PERMISSIONS, type Permission } from "@/lib/domain/permissions";

describe("role -> permission table", () => {
  const admin: Permission[] = Object.keys(PERMISSIONS) as Permission[];

  it("gives the admin every permission except the partner's own dashboard and a supervisor's word on his own écart", () => {
    for (const p of admin) expect(can("ADMIN", p)).toBe(p !== "dashboard:partner" && p !== "reconciliation:comment");
  });

  it.each([
    ["transactions:create", true],
    ["transactions:read", true],
    ["transactions:modify", true],
    ["lines:delete", true],
    ["lines:reset", true],
    ["dashboard:supervisor", true],
    ["lines:set", false],
    ["accounts:create", false],
    ["users:manage", false],
    ["users:codes", false],
    ["exports:run", false],
    ["audit:read", false],
    ["transactions:create-for-any", false],
    ["dashboard:admin", false],
  ] as const)("supervisor %s -> %s", (permission, allowed) => {
    expect(can("SUPERVISEUR", permission)).toBe(allowed);
  });

  it("lets a partner reach only his profile, his notifications, his dashboard and his balance", () => {
    const allowed = admin.filter((p) => can("PARTENAIRE", p)).sort();
    // partners:balance: his own only; the service refuses him anyone else's
    expect(allowed).toEqual(["dashboard:own", "dashboard:partner", "notifications:read", "partners:balance", "profile:read", "profile:update"]);
  });

  it("refuses everything to no role", () => {
    for (const p of admin) expect(can(null, p)).toBe(false);
    expect(can(undefined, "profile:read")).toBe(false);
  });

  it("uses SPEC §6's words where SPEC gives them", () => {
    expect(denialMessage("accounts:create")).toBe("Seuls les administrateurs peuvent créer des comptes");
    expect(denialMessage("lines:delete")).toBe("Permissions insuffisantes");
    expect(denialMessage("users:manage")).toBe(DEFAULT_DENIAL);
    expect(DEFAULT_DENIAL).toBe("Accès interdit. Vous n'avez pas les permissions nécessaires.");
  });
});
