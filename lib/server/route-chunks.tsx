// Preload hints for a page's own JavaScript (docs/decisions/0074-pas-tap-perdu.md). With the webpack build, the
// HTML of an App Router page names only the root layout's scripts: the chunks of the (app) layout and of the
// page reach the browser inside the RSC payload, and are asked for only once the framework's 130 KB have
// arrived and run — about 0.5 s later on a 1.6 Mbps link (docs/performance.md, "Le premier tap").
// Listed here as <link rel="preload" as="script"> in the head, they travel with the framework instead.
//
// The chunks come from the route's client reference manifest, which the build writes next to the page
// (.next/server/app/<entry>_client-reference-manifest.js, a script that fills globalThis.__RSC_MANIFEST)
// and Next.js reads in a sandbox of its own: read here the same way, once per route. A format of Next.js's,
// read defensively: without it the page is unchanged (no hint); e2e/ready.spec.ts checks the hints are there.
import { readFileSync } from "node:fs";
import path from "node:path";
import { createContext, runInContext } from "node:vm";
import { headers } from "next/headers";

interface Manifest {
  moduleLoading?: { prefix?: string } | null;
  clientModules?: Record<string, { chunks?: unknown[] }>;
}

const cache = new Map<string, string[]>();

/** The script files of the client components a route's server components render (its first load). */
export function routeChunkFiles(entry: string): string[] {
  const known = cache.get(entry);
  if (known) return known;
  let files: string[] = [];
  try {
    const file = path.join(process.cwd(), ".next", "server", "app", `${entry}_client-reference-manifest.js`);
    const sandbox = createContext({}) as { __RSC_MANIFEST?: Record<string, Manifest> };
    runInContext(readFileSync(file, "utf8"), sandbox, { timeout: 1_000 });
    files = chunkFiles(sandbox.__RSC_MANIFEST?.[entry]);
  } catch (error) {
    console.warn(`[caisse] indications de préchargement indisponibles pour ${entry} :`, (error as Error).message);
  }
  cache.set(entry, files);
  return files;
}

function chunkFiles(manifest: Manifest | undefined): string[] {
  if (!manifest?.clientModules) return [];
  const prefix = manifest.moduleLoading?.prefix ?? "/_next/";
  const files = new Set<string>();
  for (const clientModule of Object.values(manifest.clientModules)) {
    // [id, file, id, file, ...]
    const chunks = Array.isArray(clientModule.chunks) ? clientModule.chunks : [];
    for (let i = 1; i < chunks.length; i += 2) {
      const file = chunks[i];
      if (typeof file === "string" && file.endsWith(".js")) files.add(prefix + file);
    }
  }
  return [...files];
}

/**
 * The route's chunks as <link rel="preload" as="script">, with the request's CSP nonce (proxy.ts): React
 * puts a <link> rendered anywhere in the document's head. (react-dom's preload() from a server component
 * only reaches the RSC payload here, not the HTML.)
 */
export async function RouteChunkHints({ entry }: { entry: string }) {
  const nonce = (await headers()).get("x-nonce") ?? undefined;
  return routeChunkFiles(entry).map((href) => <link key={href} rel="preload" as="script" href={href} nonce={nonce} />);
}
