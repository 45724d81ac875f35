// Test-only: moves the clock of the week journey's own server (e2e/support/week-server.ts gives this file to that
// process alone with `--require`; Node runs it again in each worker thread, PGlite's included). Date.now() and
// `new Date()` read the real clock plus the offset, in milliseconds, that the journey writes to the file named by
// CAISSE_WEEK_CLOCK_FILE; the file is read again at most every CHECK_MS of real time. Nothing in the app reads
// this variable or this file, and no request can reach either: the app's servers, the other e2e servers and
// production start without it.
"use strict";
const { readFileSync } = require("node:fs");

const FILE = process.env.CAISSE_WEEK_CLOCK_FILE;
if (FILE) {
  const CHECK_MS = 100;
  const RealDate = Date;
  const realNow = RealDate.now.bind(RealDate);
  let offset = 0;
  let checkedAt = -Infinity;
  const shift = () => {
    const real = realNow();
    if (real - checkedAt >= CHECK_MS) {
      checkedAt = real;
      try {
        const read = Number(readFileSync(FILE, "utf8").trim());
        if (Number.isFinite(read)) offset = read;
      } catch {
        // not written yet: the real clock
      }
    }
    return offset;
  };
  const now = () => realNow() + shift();
  // a function, not a class: `Date()` called without new still answers a string, and a subclass of Date still
  // gets its own prototype (Reflect.construct with new.target)
  function ShiftedDate(...args) {
    if (!new.target) return new RealDate(now()).toString();
    return Reflect.construct(RealDate, args.length === 0 ? [now()] : args, new.target === ShiftedDate ? RealDate : new.target);
  }
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.prototype = RealDate.prototype;
  ShiftedDate.now = now;
  ShiftedDate.parse = RealDate.parse;
  ShiftedDate.UTC = RealDate.UTC;
  globalThis.Date = ShiftedDate;
}
