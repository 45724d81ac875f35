// The shared schemas refuse what they used to coerce, with French messages, and still accept what the forms send.
import { loginSchema, REQUIRED_FIELDS_MESSAGE } from "@/lib/validation/auth";
import { BODY_MESSAGE, day, flag, phone, text, uuid, wholeNumber, sameMessage } from "@/lib/validation/fields";
import { accountUpdateSchema, createAccountSchema, historyQuerySchema, lineDeleteSchema, lineResetSchema, LINE_VALIDATION } from "@/lib/validation/lines";
import { profileUpdateSchema } from "@/lib/validation/profile";
import { entitySearchSchema, transactionDeleteSchema, transactionFilterSchema, transactionUpdateSchema } from "@/lib/validation/transaction-filters";
import { formMissing, transactionPayloadSchema, transactionProblems, TX_PROBLEMS } from "@/lib/validation/transactions";
import { createUserSchema, partnersQuery, registerRequestSchema, USER_MESSAGES } from "@/lib/validation/users";

const ID = "0b7f1a2c-3d4e-4f5a-8b9c-0d1e2f3a4b5c";
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];
const COERCED = [true, [5], "0x10", "1e3", "", "  ", 1.5, -1, "-1", "1 000", {}, null];

describe("building blocks", () => {
  it("wholeNumber answers the number or one message per problem", () => {
    const schema = wholeNumber({ min: 1, max: 10 }, { missing: "m", format: "f", negative: "n", fraction: "d", too_small: "s", too_large: "l" });
    expect(schema.parse("7")).toBe(7);
    expect(schema.parse(7)).toBe(7);
    expect([true, "", 1.5, -1, 0, 11].map((v) => messages(schema.safeParse(v))[0])).toEqual(["f", "m", "d", "n", "s", "l"]);
    expect(Object.values(sameMessage("x"))).toEqual(["x", "x", "x", "x", "x", "x"]);
  });

  it("text trims, bounds and refuses control characters; numbers and booleans are not text", () => {
    const schema = text({ min: 2, max: 5, type: "type", short: "court", long: "long", chars: "chars" });
    expect(schema.parse("  abc ")).toBe("abc");
    expect(messages(schema.safeParse("a"))).toEqual(["court"]);
    expect(messages(schema.safeParse("abcdef"))).toEqual(["long"]);
    expect(messages(schema.safeParse("a\u0000b"))).toEqual(["chars"]);
    for (const value of [12345, true, ["ab"], { a: 1 }, null, undefined]) expect(messages(schema.safeParse(value))).toEqual(["type"]);
    const multiline = text({ max: 50, type: "t", long: "l", chars: "c", multiline: true });
    expect(multiline.parse("ligne 1\nligne 2")).toBe("ligne 1\nligne 2");
    expect(messages(text({ max: 50, type: "t", long: "l", chars: "c" }).safeParse("ligne 1\nligne 2"))).toEqual(["c"]);
    expect(messages(text({ min: 1, max: 5, type: "t", long: "l", chars: "c" }).safeParse(""))).toEqual(["t"]);
  });

  it("uuid answers lower case; day, phone and flag are strict", () => {
    expect(uuid("x").parse(ID.toUpperCase())).toBe(ID);
    for (const value of ["-".repeat(36), "abc", 5, [ID]]) expect(messages(uuid("x").safeParse(value))).toEqual(["x"]);
    const d = day({ format: "format", invalid: "invalide" });
    expect(d.parse("2026-11-22")).toBe("2026-11-22");
    expect(["22/11/2026", "2026-1-1", 20261122, ""].map((v) => messages(d.safeParse(v)))).toEqual([["format"], ["format"], ["format"], ["format"]]);
    expect(["2026-02-30", "1999-12-31", "9999-12-31"].map((v) => messages(d.safeParse(v)))).toEqual([["invalide"], ["invalide"], ["invalide"]]);
    const p = phone({ missing: "manquant", invalid: "invalide" });
    expect(p.parse("+221 77 123 45 67")).toBe("221771234567");
    expect([undefined, null, "", "  "].map((v) => messages(p.safeParse(v)))).toEqual([["manquant"], ["manquant"], ["manquant"], ["manquant"]]);
    expect(["77a123456", "1234567", "7".repeat(16), 771234567, "7".repeat(40)].map((v) => messages(p.safeParse(v)))).toEqual([["invalide"], ["invalide"], ["invalide"], ["invalide"], ["invalide"]]);
    expect(flag("x").parse("1")).toBe(true);
    expect(flag("x").parse(undefined)).toBe(false);
    expect(messages(flag("x").safeParse("yes"))).toEqual(["x"]);
  });

  it("a body that is not a JSON object gets one French message", () => {
    for (const value of [null, [], ["a"], "texte", 42, true]) {
      expect(messages(loginSchema.safeParse(value))).toEqual([BODY_MESSAGE]);
      expect(messages(transactionPayloadSchema.safeParse(value))).toEqual([BODY_MESSAGE]);
    }
  });
});

