// A body past the route's limit is refused (413, French message) before it is read whole, whether its size
// was announced (Content-Length) or not; nothing is written.
import { sql } from "drizzle-orm";
import { NextRequest } from "next/server";
import { POST as create } from "@/app/api/transactions/create/route";
import { POST as register } from "@/app/api/users/register-request/route";
import { DEFAULT_MAX_BODY_BYTES } from "@/lib/api/handler";
import { getDb } from "@/lib/db/client";
import { call } from "../helpers/http";
import { createTestUser, loginAs } from "../helpers/users";

const count = async (table: string) => Number(((await (await getDb()).execute(sql.raw(`SELECT count(*) AS n FROM ${table}`))) as unknown as { rows: { n: string }[] }).rows[0]!.n);

it("refuses a body past 64 Ko, announced or only counted, and writes nothing", async () => {
  const sup = await createTestUser("SUPERVISEUR");
  const token = await loginAs(sup, "10.4.0.1");
  const big = JSON.stringify({ superviseurId: sup.id, typeOperation: "depot", typeCompte: "LIQUIDE", montant: 1_000, description: "x".repeat(DEFAULT_MAX_BODY_BYTES) });
  const before = await count("transactions");
  const announced = await call(create, "/api/transactions/create", { token, body: big, headers: { "content-length": String(Buffer.byteLength(big)) } });
  expect(announced.status).toBe(413);
  expect(announced.body).toEqual({ success: false, code: "PAYLOAD_TOO_LARGE", message: "Requête trop volumineuse (64 Ko au plus)", data: null });
  // no Content-Length (a stream): counted as it arrives
  const stream = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode("x".repeat(8 * 1024)));
      controller.close();
    },
  });
  const req = new NextRequest("http://localhost/api/users/register-request", {
    method: "POST",
    headers: { "content-type": "application/json", "sec-fetch-site": "same-origin" },
    body: stream,
    duplex: "half",
  } as ConstructorParameters<typeof NextRequest>[1]);
  const streamed = await register(req, { params: Promise.resolve({}) });
  expect(streamed.status).toBe(413);
  expect(await count("transactions")).toBe(before);
  // a body that is not UTF-8 (Latin-1 bytes): 422, never a 500
  const latin1 = await create(
    new NextRequest("http://localhost/api/transactions/create", {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
      body: new Uint8Array([0x7b, 0x22, 0x6d, 0xe9, 0x22, 0x3a, 0x31, 0x7d]),
    }),
    { params: Promise.resolve({}) },
  );
  expect(latin1.status).toBe(422);
  expect((await latin1.json()).message).toBe("Corps de requête invalide : texte UTF-8 attendu");
  expect(await count("transactions")).toBe(before);
});
