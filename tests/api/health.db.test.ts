// GET /api/health: the database answers, and whether the client's address reached the app. Served by
// Caisse's own server, every request carries it (lib/server/http.ts); served any other way (`next start`,
// `next dev`), none does and the per-address limits are off: the answer says so, in French.
import { GET as health } from "@/app/api/health/route";
import { NO_CLIENT_ADDRESS_WARNING } from "@/lib/api/address";
import { call } from "../helpers/http";

describe("GET /api/health", () => {
  it("no client address (not served by npm start): the warning, beside the usual fields", async () => {
    const res = await call(health, "/api/health");
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.data).toEqual({
      status: "ok",
      database: process.env.DATABASE_URL ? "postgres" : "pglite",
      clientAddress: false,
      warnings: [NO_CLIENT_ADDRESS_WARNING],
    });
    expect(res.body.data.warnings[0]).toMatch(/^Adresse des clients inconnue : .*aucune limite par adresse.*npm start/);
  });

  it("the address resolved by Caisse's server: no warning", async () => {
    const res = await call(health, "/api/health", { address: "203.0.113.7" });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ status: "ok", clientAddress: true, warnings: [] });
  });

  it("an address header the client forged is not believed", async () => {
    const res = await call(health, "/api/health", { headers: { "x-caisse-client-address": "forgé 203.0.113.7" } });
    expect(res.body.data).toMatchObject({ clientAddress: false, warnings: [NO_CLIENT_ADDRESS_WARNING] });
  });
});
