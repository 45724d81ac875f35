import { formatHourFr, formatWeekdayFr, rightsSentence, type RightsSummary } from "@/lib/domain/rights-sentence";
import { TRANSFER_SIDE_REFUSAL, transactionRights } from "@/lib/domain/rights";

const NBSP = "\u00a0";
const h = (text: string) => text.replace(/ h /g, `${NBSP}h${NBSP}`);
const now = new Date("2026-11-22T12:00:00Z"); // a Sunday, noon in Dakar (UTC+0)
const rights = (over: Partial<RightsSummary> = {}): RightsSummary => ({
  canModify: true,
  canDelete: true,
  timeLimit: 7,
  refusal: null,
  modifiableUntil: "2026-11-29T10:05:00.000Z",
  ...over,
});

/** What the details route answers for these rights (its `modifiableUntil` is the rule's deadline). */
const answered = (r: ReturnType<typeof transactionRights>): RightsSummary => ({ ...r, modifiableUntil: r.deadline?.toISOString() ?? null });

describe("rights sentence", () => {
  it("writes a day and an hour the French way", () => {
    expect(formatWeekdayFr("2026-11-27")).toBe("vendredi 27 novembre");
    expect(formatWeekdayFr("2027-01-01", true)).toBe("vendredi 1er janvier 2027");
    expect(formatHourFr(new Date("2026-11-22T23:59:00Z"), "Africa/Dakar")).toBe(`23${NBSP}h${NBSP}59`);
    expect(formatHourFr(new Date("2026-11-22T23:59:00Z"), "Asia/Tokyo")).toBe(`8${NBSP}h${NBSP}59`);
    expect(formatHourFr(new Date("2026-11-22T00:05:00Z"), "Africa/Dakar")).toBe(`0${NBSP}h${NBSP}05`);
  });

  it("says until when the caller may act, in words near today and with the date further away", () => {
    expect(rightsSentence(rights(), "Africa/Dakar", now)).toBe(h("Vous pouvez modifier et supprimer cette opération jusqu'au dimanche 29 novembre, 10 h 05."));
    expect(rightsSentence(rights({ modifiableUntil: "2026-11-23T10:05:00Z" }), "Africa/Dakar", now)).toBe(
      h("Vous pouvez modifier et supprimer cette opération jusqu'à demain 10 h 05."),
    );
    expect(rightsSentence(rights({ modifiableUntil: "2026-11-22T14:05:00Z" }), "Africa/Dakar", now)).toBe(
      h("Vous pouvez modifier et supprimer cette opération jusqu'à aujourd'hui 14 h 05."),
    );
    // the year only when it is not this year's; the first of the month is "1er"
    expect(rightsSentence(rights({ modifiableUntil: "2027-01-01T09:00:00Z" }), "Africa/Dakar", new Date("2026-12-28T12:00:00Z"))).toBe(
      h("Vous pouvez modifier et supprimer cette opération jusqu'au vendredi 1er janvier 2027, 9 h 00."),
    );
  });

  it("reads the day and the hour in the app's time zone, not UTC's", () => {
    const until = { modifiableUntil: "2026-11-22T20:00:00Z" };
    expect(rightsSentence(rights(until), "Africa/Dakar", now)).toBe(h("Vous pouvez modifier et supprimer cette opération jusqu'à aujourd'hui 20 h 00."));
    expect(rightsSentence(rights(until), "Asia/Tokyo", now)).toBe(h("Vous pouvez modifier et supprimer cette opération jusqu'à demain 5 h 00."));
  });

  it("names only what the caller may do, with or without a deadline", () => {
    expect(rightsSentence(rights({ canDelete: false }), "Africa/Dakar", now)).toMatch(/^Vous pouvez modifier cette opération jusqu'au dimanche/);
    expect(rightsSentence(rights({ canModify: false }), "Africa/Dakar", now)).toMatch(/^Vous pouvez supprimer cette opération jusqu'au dimanche/);
    expect(rightsSentence(rights({ modifiableUntil: null }), "Africa/Dakar", now)).toBe("Vous pouvez modifier et supprimer cette opération.");
    // the dialog stayed open past midnight after its deadline: a date, never "jusqu'à hier"
    expect(rightsSentence(rights({ modifiableUntil: "2026-11-21T11:00:00Z" }), "Africa/Dakar", now)).toBe(
      h("Vous pouvez modifier et supprimer cette opération jusqu'au samedi 21 novembre, 11 h 00."),
    );
  });

  it("says when the time limit ran out", () => {
    const late = { canModify: false, canDelete: false, refusal: "Délai dépassé" };
    expect(rightsSentence(rights({ ...late, timeLimit: 1, modifiableUntil: "2026-11-21T11:00:00Z" }), "Africa/Dakar", now)).toBe(
      h("Vous ne pouvez plus modifier ni supprimer cette opération : le délai d'un jour après sa création a pris fin hier à 11 h 00."),
    );
    expect(rightsSentence(rights({ ...late, modifiableUntil: "2026-11-22T09:30:00Z" }), "Africa/Dakar", now)).toBe(
      h("Vous ne pouvez plus modifier ni supprimer cette opération : le délai de 7 jours après sa création a pris fin aujourd'hui à 9 h 30."),
    );
    expect(rightsSentence(rights({ ...late, modifiableUntil: "2026-11-19T09:30:00Z" }), "Africa/Dakar", now)).toBe(
      h("Vous ne pouvez plus modifier ni supprimer cette opération : le délai de 7 jours après sa création a pris fin le jeudi 19 novembre à 9 h 30."),
    );
  });

  it("gives the reason when time is not what stands in the way", () => {
    const refused = { canModify: false, canDelete: false, modifiableUntil: null };
    expect(rightsSentence(rights({ ...refused, refusal: "Vous ne pouvez agir que sur vos propres transactions" }), "Africa/Dakar", now)).toBe(
      "Vous ne pouvez ni modifier ni supprimer cette opération. Vous ne pouvez agir que sur vos propres transactions.",
    );
    expect(rightsSentence(rights({ ...refused, refusal: "Déjà dit." }), "Africa/Dakar", now)).toBe("Vous ne pouvez ni modifier ni supprimer cette opération. Déjà dit.");
    expect(rightsSentence(rights({ ...refused, refusal: null }), "Africa/Dakar", now)).toBe("Vous ne pouvez ni modifier ni supprimer cette opération.");
  });

  it("words what transactionRights decides", () => {
    const createdAt = new Date("2026-11-22T10:05:00Z");
    const tx = { supervisorId: "sup-1", type: "DEPOT" as const, createdAt };
    expect(rightsSentence(answered(transactionRights({ id: "sup-1", role: "SUPERVISEUR" }, tx, now)), "Africa/Dakar", now)).toBe(
      h("Vous pouvez modifier et supprimer cette opération jusqu'à demain 10 h 05."),
    );
    const twoDaysLater = new Date("2026-11-24T12:00:00Z");
    expect(rightsSentence(answered(transactionRights({ id: "sup-1", role: "SUPERVISEUR" }, tx, twoDaysLater)), "Africa/Dakar", twoDaysLater)).toBe(
      h("Vous ne pouvez plus modifier ni supprimer cette opération : le délai d'un jour après sa création a pris fin hier à 10 h 05."),
    );
    const side = transactionRights({ id: "a", role: "ADMIN" }, { ...tx, type: "TRANSFERT_ENVOYE" }, now);
    expect(rightsSentence(answered(side), "Africa/Dakar", now)).toBe(`Vous ne pouvez ni modifier ni supprimer cette opération. ${TRANSFER_SIDE_REFUSAL}.`);
  });
});
