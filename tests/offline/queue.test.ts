// The queue of entries kept on the device (lib/offline/queue.ts), against the in-memory store.
import { ApiError, mapHttpError } from "@/lib/api-client/errors";
import { flushQueue, isNoAnswer, memoryStore, newEntry, outcomeOfError, pendingCount, type QueueLock, type QueuedEntry, type SendOutcome } from "@/lib/offline/queue";

const entry = (key: string, userId = "u1", createdAt = 1) =>
  newEntry({ key, userId, url: "/api/transactions/create", body: { montant: 1000, typeOperation: "depot", typeCompte: "WAVE" }, label: "Début Wave", createdAt });

async function seeded(...entries: QueuedEntry[]) {
  const store = memoryStore();
  for (const e of entries) await store.put(e);
  return store;
}

/** A server that records each key once and replays it, as the create routes do. */
function server(outcomes: Record<string, SendOutcome> = {}) {
  const recorded = new Set<string>();
  const calls: string[] = [];
  const send = async (e: QueuedEntry): Promise<SendOutcome> => {
    calls.push(e.key);
    const forced = outcomes[e.key];
    if (forced && forced.kind !== "sent") return forced;
    recorded.add(e.key);
    return { kind: "sent" };
  };
  return { send, recorded, calls };
}

describe("outcomeOfError", () => {
  it("no answer, a timeout, a gateway or 429: send later", () => {
    for (const error of [mapHttpError(null), mapHttpError(504), mapHttpError(502), mapHttpError(503), mapHttpError(429), new TypeError("Failed to fetch")]) {
      expect(outcomeOfError(error)).toEqual({ kind: "offline" });
      expect(isNoAnswer(error)).toBe(true);
    }
  });
  it("401 keeps the entry for the same user's next session", () => {
    expect(outcomeOfError(mapHttpError(401))).toEqual({ kind: "unauthorized" });
    expect(isNoAnswer(mapHttpError(401))).toBe(false);
  });
  it("a 4xx is a refusal with the server's own words", () => {
    expect(outcomeOfError(mapHttpError(409, "Journée clôturée : la journée du 24/11/2026 est clôturée.", "DAY_CLOSED"))).toEqual({
      kind: "refused",
      message: "Journée clôturée : la journée du 24/11/2026 est clôturée.",
    });
    expect(outcomeOfError(mapHttpError(403))).toEqual({ kind: "refused", message: "Accès interdit. Vous n'avez pas les permissions nécessaires." });
    expect(outcomeOfError(mapHttpError(400, "Montant invalide"))).toEqual({ kind: "refused", message: "Montant invalide" });
  });
  it("a 500 is no refusal: the entry stays pending with the message", () => {
    expect(outcomeOfError(mapHttpError(500))).toEqual({ kind: "failed", message: "Erreur serveur. Veuillez réessayer plus tard." });
    expect(outcomeOfError(new ApiError("UNKNOWN_ERROR", "x", 200))).toEqual({ kind: "failed", message: "x" });
  });
});

