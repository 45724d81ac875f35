// When the entries kept on the device are sent again (lib/offline/start.ts): never on one browser event alone.
// - `kick`: the network is likely back (the `online` event, the page shown again, "Envoyer"): try now, and
//   start the backoff over.
// - `wake`: an entry was kept (here or in another tab): try now if nothing is scheduled yet.
// - While something waits, a watch reads the browser's online flag (no request): a flag that came back
//   counts as a kick, for a browser that turned it on without firing `online`; while it is off nothing is
//   sent (the request would fail at once).
// - A try that leaves entries waiting (no answer, 5xx, another tab sending) is followed by another after
//   retryDelay: 2 s, 4 s, 8 s, 16 s, then every 30 s, for a network that answers nothing while online.
// - A try that leaves nothing, or that stops on an ended session, ends the watch until the next kick or wake.
// Pure over its injected clock, timers, flag and send: tested in tests/offline/retry.test.ts.

export const FIRST_RETRY_MS = 2_000;
export const LAST_RETRY_MS = 30_000;
/** how often the online flag is read while something waits */
export const WATCH_MS = 1_000;

/** The wait after `failures` tries in a row that left entries waiting (1 for the first). */
export function retryDelay(failures: number): number {
  return Math.min(LAST_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.max(0, failures - 1));
}

/** What a try left: "done" (nothing waits, or the session ended), "later" (entries still wait). */
export type TryResult = "done" | "later";

export interface RetryLoopOptions {
  send: () => Promise<TryResult>;
  isOnline: () => boolean;
  now?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface RetryLoop {
  kick(): void;
  wake(): void;
  stop(): void;
  /** for the tests: whether entries are known to wait, and when the next try is due */
  state(): { waiting: boolean; failures: number; nextAt: number };
}

const browserClock = {
  now: Date.now,
  setTimer: (run: () => void, ms: number): unknown => setTimeout(run, ms),
  clearTimer: (timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>),
};

export function retryLoop(options: RetryLoopOptions): RetryLoop {
  const { send, isOnline, now, setTimer, clearTimer } = { ...browserClock, ...options };
  let waiting = false;
  let busy = false;
  let failures = 0;
  let nextAt = 0;
  let wasOnline = isOnline();
  let timer: unknown = null;
  let stopped = false;
  /** a kick during a try: the next one is due at once */
  let again = false;
  /** a wake during a try (an entry kept meanwhile, or the try's own changes): a try that left nothing looks again */
  let woke = false;

  const arm = () => {
    if (timer !== null) clearTimer(timer);
    timer = null;
    // the flag is read every WATCH_MS; a try due sooner is made then (a due one, offline, waits for the flag)
    const due = nextAt - now();
    if (waiting && !busy && !stopped) timer = setTimer(tick, due > 0 ? Math.min(WATCH_MS, due) : isOnline() ? 0 : WATCH_MS);
  };

  async function attempt() {
    busy = true;
    let result: TryResult = "later";
    try {
      result = await send();
    } catch {
      result = "later";
    }
    busy = false;
    if (result === "done" && !again && !woke) {
      waiting = false;
      failures = 0;
    } else if (again || result === "done") {
      failures = 0;
      nextAt = now();
    } else {
      failures += 1;
      nextAt = now() + retryDelay(failures);
    }
    again = false;
    woke = false;
    arm();
  }

  function tick() {
    timer = null;
    const online = isOnline();
    const cameBack = online && !wasOnline;
    wasOnline = online;
    if (stopped || busy || !waiting) return;
    if (cameBack) failures = 0;
    if (online && (cameBack || now() >= nextAt)) void attempt();
    else arm();
  }

  return {
    kick() {
      if (busy) again = true;
      waiting = true;
      failures = 0;
      nextAt = now();
      tick();
    },
    wake() {
      if (busy) woke = true;
      if (waiting) return;
      waiting = true;
      nextAt = now();
      tick();
    },
    stop() {
      stopped = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
    state: () => ({ waiting, failures, nextAt }),
  };
}
