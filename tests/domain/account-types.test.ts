// The account types switched on: reading the stored setting, the view, the form's types.
import {
  accountCreationAllowed,
  accountTypeLabel,
  accountTypesView,
  DEFAULT_ACCOUNT_TYPES,
  formAccountTypesOf,
  inactiveTypeMessage,
  readAccountTypesSetting,
} from "@/lib/domain/account-types";

describe("readAccountTypesSetting", () => {
  it("answers the default when nothing usable is stored", () => {
    for (const stored of [null, undefined, "x", 5]) expect(readAccountTypesSetting(stored)).toEqual(DEFAULT_ACCOUNT_TYPES);
    expect(readAccountTypesSetting({})).toEqual(DEFAULT_ACCOUNT_TYPES);
    expect(readAccountTypesSetting({ active: "WAVE", autresLabel: "  " })).toEqual(DEFAULT_ACCOUNT_TYPES);
  });

  it("keeps known types in the market's order, once each, the cash always in", () => {
    expect(readAccountTypesSetting({ active: ["RIA", "WAVE", "RIA", "INCONNU", 3], autresLabel: " Tigo Cash " })).toEqual({
      active: ["LIQUIDE", "WAVE", "RIA"],
      autresLabel: "Tigo Cash",
    });
  });
});

describe("the views of the setting", () => {
  const setting = { active: ["LIQUIDE", "UV_MASTER", "FREE_MONEY", "AUTRES"] as never, autresLabel: "Tigo Cash" };

  it("answers every type with its state, and the active options", () => {
    const view = accountTypesView(setting);
    expect(view.allTypes).toHaveLength(9);
    expect(view.allTypes[0]).toEqual({ value: "LIQUIDE", label: "Liquide (Cash)", icon: "💵", isActive: true, canCustomizeLabel: false, canToggle: false });
    expect(view.allTypes.find((t) => t.value === "WAVE")).toMatchObject({ isActive: false, canToggle: true });
    expect(view.activeOptions).toEqual([
      { value: "LIQUIDE", label: "Liquide (Cash)" },
      { value: "UV_MASTER", label: "UV Master" },
      { value: "FREE_MONEY", label: "Free Money" },
      { value: "AUTRES", label: "Tigo Cash" },
    ]);
    expect(view.autresLabel).toBe("Tigo Cash");
  });

  it("offers UV Master to the admin, to a supervisor on a day he holds it (while it is on), and names a type switched off", () => {
    expect(formAccountTypesOf(setting, "SUPERVISEUR").map((t) => t.code)).toEqual(["LIQUIDE", "FREE_MONEY", "AUTRES"]);
    const allocated = { debut: { UV_MASTER: 100_000 }, sortie: {} };
    expect(formAccountTypesOf(setting, "SUPERVISEUR", allocated).map((t) => t.code)).toEqual(["LIQUIDE", "FREE_MONEY", "AUTRES", "UV_MASTER"]);
    expect(formAccountTypesOf(setting, "SUPERVISEUR", { debut: { LIQUIDE: 1 }, sortie: {} }).map((t) => t.code)).toEqual(["LIQUIDE", "FREE_MONEY", "AUTRES"]);
    expect(formAccountTypesOf({ ...setting, active: ["LIQUIDE"] as never }, "SUPERVISEUR", allocated).map((t) => t.code)).toEqual(["LIQUIDE"]);
    expect(formAccountTypesOf(setting, "ADMIN").find((t) => t.code === "UV_MASTER")).toMatchObject({ adminOnly: true });
    expect(accountTypeLabel("AUTRES", setting)).toBe("Tigo Cash");
    expect(inactiveTypeMessage("RIA", setting)).toContain("RIA est désactivé");
    // SPEC's accounts are always opened; a market type only while on
    expect(accountCreationAllowed("WAVE", setting)).toBe(true);
    expect(accountCreationAllowed("RIA", setting)).toBe(false);
    expect(accountCreationAllowed("FREE_MONEY", setting)).toBe(true);
  });
});
