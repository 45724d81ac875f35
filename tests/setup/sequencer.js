// The order jest starts the test files in. With timings from an earlier run on this machine (jest's cache), its
// own order: the longest first, so no worker is left with a long file at the end. Without them (a fresh clone,
// CI), jest would go by file size, and a short file that waits on child processes (a crash, a lock, a backup)
// could start last and run alone: these files go first, longest first, as measured here.
const Sequencer = require("@jest/test-sequencer").default;

const LONGEST_FIRST = [
  "tests/db/crash-recovery.db.test.ts",
  "tests/db/partner-migration.db.test.ts",
  "tests/db/lock.db.test.ts",
  "tests/server/backup.db.test.ts",
  "tests/api/login.db.test.ts",
  "tests/db/pglite-thread.db.test.ts",
  "tests/api/profile-photo-size.db.test.ts",
  "tests/api/sessions.db.test.ts",
  "tests/api/strict-input.db.test.ts",
  "tests/api/profile.db.test.ts",
  "tests/services/hot-paths.db.test.ts",
];

class LongestFirst extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    if (sorted.some((test) => test.duration != null)) return sorted;
    const rank = (test) => {
      const index = LONGEST_FIRST.findIndex((file) => test.path.split("\\").join("/").endsWith(`/${file}`));
      return index < 0 ? LONGEST_FIRST.length : index;
    };
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}

module.exports = LongestFirst;
