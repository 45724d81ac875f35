import { isProtectedPath, pageAccess, PROFILE_PATHS } from "@/lib/domain/routes";

describe("SPEC §2 route table", () => {
  it.each([
    ["/admin", "ADMIN"],
    ["/admin/users", "ADMIN"],
    ["/admin/transactions", "ADMIN"],
    ["/admin/transactions", "SUPERVISEUR"],
    ["/admin/settings", "ADMIN"],
    ["/supervisor", "SUPERVISEUR"],
    ["/supervisor/transactions", "SUPERVISEUR"],
    ["/partner", "PARTENAIRE"],
    ["/partner/orders", "PARTENAIRE"],
  ] as const)("%s is open to %s", (path, role) => {
    expect(pageAccess(path, role)).toEqual({ allow: true });
  });

  it.each([
    ["/admin", "SUPERVISEUR", "/auth", false],
    ["/admin", "PARTENAIRE", "/auth", false],
    ["/admin/users", "SUPERVISEUR", "/auth", false],
    ["/admin/settings", "SUPERVISEUR", "/auth", false],
    ["/admin/settings", "PARTENAIRE", "/auth", false],
    // refused with the toast, sent to /admin, which a partner cannot open either
    ["/admin/transactions", "PARTENAIRE", "/auth", true],
    ["/supervisor", "ADMIN", "/auth", false],
    ["/supervisor/transactions", "PARTENAIRE", "/auth", true],
    ["/supervisor/transactions", "ADMIN", "/auth", true],
    ["/partner", "ADMIN", "/auth", false],
    ["/partner/settings", "SUPERVISEUR", "/auth", false],
  ] as const)("%s refuses %s -> %s (toast %s)", (path, role, redirect, denied) => {
    expect(pageAccess(path, role)).toEqual({ allow: false, redirect, denied });
  });

  it("sends a visitor without a session to /auth", () => {
    expect(pageAccess("/admin", null)).toEqual({ allow: false, redirect: "/auth", denied: false });
    expect(pageAccess("/partner/profile", null)).toEqual({ allow: false, redirect: "/auth", denied: false });
  });

  it("opens the four profile paths to every role", () => {
    for (const path of PROFILE_PATHS) {
      for (const role of ["ADMIN", "SUPERVISEUR", "PARTENAIRE"] as const) expect(pageAccess(path, role)).toEqual({ allow: true });
    }
  });

  it("leaves public and unknown paths alone", () => {
    for (const path of ["/", "/auth", "/nope", "/administration", "/superviseur/x"]) {
      expect(isProtectedPath(path)).toBe(false);
      expect(pageAccess(path, null)).toEqual({ allow: true });
    }
  });
});