describe("flushQueue", () => {
  it("sends each pending entry once, oldest first, with its own key, and removes what was recorded", async () => {
    const store = await seeded(entry("b", "u1", 2), entry("a", "u1", 1), entry("c", "u1", 3));
    const s = server();
    const result = await flushQueue({ store, userId: "u1", send: s.send });
    expect(s.calls).toEqual(["a", "b", "c"]);
    expect(result.sent.map((e) => e.key)).toEqual(["a", "b", "c"]);
    expect(await pendingCount(store, "u1")).toBe(0);
  });

  it("never sends another user's entries", async () => {
    const store = await seeded(entry("mine", "u1"), entry("his", "u2"));
    const s = server();
    await flushQueue({ store, userId: "u1", send: s.send });
    expect(s.calls).toEqual(["mine"]);
    expect((await store.list("u2")).map((e) => e.key)).toEqual(["his"]);
  });

  it("stops at the first entry that gets no answer and keeps it and the rest", async () => {
    const store = await seeded(entry("a", "u1", 1), entry("b", "u1", 2));
    const s = server({ a: { kind: "offline" } });
    const result = await flushQueue({ store, userId: "u1", send: s.send });
    expect(result).toEqual({ sent: [], refused: [], stopped: "offline" });
    expect(s.calls).toEqual(["a"]);
    expect((await store.list("u1")).map((e) => [e.key, e.state])).toEqual([["a", "pending"], ["b", "pending"]]);
  });

  it("a lost answer then a resend: the same key both times, one record on the server", async () => {
    const store = await seeded(entry("k"));
    const recorded: string[] = [];
    let lose = true;
    const send = async (e: QueuedEntry): Promise<SendOutcome> => {
      if (!recorded.includes(e.key)) recorded.push(e.key); // the server records it (or replays it)
      if (lose) {
        lose = false;
        return { kind: "offline" }; // ... but the answer never reaches the browser
      }
      return { kind: "sent" };
    };
    await flushQueue({ store, userId: "u1", send });
    expect(await pendingCount(store, "u1")).toBe(1);
    await flushQueue({ store, userId: "u1", send });
    expect(recorded).toEqual(["k"]);
    expect(await pendingCount(store, "u1")).toBe(0);
  });

  it("401: keeps every entry, pending, and stops", async () => {
    const store = await seeded(entry("a", "u1", 1), entry("b", "u1", 2));
    const result = await flushQueue({ store, userId: "u1", send: async () => ({ kind: "unauthorized" }) });
    expect(result.stopped).toBe("unauthorized");
    expect((await store.list("u1")).every((e) => e.state === "pending")).toBe(true);
  });

  it("a refused entry stays with the server's message, is not sent again, and the others go on", async () => {
    const store = await seeded(entry("closed", "u1", 1), entry("ok", "u1", 2));
    const s = server({ closed: { kind: "refused", message: "Journée clôturée" } });
    const result = await flushQueue({ store, userId: "u1", send: s.send });
    expect(result.refused.map((e) => e.key)).toEqual(["closed"]);
    expect(result.sent.map((e) => e.key)).toEqual(["ok"]);
    expect(await store.list("u1")).toEqual([expect.objectContaining({ key: "closed", state: "refused", message: "Journée clôturée" })]);
    s.calls.length = 0;
    await flushQueue({ store, userId: "u1", send: s.send });
    expect(s.calls).toEqual([]);
  });

  it("a 500 keeps the entry pending with its message and tries the next one", async () => {
    const store = await seeded(entry("a", "u1", 1), entry("b", "u1", 2));
    const s = server({ a: { kind: "failed", message: "Erreur serveur" } });
    await flushQueue({ store, userId: "u1", send: s.send });
    expect(await store.list("u1")).toEqual([expect.objectContaining({ key: "a", state: "pending", message: "Erreur serveur" })]);
    expect(s.recorded).toEqual(new Set(["b"]));
  });

  it("sends an entry added while it runs, in the same run", async () => {
    const store = await seeded(entry("a", "u1", 1));
    const calls: string[] = [];
    const send = async (e: QueuedEntry): Promise<SendOutcome> => {
      calls.push(e.key);
      if (e.key === "a") await store.put(entry("late", "u1", 5));
      return { kind: "sent" };
    };
    await flushQueue({ store, userId: "u1", send });
    expect(calls).toEqual(["a", "late"]);
  });

  it("one sender at a time: a second flush while the lock is held sends nothing", async () => {
    const store = await seeded(entry("a"));
    let held = false;
    const lock: QueueLock = async (task) => {
      if (held) return null;
      held = true;
      try {
        return await task();
      } finally {
        held = false;
      }
    };
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const slow = async (e: QueuedEntry): Promise<SendOutcome> => {
      calls.push(e.key);
      await gate;
      return { kind: "sent" };
    };
    const first = flushQueue({ store, userId: "u1", send: slow, lock });
    const second = await flushQueue({ store, userId: "u1", send: slow, lock });
    expect(second).toEqual({ sent: [], refused: [], busy: true });
    release();
    expect((await first).sent.map((e) => e.key)).toEqual(["a"]);
    expect(calls).toEqual(["a"]);
  });
});