describe("line values (SPEC §5 'Account lines')", () => {
  it("accept a number or a string of digits, 0 to 999,999,999", () => {
    expect(lineResetSchema.parse({ accountKey: "LIQUIDE" })).toEqual({ accountKey: "LIQUIDE", newValue: 0 });
    expect(lineResetSchema.parse({ accountKey: "LIQUIDE", newValue: "250" }).newValue).toBe(250);
    expect(accountUpdateSchema.parse({ accountType: "debut", accountKey: "WAVE", newValue: 999_999_999, updatedBy: "ADMIN", updatedAt: "2026-11-22T10:00:00.000Z" }).newValue).toBe(999_999_999);
  });

  it("refuse every coercion with SPEC's words", () => {
    for (const newValue of COERCED) {
      const result = accountUpdateSchema.safeParse({ accountType: "debut", accountKey: "WAVE", newValue });
      expect(result.success).toBe(false);
    }
    const reset = (newValue: unknown) => messages(lineResetSchema.safeParse({ accountKey: "LIQUIDE", newValue }));
    expect(reset(-5)).toEqual([LINE_VALIDATION.resetNegative]);
    expect(reset(1_000_000_000)).toEqual([LINE_VALIDATION.tooHigh]);
    expect(reset(1.5)).toEqual([LINE_VALIDATION.integer]);
    expect(reset(true)).toEqual([LINE_VALIDATION.value]);
    expect(reset("")).toEqual([LINE_VALIDATION.value]);
    expect(messages(createAccountSchema.safeParse({ supervisorId: ID, accountType: "WAVE", initialBalance: "0x10" }))).toEqual([LINE_VALIDATION.value]);
  });

  it("bound the account key, refuse its control characters, check the supervisor id and the day", () => {
    expect(messages(lineDeleteSchema.safeParse({ accountKey: "x".repeat(1_000_000) }))).toEqual([LINE_VALIDATION.keyLong]);
    expect(messages(lineDeleteSchema.safeParse({ accountKey: "LIQ\u0000UIDE" }))).toEqual([LINE_VALIDATION.keyChars]);
    expect(messages(lineDeleteSchema.safeParse({ accountKey: "  " }))).toEqual([LINE_VALIDATION.key]);
    expect(messages(lineDeleteSchema.safeParse({ accountKey: 5 }))).toEqual([LINE_VALIDATION.key]);
    expect(messages(lineDeleteSchema.safeParse({ accountKey: "LIQUIDE", date: "2026-02-30" }))).toEqual(["Date invalide"]);
    expect(messages(createAccountSchema.safeParse({ supervisorId: "-".repeat(36), accountType: "WAVE" }))).toEqual([LINE_VALIDATION.supervisorInvalid]);
    expect(createAccountSchema.parse({ supervisorId: ID.toUpperCase(), accountType: "WAVE" }).supervisorId).toBe(ID);
  });

  it("bound page numbers: digits only, 1 to the maximum", () => {
    expect(historyQuerySchema.parse({ page: "3", limit: "50" })).toMatchObject({ page: 3, limit: 50 });
    for (const page of ["0", "-1", "1e3", "0x10", "", "1.5", "100001", "9".repeat(30)]) expect(historyQuerySchema.safeParse({ page }).success).toBe(false);
    expect(historyQuerySchema.safeParse({ limit: "101" }).success).toBe(false);
  });
});

