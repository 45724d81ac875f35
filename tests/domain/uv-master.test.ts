import { directEntryRule, holdsAccount, UV_MASTER_MESSAGES, withHeldAccounts } from "@/lib/domain/uv-master";

describe("who records a Début or a Fin on UV Master", () => {
  it("lets the admin record anything, and anyone any other account", () => {
    expect(directEntryRule("ADMIN", "UV_MASTER", "depot")).toEqual({ kind: "open" });
    expect(directEntryRule("ADMIN", "UV_MASTER", "retrait")).toEqual({ kind: "open" });
    expect(directEntryRule("SUPERVISEUR", "LIQUIDE", "depot")).toEqual({ kind: "open" });
    expect(directEntryRule("SUPERVISEUR", "WAVE", "retrait")).toEqual({ kind: "open" });
  });

  it("lets a supervisor count its Fin on a day he holds it, never add a Début", () => {
    expect(directEntryRule("SUPERVISEUR", "UV_MASTER", "retrait")).toEqual({ kind: "held", refusal: UV_MASTER_MESSAGES.notHeld });
    expect(directEntryRule("SUPERVISEUR", "UV_MASTER", "depot")).toEqual({ kind: "refused", refusal: UV_MASTER_MESSAGES.debutAdminOnly });
  });

  it("holds an account with a line of it, a zero one included", () => {
    expect(holdsAccount({ debut: { UV_MASTER: 0 }, sortie: {} }, "UV_MASTER")).toBe(true);
    expect(holdsAccount({ debut: {}, sortie: { UV_MASTER: 5 } }, "UV_MASTER")).toBe(true);
    expect(holdsAccount({ debut: { LIQUIDE: 5 }, sortie: {} }, "UV_MASTER")).toBe(false);
  });
});

describe("the single-entry form's accounts", () => {
  const mine = [{ code: "LIQUIDE" }, { code: "WAVE" }];
  const uv = { code: "UV_MASTER" };
  it("adds UV Master on a day he holds it, once", () => {
    expect(withHeldAccounts(mine, { debut: { UV_MASTER: 100_000 }, sortie: {} }, uv)).toEqual([...mine, uv]);
    expect(withHeldAccounts([...mine, uv], { debut: { UV_MASTER: 1 }, sortie: {} }, uv)).toEqual([...mine, uv]);
    expect(withHeldAccounts(mine, { debut: { LIQUIDE: 1 }, sortie: {} }, uv)).toBe(mine);
    expect(withHeldAccounts(mine, undefined, uv)).toBe(mine);
  });
});
