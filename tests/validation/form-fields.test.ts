// The shared schemas the forms show field by field: the custom date (date dialog and server), the transaction
// check's problems with their fields (the server's message unchanged), the delete reason.
import { fieldErrors } from "@/lib/forms/field-errors";
import { customDateSchema } from "@/lib/validation/custom-date";
import { DATE_MESSAGES } from "@/lib/validation/lines";
import { transactionDeleteSchema } from "@/lib/validation/transaction-filters";
import { fieldIssues, INVALID_DATA_PREFIX, transactionPayloadSchema, TX_PROBLEMS } from "@/lib/validation/transactions";

const TODAY = "2026-11-24";
const SUPERVISOR = "0b5c2a3e-3f4a-4b7a-9a59-2f3a1c9d8e70";

describe("customDateSchema", () => {
  it("accepts a day of the last 365, today included", () => {
    expect(customDateSchema(TODAY).safeParse({ date: TODAY })).toEqual({ success: true, data: { date: TODAY } });
    expect(customDateSchema(TODAY).safeParse({ date: "2025-11-24" }).success).toBe(true);
  });

  it("says each problem under the date, in each dashboard's words", () => {
    const problem = (date: string | undefined, variant?: "admin" | "supervisor") => {
      const parsed = customDateSchema(TODAY, variant).safeParse({ date });
      return parsed.success ? null : fieldErrors(parsed.error.issues);
    };
    expect(problem(undefined)).toEqual({ date: DATE_MESSAGES.missing });
    expect(problem("", "supervisor")).toEqual({ date: DATE_MESSAGES.missingSupervisor });
    expect(problem("2026-11-25")).toEqual({ date: DATE_MESSAGES.future });
    expect(problem("2026-11-25", "supervisor")).toEqual({ date: DATE_MESSAGES.futureSupervisor });
    expect(problem("2025-11-23")).toEqual({ date: DATE_MESSAGES.tooOld });
    expect(problem("24/11/2026")).toEqual({ date: DATE_MESSAGES.format });
    expect(problem("2026-02-30")).toEqual({ date: DATE_MESSAGES.invalid });
  });
});

describe("transactionPayloadSchema, field by field", () => {
  it("keeps the server's one message and spreads its problems over their fields", () => {
    const parsed = transactionPayloadSchema.safeParse({ superviseurId: SUPERVISOR, typeOperation: "depot", montant: 1_000_000_000, partenaireNom: "A" });
    expect(parsed.success).toBe(false);
    expect(parsed.error!.issues.map((i) => i.message)).toEqual([`${INVALID_DATA_PREFIX}${TX_PROBLEMS.amountTooHigh}, ${TX_PROBLEMS.nameShort}`]);
    expect(fieldErrors(fieldIssues(parsed.error!.issues))).toEqual({ montant: TX_PROBLEMS.amountTooHigh, partenaireNom: TX_PROBLEMS.nameShort });
  });

  it("gives the account and the supervisor their own problems", () => {
    const parsed = transactionPayloadSchema.safeParse({ typeOperation: "depot", montant: 5_000 });
    expect(fieldErrors(fieldIssues(parsed.error!.issues))).toEqual({ superviseurId: TX_PROBLEMS.supervisor, typeCompte: TX_PROBLEMS.accountType });
  });

  it("leaves a field's own type problem under that field", () => {
    const parsed = transactionPayloadSchema.safeParse({ superviseurId: SUPERVISOR, typeOperation: "depot", montant: 5_000, typeCompte: "WAVE", description: "a\u0007b" });
    expect(fieldErrors(fieldIssues(parsed.error!.issues))).toEqual({ description: TX_PROBLEMS.descriptionChars });
  });
});

describe("transactionDeleteSchema", () => {
  it("puts a blank reason's and a bad character's messages under the reason", () => {
    const problem = (reason: string) => {
      const parsed = transactionDeleteSchema.safeParse({ reason });
      return parsed.success ? null : fieldErrors(parsed.error.issues);
    };
    expect(problem("   ")).toEqual({ reason: "Veuillez fournir une raison pour la suppression" });
    expect(problem("Doublon\u0007")).toEqual({ reason: "La raison contient des caractères non autorisés" });
    expect(problem("Doublon")).toBeNull();
  });
});