describe("transactions", () => {
  const payload = (over: Record<string, unknown> = {}) => ({ superviseurId: ID, typeOperation: "depot", montant: 1500, typeCompte: "LIQUIDE", ...over });

  it("accepts what the form sends: a number, or digits without the thousands spaces", () => {
    expect(transactionPayloadSchema.parse(payload()).montant).toBe(1500);
    expect(transactionPayloadSchema.parse(payload({ montant: "1500", superviseurId: ID.toUpperCase() }))).toMatchObject({ montant: 1500, superviseurId: ID });
  });

  it("refuses every coercion of the amount, in the admin check's words", () => {
    for (const montant of COERCED) expect(transactionPayloadSchema.safeParse(payload({ montant })).success).toBe(false);
    expect(transactionProblems(payload({ montant: "1 500" }))).toEqual([TX_PROBLEMS.amountFormat]);
    expect(transactionProblems(payload({ montant: 1.5 }))).toEqual([TX_PROBLEMS.amountWhole]);
    expect(transactionProblems(payload({ montant: 0 }))).toEqual([TX_PROBLEMS.amount]);
    expect(transactionProblems(payload({ montant: 1_000_000_000 }))).toEqual([TX_PROBLEMS.amountTooHigh]);
  });

  it("checks the ids and the texts before they reach the database", () => {
    expect(transactionProblems(payload({ superviseurId: "-".repeat(36) }))).toEqual([TX_PROBLEMS.supervisorInvalid]);
    expect(transactionProblems(payload({ typeCompte: undefined, partenaireId: "1 OR 1=1" }))).toEqual([TX_PROBLEMS.partnerInvalid]);
    expect(messages(transactionPayloadSchema.safeParse(payload({ typeCompte: undefined, partenaireNom: "Client\u0000Libre" })))).toEqual([TX_PROBLEMS.nameChars]);
    expect(messages(transactionPayloadSchema.safeParse(payload({ description: "x".repeat(501) })))).toEqual([TX_PROBLEMS.descriptionLong]);
    expect(transactionPayloadSchema.parse(payload({ description: "ligne 1\nligne 2" })).description).toBe("ligne 1\nligne 2");
  });

  it("keeps the form's completeness rule on the typed, grouped amount", () => {
    const form = { operationType: "direct" as const, superviseurId: ID, typeOperation: "depot", montant: "1\u00a0500", typeCompte: "LIQUIDE", partenaireId: "", partenaireNom: "", needsSupervisor: false };
    expect(formMissing(form)).toBe(false);
    expect(formMissing({ ...form, montant: "" })).toBe(true);
  });

  it("edit and delete: strict amount, clean description and reason", () => {
    expect(transactionUpdateSchema.parse({ montant: "2000" })).toEqual({ montant: 2000 });
    for (const montant of COERCED) expect(transactionUpdateSchema.safeParse({ montant }).success).toBe(false);
    expect(messages(transactionUpdateSchema.safeParse({}))).toEqual(["Aucune modification détectée"]);
    expect(transactionUpdateSchema.parse({ description: null })).toEqual({ description: null });
    expect(transactionUpdateSchema.safeParse({ description: "a\u001bb" }).success).toBe(false);
    expect(messages(transactionDeleteSchema.safeParse({ reason: "  " }))).toEqual(["Veuillez fournir une raison pour la suppression"]);
    expect(transactionDeleteSchema.safeParse({ reason: "doublon\u0000" }).success).toBe(false);
    expect(transactionDeleteSchema.safeParse({ reason: 42 }).success).toBe(false);
  });

  it("filters: strict pages, ids and search terms", () => {
    expect(transactionFilterSchema.parse({})).toMatchObject({ period: "today", page: 1, limit: 200 });
    expect(transactionFilterSchema.parse({ supervisorId: "", operatorId: "all", search: "  " })).toMatchObject({ supervisorId: undefined, operatorId: undefined, search: undefined });
    for (const bad of [{ page: "1e3" }, { limit: "501" }, { supervisorId: "-".repeat(36) }, { search: "a\u0000" }, { search: "x".repeat(101) }]) {
      expect(transactionFilterSchema.safeParse(bad).success).toBe(false);
    }
    expect(entitySearchSchema.parse({})).toEqual({ q: "", type: "supervisors", limit: 20 });
    expect(entitySearchSchema.safeParse({ limit: "0x10" }).success).toBe(false);
  });
});

