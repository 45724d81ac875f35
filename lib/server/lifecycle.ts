// What a server process must stop before it exits: background jobs, then the database. Kept on
// globalThis, because two copies of this module live in a server process (the server entry bundled by
// scripts/lib/build.cjs, and Next's bundle, where instrumentation.ts starts the jobs) and must share one list.
//
// lib/server/startup.ts registers here what it starts; lib/server/http.ts calls stopProcess() once the
// HTTP server has stopped accepting and finished its in-flight requests.

export interface StopHook {
  name: string;
  stop: () => Promise<void> | void;
}

interface LifecycleState {
  hooks: StopHook[];
  stopping: Promise<void> | null;
}

const KEY = Symbol.for("caisse.lifecycle");
const state = (): LifecycleState => {
  const store = globalThis as { [KEY]?: LifecycleState };
  return (store[KEY] ??= { hooks: [], stopping: null });
};

/** Registers what to stop at shutdown; hooks run in reverse order (the database, registered first, closes last). */
export function onStop(name: string, stop: StopHook["stop"]): void {
  state().hooks.push({ name, stop });
}

/** Whether the process is stopping (a job should not start new work). */
export const isStopping = () => state().stopping !== null;

/** Runs every stop hook once, newest first, each bounded by `eachMs`; errors are printed, not thrown. */
export function stopProcess(eachMs = 5_000): Promise<void> {
  const current = state();
  current.stopping ??= (async () => {
    for (const hook of [...current.hooks].reverse()) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          console.error(`[caisse] arrêt : « ${hook.name} » ne s'est pas arrêté en ${eachMs / 1000} s`);
          resolve();
        }, eachMs);
        timer.unref();
      });
      try {
        await Promise.race([Promise.resolve().then(hook.stop), timeout]);
      } catch (error) {
        console.error(`[caisse] arrêt : « ${hook.name} » a échoué :`, error instanceof Error ? error.message : error);
      } finally {
        clearTimeout(timer);
      }
    }
    current.hooks = [];
  })();
  return current.stopping;
}
