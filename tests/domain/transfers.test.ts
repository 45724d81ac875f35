import { lineMode } from "@/lib/domain/ledger";
import { formatFcfa } from "@/lib/domain/money";
import {
  receivedTransferNotice,
  recordRefusal,
  settledStatus,
  TRANSFER_RIGHTS_MESSAGES,
  TRANSFER_STATUS_LABELS,
  transferEffects,
  transferRights,
  transferRightsSentence,
  transferSentence,
} from "@/lib/domain/transfers";

const A = "0b7e8c1a-1234-4abc-8def-0123456789ab";
const B = "1c8f9d2b-2345-4bcd-9ef0-123456789abc";
const DAY = 86_400_000;

describe("the lines a transfer moves", () => {
  it("puts each side on the other kiosk's line: the sender's sortie side, the receiver's debut side, both adding", () => {
    expect(transferEffects(A, B)).toEqual({
      sent: { type: "TRANSFERT_ENVOYE", lineType: "sortie", accountKey: `sup-${B}` },
      received: { type: "TRANSFERT_RECU", lineType: "debut", accountKey: `sup-${A}` },
    });
    const { sent, received } = transferEffects(A, B);
    expect([lineMode(sent.lineType, sent.accountKey), lineMode(received.lineType, received.accountKey)]).toEqual(["add", "add"]);
  });
});

describe("who may do what with a transfer", () => {
  const supA = { id: A, role: "SUPERVISEUR" as const };
  const supB = { id: B, role: "SUPERVISEUR" as const };
  const admin = { id: "admin", role: "ADMIN" as const };

  it("records: the admin from anyone, a supervisor from himself only and never UV Master, a partner never", () => {
    expect(recordRefusal(admin, A, ["UV_MASTER", "LIQUIDE"])).toBeNull();
    expect(recordRefusal(supA, A, ["ORANGE_MONEY", "WAVE"])).toBeNull();
    expect(recordRefusal(supA, B, ["LIQUIDE", "LIQUIDE"])).toBe(TRANSFER_RIGHTS_MESSAGES.ownOnly);
    expect(recordRefusal(supA, A, ["LIQUIDE", "UV_MASTER"])).toBe(TRANSFER_RIGHTS_MESSAGES.uvMaster);
    expect(recordRefusal({ id: "p", role: "PARTENAIRE" }, "p", ["LIQUIDE"])).toBe(TRANSFER_RIGHTS_MESSAGES.ownOnly);
  });

  it("confirms or contests: the receiver only, while it waits for him; corrects and deletes: the admin, within 7 days", () => {
    const now = new Date("2026-11-25T12:00:00Z");
    const fresh = { toSupervisorId: B, status: "VALIDE" as const, createdAt: new Date(now.getTime() - DAY) };
    expect(transferRights(supB, fresh, now)).toEqual({ canConfirm: true, canContest: true, canCorrect: false, canDelete: false, refusal: TRANSFER_RIGHTS_MESSAGES.adminOnly });
    expect(transferRights(supA, fresh, now).canContest).toBe(false);
    expect(transferRights(supB, { ...fresh, status: "CONTESTE" }, now).canContest).toBe(false);
    expect(transferRights(supB, { ...fresh, status: "CORRIGE" }, now).canContest).toBe(true);
    // confirmed (by him, or by the admin after a contest): nothing waits for him any more
    expect(transferRights(supB, { ...fresh, status: "CONFIRME" }, now)).toMatchObject({ canConfirm: false, canContest: false });
    expect(transferRights(supA, fresh, now).canConfirm).toBe(false);
    expect(transferRights(admin, fresh, now)).toEqual({ canConfirm: false, canContest: false, canCorrect: true, canDelete: true, refusal: null });
    const old = { ...fresh, createdAt: new Date(now.getTime() - 8 * DAY) };
    expect(transferRights(admin, old, now)).toEqual({ canConfirm: false, canContest: false, canCorrect: false, canDelete: false, refusal: TRANSFER_RIGHTS_MESSAGES.late });
    expect(transferRights(admin, fresh).canCorrect).toBe(true);
  });

  it("settles a contest as corrected when the amount changes, confirmed when it stays", () => {
    expect(settledStatus(true)).toBe("CORRIGE");
    expect(settledStatus(false)).toBe("CONFIRME");
    expect(Object.values(TRANSFER_STATUS_LABELS)).toEqual(["Validé", "Contesté", "Corrigé", "Confirmé"]);
  });
});

