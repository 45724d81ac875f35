import { dayEntryRows, eveningStarted, likelyOperation } from "@/lib/domain/day-entries";
import { UV_MASTER_MESSAGES } from "@/lib/domain/uv-master";

const ACCOUNTS = [
  { code: "LIQUIDE", label: "Liquide (Cash)" },
  { code: "ORANGE_MONEY", label: "Orange Money" },
  { code: "WAVE", label: "Wave" },
];

describe("dayEntryRows", () => {
  it("lists the offered accounts in their order, each with its Début, its Fin once recorded and the day it was carried from", () => {
    const rows = dayEntryRows(ACCOUNTS, { debut: { LIQUIDE: 150_000, WAVE: 80_000 }, sortie: { WAVE: 0 } }, { LIQUIDE: "2026-11-24" });
    expect(rows).toEqual([
      { code: "LIQUIDE", label: "Liquide (Cash)", debut: 150_000, fin: null, carriedFrom: "2026-11-24", refusal: null },
      { code: "ORANGE_MONEY", label: "Orange Money", debut: 0, fin: null, carriedFrom: null, refusal: null },
      { code: "WAVE", label: "Wave", debut: 80_000, fin: 0, carriedFrom: null, refusal: null },
    ]);
  });

  it("adds an account he holds a line of but the form no longer offers, never partner or transfer lines", () => {
    const rows = dayEntryRows(
      ACCOUNTS.slice(0, 1),
      { debut: { LIQUIDE: 1, FREE_MONEY: 5_000, "part-abc": 2_000, "sup-x": 3 }, sortie: { FREE_MONEY: 4_000, "part-abc": 1 } },
      {},
      (code) => `Compte ${code}`,
    );
    expect(rows.map((r) => [r.code, r.label, r.debut, r.fin])).toEqual([
      ["LIQUIDE", "Liquide (Cash)", 1, null],
      ["FREE_MONEY", "Compte FREE_MONEY", 5_000, 4_000],
    ]);
    expect(dayEntryRows([], { debut: {}, sortie: {} })).toEqual([]);
    expect(dayEntryRows(ACCOUNTS, { debut: { LIQUIDE: 1 }, sortie: {} }).map((r) => r.code)).toEqual(["LIQUIDE", "ORANGE_MONEY", "WAVE"]);
    expect(dayEntryRows([], { debut: { WESTERN_UNION: 1 }, sortie: {} })[0]!.label).toBe("WESTERN_UNION");
  });
});

describe("UV Master on his screens", () => {
  const allocated = { debut: { LIQUIDE: 150_000, UV_MASTER: 100_000 }, sortie: {} };

  it("is a row once allocated or carried over: the evening counts it, the morning shows it without an amount", () => {
    const evening = dayEntryRows(ACCOUNTS, allocated, { UV_MASTER: "2026-11-27" }, (code) => (code === "UV_MASTER" ? "UV Master" : code), "soir");
    expect(evening.map((r) => [r.code, r.debut, r.fin, r.refusal])).toEqual([
      ["LIQUIDE", 150_000, null, null],
      ["ORANGE_MONEY", 0, null, null],
      ["WAVE", 0, null, null],
      ["UV_MASTER", 100_000, null, null],
    ]);
    expect(evening[3]).toMatchObject({ label: "UV Master", carriedFrom: "2026-11-27" });
    const morning = dayEntryRows(ACCOUNTS, allocated, {}, undefined, "matin");
    expect(morning.map((r) => [r.code, r.refusal])).toEqual([
      ["LIQUIDE", null],
      ["ORANGE_MONEY", null],
      ["WAVE", null],
      ["UV_MASTER", UV_MASTER_MESSAGES.debutAdminOnly],
    ]);
    // counted already: its Fin shows; without any line of it, no row
    expect(dayEntryRows(ACCOUNTS, { debut: { UV_MASTER: 100_000 }, sortie: { UV_MASTER: 70_000 } }).at(-1)).toMatchObject({ code: "UV_MASTER", fin: 70_000 });
    expect(dayEntryRows(ACCOUNTS, { debut: { LIQUIDE: 1 }, sortie: { LIQUIDE: 1 } }).some((r) => r.code === "UV_MASTER")).toBe(false);
  });
});

describe("the evening's start", () => {
  it("begins with a Fin of his own account, a zero one included; a partner's Retrait or a transfer is not one", () => {
    expect(eveningStarted({})).toBe(false);
    expect(eveningStarted({ "part-7f3c": 20_000, "sup-ab": 5_000 })).toBe(false);
    expect(eveningStarted({ WAVE: 0 })).toBe(true);
    expect(eveningStarted({ UV_MASTER: 10_000 })).toBe(true);
  });

  it("makes the single-entry form open on Début before his first Fin and on Fin after", () => {
    expect(likelyOperation(undefined)).toBe("depot");
    expect(likelyOperation({ "part-7f3c": 20_000 })).toBe("depot");
    expect(likelyOperation({ LIQUIDE: 120_000 })).toBe("retrait");
  });
});
