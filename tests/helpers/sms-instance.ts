// One app instance for tests/services/sms-instances.db.test.ts, run as a child process (node --import tsx):
// its own pool on DATABASE_URL, the SMS dispatcher with short timings, and a fake provider that appends
// every message it accepts to SMS_SENT_LOG ("<instance>\t<body>", written before the send resolves, as a
// provider that accepted it). Says "ready" on its IPC channel; SIGTERM stops it cleanly.
import { appendFileSync } from "node:fs";
import { closeDb, getDbHandle } from "@/lib/db/client";
import { setSmsSender } from "@/lib/services/sms";
import { startSmsDispatcher } from "@/lib/services/sms/dispatcher";

const name = process.env.SMS_INSTANCE_NAME ?? `instance-${process.pid}`;
const sentLog = process.env.SMS_SENT_LOG!;
const failRate = Number(process.env.SMS_FAIL_RATE ?? 0);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  // the expected "[sms] échec définitif…" lines of a provider failing on purpose; anything else still shows
  const report = console.error.bind(console);
  console.error = (...args: unknown[]) => (String(args[0]).startsWith("[sms] ") ? undefined : report(...args));
  setSmsSender(
    {
      name: "faux",
      async send({ body }) {
        await sleep(10 + Math.random() * 40);
        if (Math.random() < failRate) throw new Error("opérateur injoignable");
        appendFileSync(sentLog, `${name}\t${body}\n`);
        return { id: null };
      },
    },
    { delayMs: 30, leaseMs: 1_000, graceMs: 0 },
  );
  const { db } = await getDbHandle();
  const dispatcher = startSmsDispatcher(db, { owner: name, intervalMs: 25, batchSize: 4 });
  process.on("SIGTERM", () => {
    void dispatcher
      .stop()
      .then(() => closeDb())
      .finally(() => process.exit(0));
  });
  process.send?.("ready");
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