describe("people", () => {
  it("phones: 8 to 15 digits, stored normalised", () => {
    const request = { nomComplet: "Awa Ndiaye", telephone: "+221 77 123 45 67", adresse: "Pikine" };
    expect(registerRequestSchema.parse(request)).toMatchObject({ telephone: "221771234567", message: null });
    expect(messages(registerRequestSchema.safeParse({ ...request, telephone: "77a1234567" }))).toEqual([USER_MESSAGES.phone]);
    expect(messages(registerRequestSchema.safeParse({ ...request, telephone: "1234567" }))).toEqual([USER_MESSAGES.phone]);
    expect(messages(registerRequestSchema.safeParse({ ...request, telephone: "" }))).toEqual([REQUIRED_FIELDS_MESSAGE]);
    expect(messages(createUserSchema.safeParse({ nomComplet: "Awa", telephone: 771234567, role: "PARTENAIRE" }))).toEqual([USER_MESSAGES.phone]);
  });

  it("names, addresses and messages: strings, bounded, without control characters", () => {
    const request = { nomComplet: "Awa Ndiaye", telephone: "771234567", adresse: "Pikine" };
    expect(messages(registerRequestSchema.safeParse({ ...request, nomComplet: "Awa\u0000" }))).toEqual([USER_MESSAGES.nameChars]);
    expect(messages(registerRequestSchema.safeParse({ ...request, nomComplet: 12345 }))).toEqual([REQUIRED_FIELDS_MESSAGE]);
    expect(messages(registerRequestSchema.safeParse({ ...request, adresse: "x".repeat(256) }))).toEqual([USER_MESSAGES.addressLong]);
    expect(messages(registerRequestSchema.safeParse({ ...request, message: ["a"] }))).toEqual([USER_MESSAGES.message]);
    expect(registerRequestSchema.parse({ ...request, message: "Bonjour,\nje tiens une boutique." }).message).toBe("Bonjour,\nje tiens une boutique.");
    expect(messages(createUserSchema.safeParse({ nomComplet: "Awa", telephone: "771234567", role: "PARTENAIRE", adresse: "a\u202eb" }))).toEqual([USER_MESSAGES.addressChars]);
  });

  it("list queries: strict page numbers", () => {
    expect(partnersQuery.parse({ page: "2", limit: "500" })).toMatchObject({ page: 2, limit: 100 });
    for (const page of ["0", "1e3", "", " 1", "abc"]) expect(partnersQuery.safeParse({ page }).success).toBe(false);
  });

  it("login: a phone that cannot be one is refused, the code is a short clean string", () => {
    expect(loginSchema.parse({ telephone: " 77 000 00 00", Code: "123456" })).toEqual({ telephone: "770000000", Code: "123456" });
    expect(messages(loginSchema.safeParse({ telephone: "abc", Code: "123456" }))).toEqual([USER_MESSAGES.phone]);
    expect(loginSchema.safeParse({ telephone: "770000000", Code: "1".repeat(21) }).success).toBe(false);
    expect(loginSchema.safeParse({ telephone: "770000000", Code: 123456 }).success).toBe(false);
  });

  it("profile: locked fields and codes are short strings, the photo a clean one", () => {
    expect(profileUpdateSchema.parse({ nomComplet: "Awa", telephone: "771234567", role: null })).toMatchObject({ telephone: "771234567", role: null });
    for (const bad of [{ telephone: 771234567 }, { telephone: "77a1234567" }, { role: ["ADMIN"] }, { confirmCode: "1".repeat(1000) }, { profileImage: "data:image/png;base64,\u0000" }, { nomComplet: "A\u0007wa" }]) {
      expect(profileUpdateSchema.safeParse({ nomComplet: "Awa", ...bad }).success).toBe(false);
    }
  });
});
