import type { TransactionType } from "@/lib/domain/constants";
import { TRANSFER_SIDE_REFUSAL, transactionRights } from "@/lib/domain/rights";

const now = new Date("2026-11-22T12:00:00Z");
const hoursAgo = (h: number) => new Date(now.getTime() - h * 3_600_000);
const tx = (over: Partial<{ supervisorId: string; type: TransactionType; createdAt: Date }> = {}) => ({ supervisorId: "sup-1", type: "DEPOT" as const, createdAt: hoursAgo(2), ...over });

describe("transaction rights (DESIGN)", () => {
  it("lets the admin modify and delete for 7 days", () => {
    const ok = transactionRights({ id: "a", role: "ADMIN" }, tx({ createdAt: hoursAgo(24 * 7 - 1) }), now);
    expect(ok).toMatchObject({ canModify: true, canDelete: true, userRole: "ADMIN", timeLimit: 7, refusal: null });
    expect(ok.restrictions.length).toBeGreaterThan(0);
    const late = transactionRights({ id: "a", role: "ADMIN" }, tx({ createdAt: hoursAgo(24 * 7 + 1) }), now);
    expect(late).toMatchObject({ canModify: false, canDelete: false });
    expect(late.refusal).toMatch(/7 jours/);
    // the deadline is 7 × 24 h after creation, late or not: the instant the refusal starts
    const createdAt = hoursAgo(3);
    const deadline = new Date(createdAt.getTime() + 7 * 86_400_000);
    expect(transactionRights({ id: "a", role: "ADMIN" }, tx({ createdAt }), now).deadline).toEqual(deadline);
    expect(transactionRights({ id: "a", role: "ADMIN" }, tx({ createdAt }), deadline).canModify).toBe(true);
    expect(transactionRights({ id: "a", role: "ADMIN" }, tx({ createdAt }), new Date(deadline.getTime() + 1)).refusal).toMatch(/7 jours/);
  });

  it("never lets a side of a transfer change alone, even for the admin (the whole transfer is settled instead)", () => {
    for (const type of ["TRANSFERT_ENVOYE", "TRANSFERT_RECU"] as const) {
      const side = transactionRights({ id: "a", role: "ADMIN" }, tx({ type }), now);
      expect(side).toMatchObject({ canModify: false, canDelete: false, refusal: TRANSFER_SIDE_REFUSAL, deadline: null });
      expect(side.restrictions).toContain("Un transfert se corrige ou se supprime en entier, les deux kiosques à la fois");
      expect(transactionRights({ id: "sup-1", role: "SUPERVISEUR" }, tx({ type }), now)).toMatchObject({ canModify: false, canDelete: false });
    }
    // an allocation is corrected like any transaction by the admin
    expect(transactionRights({ id: "a", role: "ADMIN" }, tx({ type: "ALLOCATION_UV_MASTER" }), now)).toMatchObject({ canModify: true, canDelete: true });
  });

  it("lets a supervisor act on his own Début/Fin/dépôt/retrait for 1 day", () => {
    const me = { id: "sup-1", role: "SUPERVISEUR" as const };
    for (const type of ["DEPOT", "RETRAIT", "DEBUT_JOURNEE", "FIN_JOURNEE"] as const) {
      expect(transactionRights(me, tx({ type }), now)).toMatchObject({ canModify: true, canDelete: true, timeLimit: 1 });
    }
    expect(transactionRights(me, tx({ supervisorId: "sup-2" }), now)).toMatchObject({ canModify: false, refusal: "Vous ne pouvez agir que sur vos propres transactions" });
    expect(transactionRights(me, tx({ type: "TRANSFERT_ENVOYE" }), now).canDelete).toBe(false);
    expect(transactionRights(me, tx({ createdAt: hoursAgo(25) }), now).refusal).toMatch(/1 jour/);
    expect(transactionRights(me, tx(), now).canModify).toBe(true);
    expect(transactionRights(me, tx(), now).deadline).toEqual(new Date(hoursAgo(2).getTime() + 86_400_000));
    expect(transactionRights(me, tx({ createdAt: hoursAgo(25) }), now).deadline).toEqual(hoursAgo(1));
    // no deadline where time is not what stands in the way
    expect(transactionRights(me, tx({ supervisorId: "sup-2" }), now).deadline).toBeNull();
    expect(transactionRights(me, tx({ type: "ALLOCATION_UV_MASTER" }), now)).toMatchObject({ deadline: null, refusal: "Ce type de transaction ne peut être modifié que par un administrateur" });
  });

  it("never lets a partner act", () => {
    const r = transactionRights({ id: "p", role: "PARTENAIRE" }, tx(), now);
    expect(r).toMatchObject({ canModify: false, canDelete: false, timeLimit: 0, userRole: "PARTENAIRE", deadline: null });
  });
});
