// The client's address for per-address limits, as Caisse's HTTP server resolved it (lib/server/http.ts:
// the socket's address, or the hop a proxy declared in TRUST_PROXY added). The server hands it to the
// route handlers in one request header, after removing any copy the client sent, and seals it with a
// random value that lives only in this process's memory: a header a client forges is never believed,
// even if it got past the server. No server in front (jest calling a handler, `next start`, `next dev`):
// null, and the per-address limits do not apply (the per-phone lock still does); the app then says so at
// start and on /api/health (NO_CLIENT_ADDRESS_WARNING).
import { randomBytes, timingSafeEqual } from "node:crypto";

export const CLIENT_ADDRESS_HEADER = "x-caisse-client-address";
const SEAL = Symbol.for("caisse.client-address-seal");
type SealStore = { [SEAL]?: string };

/** The seal of this process, created on first use: only code running in this process can write the header. */
export function addressSeal(): string {
  const store = globalThis as SealStore;
  store[SEAL] ??= randomBytes(24).toString("base64url");
  return store[SEAL];
}

/** The header's value for a resolved address (the server; tests simulating it). */
export function sealedAddress(address: string): string {
  return `${addressSeal()} ${address}`;
}

/** The client's address, or null when no Caisse server resolved it. */
export function clientAddress(headers: Headers): string | null {
  const seal = (globalThis as SealStore)[SEAL];
  const value = headers.get(CLIENT_ADDRESS_HEADER);
  if (!seal || !value) return null;
  const space = value.indexOf(" ");
  if (space === -1) return null;
  const given = Buffer.from(value.slice(0, space));
  const expected = Buffer.from(seal);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  const address = value.slice(space + 1);
  return address.length > 0 && address.length <= 64 ? address : null;
}

const OWN_SERVER = Symbol.for("caisse.resolves-client-addresses");
type OwnServerStore = { [OWN_SERVER]?: true };

/** Caisse's own server (lib/server/main.ts) marks its process before Next starts in it. */
export function markClientAddressesResolved(): void {
  (globalThis as OwnServerStore)[OWN_SERVER] = true;
}

/** Whether this process serves through Caisse's own server, which resolves every client's address. */
export const clientAddressesResolved = () => (globalThis as OwnServerStore)[OWN_SERVER] === true;

/** What the app says, at start and on /api/health, when it cannot see the clients' addresses. */
export const NO_CLIENT_ADDRESS_WARNING =
  "Adresse des clients inconnue : l'application n'est pas servie par son propre serveur (npm start), donc aucune limite " +
  "par adresse ne s'applique aux connexions ni aux demandes d'inscription (seul reste le blocage d'un téléphone après 5 codes faux). " +
  "Servez-la avec npm start ; derrière un proxy inverse, déclarez-le dans TRUST_PROXY.";
