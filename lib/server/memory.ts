// What keeps the server's memory bounded under load and gives it back once the load is over
// (docs/performance.md, memory):
//
// - A gate on the requests answered at once. On PGlite every query waits for the one database connection:
//   two hundred dashboards at once are answered no sooner than sixteen at a time, but each holds the rows
//   of its first query while waiting for its next one. The requests past the gate wait their turn, in
//   order of arrival, their bodies unread.
// - On PGlite, a heap that grows by 30 % of what it holds after a full collection (V8 lets it grow by up
//   to 4 times when collections are quick): under 10 connections asking for dashboards, or a burst of 200,
//   the old generation filled with the answers' garbage up to 200 MB before V8 collected it, and the
//   server peaked at 450 to 470 MB; bounded so, at 290. The price: more frequent collections, about a
//   tenth of the dashboards' throughput at 10 connections on a 2-core machine.
// - A collection once the server is idle. V8 collects its old generation when it grows, not when requests
//   stop: after a burst the heap kept 60 to 100 MB of garbage (and the answers' buffers it references) for
//   as long as nothing else arrived. Once no request has been in flight for IDLE_COLLECT_MS, and the heap
//   has grown since the last time, two full collections (the second one compacts what the first left
//   fragmented) give it back.
import type { ServerResponse } from "node:http";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";

/** Returns `admit(res, start)`: runs `start` now, or once fewer than `limit` requests are being answered. */
export function requestGate(limit: number): (res: ServerResponse, start: () => void) => void {
  let running = 0;
  const waiting: (() => void)[] = [];
  const release = () => {
    running -= 1;
    waiting.shift()?.();
  };
  return (res, start) => {
    const run = () => {
      running += 1;
      res.once("close", release);
      start();
    };
    if (running < limit) return run();
    waiting.push(run);
    // a client gone while waiting leaves the queue
    res.once("close", () => {
      const index = waiting.indexOf(run);
      if (index >= 0) waiting.splice(index, 1);
    });
  };
}

/** V8 flags for the server's heap (set before Next loads; read by V8 at each full collection). */
export const HEAP_V8_FLAGS = ["--heap-growing-percent=30"];

export function applyHeapFlags(): void {
  v8.setFlagsFromString(HEAP_V8_FLAGS.join(" "));
}

/** How long without a request in flight before the idle collection. */
export const IDLE_COLLECT_MS = 3_000;
/** Growth of the heap and its buffers since the last idle collection below which it is not worth one. */
const WORTH_COLLECTING_BYTES = 8 * 1024 * 1024;

let collector: (() => void) | null = null;

/** V8's full collection, which Node exposes only behind --expose-gc: taken from a fresh context once. */
function fullCollection(): () => void {
  if (!collector) {
    v8.setFlagsFromString("--expose-gc");
    collector = runInNewContext("gc") as () => void;
  }
  return collector;
}

const heldBytes = () => {
  const stats = v8.getHeapStatistics();
  return stats.total_heap_size + stats.external_memory;
};

/**
 * Returns `busy()` and `idle()`, to call as requests start and end (`inFlight`: how many remain); collects
 * once the server has stayed idle IDLE_COLLECT_MS after having grown.
 */
export function idleCollector(inFlight: () => number, delayMs = IDLE_COLLECT_MS): { busy(): void; idle(): void } {
  let timer: NodeJS.Timeout | null = null;
  let afterLast = heldBytes();
  const collect = () => {
    timer = null;
    if (inFlight() > 0 || heldBytes() - afterLast < WORTH_COLLECTING_BYTES) return;
    const gc = fullCollection();
    gc();
    gc();
    afterLast = heldBytes();
  };
  return {
    busy() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
    idle() {
      if (inFlight() > 0 || timer) return;
      timer = setTimeout(collect, delayMs);
      timer.unref();
    },
  };
}
