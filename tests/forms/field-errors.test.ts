// The field errors' helper: a zod error becomes { field: message }, the server's message goes under its field
// when it belongs to one, and the first invalid field in the page's order takes the focus.
import { errorIdOf, fieldErrors, focusFirst, invalidProps, serverFieldErrors } from "@/lib/forms/field-errors";
import { PROFILE_MESSAGES, profileFormSchema } from "@/lib/validation/profile";
import { createUserSchema, USER_MESSAGES } from "@/lib/validation/users";

describe("fieldErrors", () => {
  it("keeps the first message of each field, from the shared schema's issues", () => {
    const parsed = createUserSchema.safeParse({ nomComplet: "A", telephone: "12", adresse: "", role: undefined });
    expect(parsed.success).toBe(false);
    expect(fieldErrors(parsed.error!.issues)).toEqual({
      nomComplet: USER_MESSAGES.nameShort,
      telephone: USER_MESSAGES.phone,
      role: USER_MESSAGES.missing,
    });
  });

  it("puts the profile's code problems under each code field", () => {
    const parsed = profileFormSchema.safeParse({ nomComplet: "Awa Ndiaye", adresse: "", currentCode: "12", newCode: "123456", confirmCode: "654321" });
    expect(fieldErrors(parsed.error!.issues)).toEqual({ currentCode: PROFILE_MESSAGES.currentCode, confirmCode: PROFILE_MESSAGES.mismatch });
  });

  it("gives an issue without a path to the fallback field, or drops it", () => {
    const issues = [{ path: [], message: "Données invalides" }, { path: ["montant", 0], message: "Montant requis" }, { path: ["montant"], message: "second" }];
    expect(fieldErrors(issues, "form")).toEqual({ form: "Données invalides", montant: "Montant requis" });
    expect(fieldErrors(issues)).toEqual({ montant: "Montant requis" });
  });
});

describe("serverFieldErrors", () => {
  const known = { telephone: [USER_MESSAGES.phone, "Ce numéro est déjà utilisé"], nomComplet: [USER_MESSAGES.nameShort] };

  it("puts a message that belongs to one field under it", () => {
    expect(serverFieldErrors("Ce numéro est déjà utilisé", known)).toEqual({ telephone: "Ce numéro est déjà utilisé" });
  });

  it("splits the API's list of validation messages over their fields", () => {
    expect(serverFieldErrors(`${USER_MESSAGES.nameShort}, ${USER_MESSAGES.phone}`, known)).toEqual({
      nomComplet: USER_MESSAGES.nameShort,
      telephone: USER_MESSAGES.phone,
    });
  });

  it("answers null for a message of no field (it stays a toast)", () => {
    expect(serverFieldErrors("Session expirée", known)).toBeNull();
    expect(serverFieldErrors(`${USER_MESSAGES.phone}, Session expirée`, known)).toBeNull();
    expect(serverFieldErrors(undefined, known)).toBeNull();
  });
});

describe("focusFirst", () => {
  /** Elements placed at a position in the page, compared like the DOM does (2: the other one precedes). */
  function page(order: string[]) {
    const focused: string[] = [];
    const elements = new Map(
      order.map((id, index) => [
        id,
        { id, focus: () => focused.push(id), compareDocumentPosition: (other: { id: string }) => (order.indexOf(other.id) < index ? 2 : 4) },
      ]),
    );
    return { root: { getElementById: (id: string) => elements.get(id) ?? null } as unknown as Document, focused };
  }

  it("focuses the first invalid field in the page's order, whatever the order of the errors", () => {
    const { root, focused } = page(["nom", "telephone", "adresse", "role"]);
    expect(focusFirst(["role", "adresse", "telephone"], root)).toBe("telephone");
    expect(focused).toEqual(["telephone"]);
  });

  it("skips a field not on the page, and focuses nothing without errors", () => {
    const { root, focused } = page(["nom", "telephone"]);
    expect(focusFirst(["absent", "telephone"], root)).toBe("telephone");
    expect(focusFirst([], root)).toBeNull();
    expect(focused).toEqual(["telephone"]);
  });
});

describe("invalidProps", () => {
  it("marks the field and points to its message, keeping a hint", () => {
    expect(invalidProps("create-nom", "Trop court")).toEqual({ "aria-invalid": true, "aria-describedby": errorIdOf("create-nom") });
    expect(invalidProps("code", "Trop court", "code-hint")).toEqual({ "aria-invalid": true, "aria-describedby": "code-error code-hint" });
    expect(invalidProps("code", undefined, "code-hint")).toEqual({ "aria-invalid": undefined, "aria-describedby": "code-hint" });
    expect(invalidProps("code", undefined)).toEqual({ "aria-invalid": undefined, "aria-describedby": undefined });
  });
});
