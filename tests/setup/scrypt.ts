// The integration files hash hundreds of access codes (each user they create, each login they check): at the
// production cost (lib/auth/codes.ts SCRYPT, ~90 ms and 32 MiB a hash) that was about a third of their CPU.
// They hash with a cheaper N, the same scheme and format; the files about the parameters themselves call
// hashAtProductionCost(). The browser suite's servers and every started process keep the production cost.
import { SCRYPT } from "@/lib/auth/codes";

const PRODUCTION = { ...SCRYPT };
const CHEAP = { ...SCRYPT, N: 1024 };

/** Today's parameters, as the app ships them, for the rest of this file. */
export function hashAtProductionCost() {
  Object.assign(SCRYPT, PRODUCTION);
}

/** Hashing that costs a few milliseconds: every integration file starts with it (tests/setup/database.ts). */
export function hashCheaply() {
  Object.assign(SCRYPT, CHEAP);
}
