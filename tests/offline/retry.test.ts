// When the entries kept on the device are sent again (lib/offline/retry.ts), on a clock of the test's own.
import { FIRST_RETRY_MS, LAST_RETRY_MS, retryDelay, retryLoop, WATCH_MS, type TryResult } from "@/lib/offline/retry";

/** A clock, its timers, the online flag and a send whose answers the test gives; `tries` are the times of each try. */
function harness(answers: TryResult[] = [], online = true, answer?: () => Promise<TryResult>) {
  let time = 0;
  let timers: { at: number; run: () => void; id: number }[] = [];
  let ids = 0;
  const flag = { online };
  const tries: number[] = [];
  const loop = retryLoop({
    send: async () => {
      tries.push(time);
      return answer ? answer() : (answers.shift() ?? "later");
    },
    isOnline: () => flag.online,
    now: () => time,
    setTimer: (run, ms) => {
      const id = ++ids;
      timers.push({ at: time + ms, run, id });
      return id;
    },
    clearTimer: (id) => {
      timers = timers.filter((t) => t.id !== id);
    },
  });
  const settle = async () => {
    for (let i = 0; i < 5; i++) await Promise.resolve();
  };
  /** Moves the clock by `ms`, running each timer due on the way, in order. */
  async function advance(ms: number) {
    const end = time + ms;
    await settle();
    for (;;) {
      const next = timers.filter((t) => t.at <= end).sort((a, b) => a.at - b.at)[0];
      if (!next) break;
      timers = timers.filter((t) => t !== next);
      time = next.at;
      next.run();
      await settle();
    }
    time = end;
  }
  return { loop, flag, tries, advance, pendingTimers: () => timers.length };
}

describe("retryDelay", () => {
  it("starts at 2 s and doubles up to 30 s", () => {
    expect([1, 2, 3, 4, 5, 6, 20].map(retryDelay)).toEqual([2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
    expect(FIRST_RETRY_MS).toBe(2_000);
    expect(LAST_RETRY_MS).toBe(30_000);
    expect(retryDelay(0)).toBe(2_000);
  });
});

describe("retryLoop", () => {
  it("tries at once when woken, then after 2, 4, 8, 16 and 30 s while entries still wait", async () => {
    const h = harness();
    h.loop.wake();
    await h.advance(100_000);
    expect(h.tries.slice(0, 7)).toEqual([0, 2_000, 6_000, 14_000, 30_000, 60_000, 90_000]);
  });

  it("stops once a try leaves nothing waiting, and leaves no timer behind", async () => {
    const h = harness(["later", "done"]);
    h.loop.wake();
    await h.advance(60_000);
    expect(h.tries).toEqual([0, 2_000]);
    expect(h.loop.state().waiting).toBe(false);
    expect(h.pendingTimers()).toBe(0);
  });

  it("sends nothing while the flag says offline, and tries within a second of the flag coming back, without any event", async () => {
    const h = harness(["later", "later", "done"], true);
    h.loop.wake();
    await h.advance(0);
    expect(h.tries).toEqual([0]);
    h.flag.online = false;
    await h.advance(120_000); // long enough for the backoff to be at 30 s
    expect(h.tries).toEqual([0]);
    h.flag.online = true;
    await h.advance(WATCH_MS);
    expect(h.tries).toEqual([0, 120_000 + WATCH_MS]);
    // and the backoff starts over: the next one 2 s later
    await h.advance(2_000);
    expect(h.tries).toEqual([0, 121_000, 123_000]);
    expect(h.loop.state().waiting).toBe(false);
  });

  it("a kick (online event, the page shown again) tries at once and starts the backoff over", async () => {
    const h = harness();
    h.loop.wake();
    await h.advance(40_000); // tries at 0, 2, 6, 14, 30 s: the next is due at 60 s
    expect(h.tries).toEqual([0, 2_000, 6_000, 14_000, 30_000]);
    h.loop.kick();
    await h.advance(0);
    expect(h.tries.at(-1)).toBe(40_000);
    await h.advance(2_000);
    expect(h.tries.at(-1)).toBe(42_000);
  });

  it("a kick during a try makes the next one at once, whatever that try left", async () => {
    let release: (r: TryResult) => void = () => undefined;
    const h = harness([], true, () => new Promise<TryResult>((resolve) => (release = resolve)));
    h.loop.wake();
    await h.advance(0);
    h.loop.kick(); // the network came back while the first try hangs
    release("later");
    await h.advance(0);
    expect(h.tries).toEqual([0, 0]);
  });

  it("a wake during a try (an entry kept meanwhile) looks again if that try left nothing, and keeps the backoff if it failed", async () => {
    let release: (r: TryResult) => void = () => undefined;
    const h = harness([], true, () => new Promise<TryResult>((resolve) => (release = resolve)));
    h.loop.wake();
    await h.advance(0);
    h.loop.wake();
    release("done");
    await h.advance(0);
    expect(h.tries).toEqual([0, 0]);
    h.loop.wake(); // during the second try, which fails: the next after 2 s, not at once
    release("later");
    await h.advance(1_999);
    expect(h.tries).toEqual([0, 0]);
    await h.advance(1);
    expect(h.tries).toEqual([0, 0, 2_000]);
  });

  it("a wake while entries already wait changes nothing of the schedule", async () => {
    const h = harness();
    h.loop.wake();
    await h.advance(3_000); // tries at 0 and 2 s; the next due at 6 s
    h.loop.wake();
    await h.advance(0);
    expect(h.tries).toEqual([0, 2_000]);
    await h.advance(3_000);
    expect(h.tries).toEqual([0, 2_000, 6_000]);
  });

  it("a try that throws counts as one that left entries waiting", async () => {
    const h = harness([], true, async () => {
      throw new Error("IndexedDB fermée");
    });
    h.loop.wake();
    await h.advance(0);
    expect(h.loop.state()).toMatchObject({ waiting: true, failures: 1, nextAt: FIRST_RETRY_MS });
    await h.advance(FIRST_RETRY_MS);
    expect(h.tries).toEqual([0, FIRST_RETRY_MS]);
  });
});
