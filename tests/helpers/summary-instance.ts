// One app instance for tests/services/summary-instances.db.test.ts, run as a child process (node --import tsx):
// its own pool on DATABASE_URL; on "go" it runs the evening job's tick at SUMMARY_AT and answers the days it
// sent, then stops.
import { closeDb, getDbHandle } from "@/lib/db/client";
import { runSummaryTick } from "@/lib/services/summary/job";

async function main() {
  // the log provider prints every summary it "sends"
  console.info = () => undefined;
  const { db } = await getDbHandle();
  process.on("message", () => {
    void runSummaryTick(db, { now: new Date(process.env.SUMMARY_AT!), atStart: true })
      .then((report) => process.send?.({ sent: report.sent }))
      .catch((error: unknown) => process.send?.({ error: error instanceof Error ? error.message : String(error) }))
      .finally(() => closeDb().then(() => process.exit(0)));
  });
  process.send?.("ready");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