describe("what a transfer says", () => {
  it("names both kiosks, the amount and the account; the arriving account when it is another", () => {
    const amount = formatFcfa(300_000);
    expect(transferSentence({ fromName: "Moussa", fromAccount: "ORANGE_MONEY", toName: "Awa", toAccount: "ORANGE_MONEY", montant: 300_000 })).toBe(
      `Moussa : -${amount} sur Orange Money → Awa : +${amount}`,
    );
    expect(transferSentence({ fromName: "Moussa", fromAccount: "AUTRES", toName: "Awa", toAccount: "WAVE", montant: 300_000, autresLabel: "Tigo Cash" })).toBe(
      `Moussa : -${amount} sur Tigo Cash → Awa : +${amount} sur Wave`,
    );
  });
});

describe("the admin's transfer form, submitted empty", () => {
  it("says « requis » under each missing field, « De » included, never « Type de compte invalide »", async () => {
    const { adminTransferCreateSchema, transferCreateSchema, TRANSFER_MESSAGES } = await import("@/lib/validation/transfers");
    const empty = { fromSupervisorId: "", fromAccount: "", toSupervisorId: "", toAccount: "", montant: 0 };
    const problems = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
      Object.fromEntries((result.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));
    expect(problems(adminTransferCreateSchema.safeParse(empty))).toEqual({
      fromSupervisorId: TRANSFER_MESSAGES.from,
      fromAccount: TRANSFER_MESSAGES.fromAccount,
      toSupervisorId: TRANSFER_MESSAGES.to,
      toAccount: TRANSFER_MESSAGES.toAccount,
      montant: TRANSFER_MESSAGES.amount,
    });
    for (const message of Object.values(problems(adminTransferCreateSchema.safeParse(empty))).slice(0, 4)) expect(message).toMatch(/requis$/);
    // a supervisor sends from himself: no sender asked of him; a wrong account is still « invalide »
    expect(problems(transferCreateSchema.safeParse({ ...empty, fromSupervisorId: undefined })).fromSupervisorId).toBeUndefined();
    expect(problems(transferCreateSchema.safeParse({ ...empty, fromAccount: "EURO" })).fromAccount).toBe(TRANSFER_MESSAGES.accountInvalid);
  });
});

describe("what the receiver and the viewer of a transfer are told", () => {
  it("tells the receiver who sent how much, between which accounts", () => {
    expect(receivedTransferNotice({ fromName: "Moussa Diop", montant: 50_000, fromLabel: "Orange Money", toLabel: "Wave" })).toEqual({
      title: "Transfert reçu",
      message: `Moussa Diop vous a transféré ${formatFcfa(50_000)} (Orange Money → Wave) : confirmez-le ou contestez-le sur votre tableau de bord.`,
    });
    expect(receivedTransferNotice({ fromName: "Awa", montant: 1_000, fromLabel: "Wave", toLabel: "Wave" }).message).toContain("(Wave)");
  });

  it("says in one sentence what the viewer may do", () => {
    const none = { canConfirm: false, canContest: false, canCorrect: false, canDelete: false, refusal: null };
    expect(transferRightsSentence({ ...none, canCorrect: true, canDelete: true })).toMatch(/^Vous pouvez corriger le montant de ce transfert ou le supprimer/);
    expect(transferRightsSentence({ ...none, canConfirm: true, canContest: true })).toMatch(/^Vous avez reçu ce transfert/);
    expect(transferRightsSentence({ ...none, refusal: "Refusé" })).toBe("Refusé");
    expect(transferRightsSentence(none)).toBe(TRANSFER_RIGHTS_MESSAGES.adminOnly);
  });
});
