// The browser suite's shards (`--shard=i/n`, scripts/test.ts) split by how long each spec takes, so that the
// shards, which run side by side, end together. Jest's own split hashes the file paths: it left one shard
// 600 s and the other 523 s, and the step lasts as long as the longer one. Greedy: the longest spec first,
// each to the shard with the least so far; ties by path, so that every shard process computes the same split.
// Seconds per spec as measured by a fresh-clone `.ci/run` (both shards side by side); a spec not listed
// counts as the median. A stale figure only makes the split less even, never drops or repeats a spec.
const path = require("node:path");
const Sequencer = require("@jest/test-sequencer").default;

const SECONDS = {
  "e2e/a11y.spec.ts": 107,
  "e2e/users.spec.ts": 93,
  "e2e/phone.spec.ts": 79,
  "e2e/offline.spec.ts": 55,
  "e2e/failures.spec.ts": 51,
  "e2e/foundation.spec.ts": 48,
  "e2e/ledger.spec.ts": 45,
  "e2e/transfers.spec.ts": 44,
  "e2e/transactions.spec.ts": 43,
  "e2e/partners.spec.ts": 43,
  "e2e/start.spec.ts": 43,
  "e2e/form-errors.spec.ts": 42,
  "e2e/registration.spec.ts": 42,
  "e2e/profile.spec.ts": 40,
  "e2e/day-close.spec.ts": 40,
  "e2e/owner-eye.spec.ts": 31,
  "e2e/trend.spec.ts": 30,
  "e2e/day-entries.spec.ts": 30,
  "e2e/sessions.spec.ts": 29,
  "e2e/account-types.spec.ts": 28,
  "e2e/ready.spec.ts": 24,
  "e2e/early-taps.spec.ts": 23,
  "e2e/access-codes.spec.ts": 21,
  "e2e/exports.spec.ts": 21,
  "e2e/partner-space.spec.ts": 19,
  "e2e/morning.spec.ts": 18,
  "e2e/security.spec.ts": 13,
  "e2e/first-load.spec.ts": 11,
  "e2e/notifications.spec.ts": 6,
  "e2e/original-client.spec.ts": 4,
};
const listed = Object.values(SECONDS).sort((a, b) => a - b);
const MEDIAN = listed[Math.floor(listed.length / 2)];

class DurationSequencer extends Sequencer {
  shard(tests, { shardIndex, shardCount }) {
    const name = (test) => path.relative(test.context.config.rootDir, test.path).split(path.sep).join("/");
    const weight = (test) => SECONDS[name(test)] ?? MEDIAN;
    const ordered = [...tests].sort((a, b) => weight(b) - weight(a) || (name(a) < name(b) ? -1 : 1));
    const shards = Array.from({ length: shardCount }, () => ({ seconds: 0, tests: [] }));
    for (const test of ordered) {
      const lightest = shards.reduce((min, shard) => (shard.seconds < min.seconds ? shard : min));
      lightest.seconds += weight(test);
      lightest.tests.push(test);
    }
    return shards[shardIndex - 1].tests;
  }
}

module.exports = DurationSequencer;
