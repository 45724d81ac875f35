// whenIdle (components/ui/lazy-parts.tsx): the + button's dialog code is fetched once the page has loaded
// and the browser is idle, never during the first load, and not at all once the
// dashboard is gone.
import { whenIdle } from "@/components/ui/lazy-parts";

type IdleWindow = EventTarget & {
  requestIdleCallback?: (task: () => void) => number;
  cancelIdleCallback?: (id: number) => void;
  setTimeout: typeof setTimeout;
  clearTimeout: typeof clearTimeout;
};

let idleTasks: Map<number, () => void>;
let fakeWindow: IdleWindow;

function install(readyState: DocumentReadyState, withIdleCallback = true) {
  idleTasks = new Map();
  let next = 0;
  fakeWindow = Object.assign(new EventTarget(), { setTimeout, clearTimeout }) as IdleWindow;
  if (withIdleCallback) {
    fakeWindow.requestIdleCallback = (task) => {
      idleTasks.set(++next, task);
      return next;
    };
    fakeWindow.cancelIdleCallback = (id) => void idleTasks.delete(id);
  }
  Object.assign(globalThis, { window: fakeWindow, document: { readyState } });
}

afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as Record<string, unknown>).window;
  delete (globalThis as Record<string, unknown>).document;
});

it("waits for the load event, then for an idle moment", () => {
  install("interactive");
  const task = jest.fn();
  whenIdle(task);
  expect(idleTasks.size).toBe(0);
  fakeWindow.dispatchEvent(new Event("load"));
  expect(idleTasks.size).toBe(1);
  expect(task).not.toHaveBeenCalled();
  [...idleTasks.values()][0]!();
  expect(task).toHaveBeenCalledTimes(1);
});

it("asks for an idle moment at once when the page has already loaded", () => {
  install("complete");
  const task = jest.fn();
  whenIdle(task);
  expect(idleTasks.size).toBe(1);
});

it("does nothing once cancelled, before or after the load", () => {
  install("loading");
  const task = jest.fn();
  whenIdle(task)();
  fakeWindow.dispatchEvent(new Event("load"));
  expect(idleTasks.size).toBe(0);

  install("complete");
  whenIdle(task)();
  expect(idleTasks.size).toBe(0);
  expect(task).not.toHaveBeenCalled();
});

it("falls back on a short timer where requestIdleCallback is missing", () => {
  jest.useFakeTimers();
  install("complete", false);
  Object.assign(fakeWindow, { setTimeout, clearTimeout }); // the fake timers
  const task = jest.fn();
  whenIdle(task);
  jest.advanceTimersByTime(199);
  expect(task).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(task).toHaveBeenCalledTimes(1);
});
