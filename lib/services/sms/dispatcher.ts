// The SMS dispatcher, one per server process: every few seconds it claims the messages that are due (an
// attempt planned after a failure, a message whose sender stopped before its first attempt) or whose
// holder's lease expired, and makes one attempt each. Several instances share the outbox: a claim is
// exclusive (outbox.ts), so each message is in one instance's hands at a time.
//
// Contract with the server's start and stop: `startSmsDispatcher(db)` once the database is migrated;
// `await stopSmsDispatchers()` before closing the database (it lets the sends under way finish and record
// their answer). Nothing starts it in jest or in the scripts unless they call it.
import type { Db } from "@/lib/db/client";
import { errorText, deliverClaimed } from "./delivery";
import { claimDueSms, SMS_INSTANCE } from "./outbox";
import { getSmsPolicy } from "./provider";

export interface SmsDispatcherOptions {
  /** pause after a poll that found less than a full batch; default 5 s */
  intervalMs?: number;
  /** messages claimed and sent together by one poll; default 10 */
  batchSize?: number;
  /** the instance name its leases carry; default this process's */
  owner?: string;
}

export interface SmsDispatcher {
  readonly owner: string;
  /** one poll now (after the one under way); answers how many messages it took */
  runOnce(): Promise<number>;
  /** no more polls; resolves once the poll under way has recorded its sends */
  stop(): Promise<void>;
}

export const SMS_DISPATCH = { intervalMs: 5_000, batchSize: 10 } as const;

const store = globalThis as unknown as { __caisseSmsDispatchers?: Set<SmsDispatcher> };
const running = (store.__caisseSmsDispatchers ??= new Set());

export function startSmsDispatcher(db: Db, options: SmsDispatcherOptions = {}): SmsDispatcher {
  const intervalMs = options.intervalMs ?? SMS_DISPATCH.intervalMs;
  const batchSize = options.batchSize ?? SMS_DISPATCH.batchSize;
  const owner = options.owner ?? SMS_INSTANCE;
  let stopped = false;
  let failing = false;
  let timer: NodeJS.Timeout | null = null;
  let chain: Promise<unknown> = Promise.resolve();

  async function poll(): Promise<number> {
    const claimed = await claimDueSms(db, owner, batchSize, getSmsPolicy().leaseMs);
    await Promise.all(
      claimed.map((sms) =>
        deliverClaimed(db, sms, false).catch((error) => {
          // its lease runs out and another poll takes it again
          console.error(`[sms] répartiteur : envoi de ${sms.id} interrompu : ${errorText(error)}`);
        }),
      ),
    );
    return claimed.length;
  }

  function runOnce(): Promise<number> {
    const run = chain.then(poll);
    chain = run.catch(() => undefined);
    return run;
  }

  async function loop() {
    timer = null;
    let taken = 0;
    try {
      taken = await runOnce();
      if (failing) console.info("[sms] répartiteur : base de données de nouveau joignable");
      failing = false;
    } catch (error) {
      if (!failing) console.error(`[sms] répartiteur : ${errorText(error)} ; nouvel essai toutes les ${intervalMs} ms`);
      failing = true;
    }
    if (stopped) return;
    timer = setTimeout(loop, taken >= batchSize ? 0 : intervalMs);
    timer.unref();
  }

  const dispatcher: SmsDispatcher = {
    owner,
    runOnce,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      running.delete(dispatcher);
      await chain;
    },
  };
  running.add(dispatcher);
  // the first poll at once: messages a stopped process left behind
  timer = setTimeout(loop, 0);
  timer.unref();
  return dispatcher;
}

/** Stops every dispatcher of this process (the server's shutdown, before closing the database). */
export async function stopSmsDispatchers(): Promise<void> {
  await Promise.all([...running].map((dispatcher) => dispatcher.stop()));
}
