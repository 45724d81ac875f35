// The gate on the requests answered at once (lib/server/memory.ts): never more than its limit, the others in
// order of arrival as earlier ones end, and a client gone while waiting never started. The idle collection:
// only once no request has been in flight for its delay, and then the heap is given back.
import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import v8 from "node:v8";
import { runInNewContext } from "node:vm";
import { idleCollector, requestGate } from "@/lib/server/memory";

const response = () => new EventEmitter() as unknown as ServerResponse;

it("starts at most `limit` requests at once, the next one as each ends, in order", () => {
  const admit = requestGate(2);
  const started: number[] = [];
  const responses = Array.from({ length: 5 }, response);
  responses.forEach((res, i) => admit(res, () => started.push(i)));
  expect(started).toEqual([0, 1]);
  responses[1]!.emit("close");
  expect(started).toEqual([0, 1, 2]);
  // the fourth client leaves before its turn: it never starts, the fifth takes the place
  responses[3]!.emit("close");
  responses[0]!.emit("close");
  expect(started).toEqual([0, 1, 2, 4]);
  responses[2]!.emit("close");
  responses[4]!.emit("close");
  const late = response();
  admit(late, () => started.push(5));
  expect(started).toEqual([0, 1, 2, 4, 5]);
});

describe("the idle collection", () => {
  afterEach(() => jest.useRealTimers());

  it("gives the heap back once no request has been in flight for its delay, not while one is", () => {
    jest.useFakeTimers();
    // a clean start: what earlier tests of this worker left is collected first, so the burst below grows the heap
    v8.setFlagsFromString("--expose-gc");
    (runInNewContext("gc") as () => void)();
    // whether the collector ran is read from the flag it sets before its first collection, not from the heap's
    // size, which V8 may shrink on its own at any time
    const collections = jest.spyOn(v8, "setFlagsFromString");
    let inFlight = 1;
    const collector = idleCollector(() => inFlight, 1_000);
    const heap = () => v8.getHeapStatistics().total_heap_size;
    const before = heap();
    // a burst's garbage: 40 MB of objects nobody keeps
    let garbage: unknown[] | null = Array.from({ length: 400_000 }, (_, i) => ({ i, text: `ligne ${i}`, values: [i, i + 1, i + 2] }));
    garbage = null;
    const grown = heap();
    expect(grown - before).toBeGreaterThan(16 * 1024 * 1024);
    // a request still in flight: nothing is scheduled
    collector.idle();
    jest.advanceTimersByTime(5_000);
    expect(collections).not.toHaveBeenCalled();
    // the last one ends, a new one starts before the delay: cancelled
    inFlight = 0;
    collector.idle();
    collector.busy();
    jest.advanceTimersByTime(5_000);
    expect(collections).not.toHaveBeenCalled();
    // idle for the whole delay: collected
    collector.idle();
    jest.advanceTimersByTime(1_000);
    expect(collections).toHaveBeenCalledWith("--expose-gc");
    expect(heap()).toBeLessThan(grown - 16 * 1024 * 1024);
    expect(garbage).toBeNull();
    collections.mockRestore();
  });
});
