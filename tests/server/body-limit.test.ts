// Caisse's server bounds every body before Next reads any of it (lib/server/body-limit.ts), next-auth's
// credentials callback included: an announced size past the limit is answered 413 before the client has
// sent the body, an unannounced (chunked) one is answered 413 once the limit is passed, and the route is
// never reached. Within the limit, the route gets the whole body, byte for byte.
import http, { type IncomingMessage, type ServerResponse } from "node:http";
import net from "node:net";
import { DEFAULT_MAX_BODY_BYTES, PROFILE_MAX_BODY_BYTES } from "@/lib/api/body-limits";
import { admitBody } from "@/lib/server/body-limit";

const CREDENTIALS = "/api/auth/callback/credentials";
const ENVELOPE = { success: false, code: "PAYLOAD_TOO_LARGE", message: "Requête trop volumineuse (64 Ko au plus)", data: null };

let server: http.Server;
let port: number;
/** what the route (Next, in the real server) received: one entry per request that reached it */
let reached: { path: string; bytes: Buffer }[];
/** the bytes the server had read from the client's connection when it answered 413 */
let readWhenRefused: number[];

beforeAll(async () => {
  server = http.createServer((req: IncomingMessage, res: ServerResponse) => {
    res.once("finish", () => {
      if (res.statusCode === 413) readWhenRefused.push(req.socket.bytesRead);
    });
    admitBody(req, res, async () => {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      reached.push({ path: req.url!, bytes: Buffer.concat(chunks) });
      res.end("reached");
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as net.AddressInfo).port;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  reached = [];
  readWhenRefused = [];
});

/** A raw connection: the test decides what it sends and when, and reads the answers that come back. */
function connect() {
  const socket = net.connect(port, "127.0.0.1");
  let received = "";
  let waiting: (() => void) | null = null;
  socket.on("data", (chunk) => {
    received += chunk.toString("utf8");
    waiting?.();
  });
  socket.on("error", () => undefined);
  openSockets.push(socket);
  /** the next complete answer (headers and Content-Length bytes of body) */
  const answered = () =>
    new Promise<ReturnType<typeof parseAnswer>>((resolve) => {
      const check = () => {
        const end = received.indexOf("\r\n\r\n");
        if (end < 0) return;
        const length = Number(/content-length: (\d+)/i.exec(received.slice(0, end))?.[1] ?? 0);
        if (Buffer.byteLength(received.slice(end + 4)) < length) return;
        const answer = parseAnswer(received.slice(0, end), received.slice(end + 4, end + 4 + length));
        received = received.slice(end + 4 + length);
        waiting = null;
        resolve(answer);
      };
      waiting = check;
      check();
    });
  return { socket, answered };
}
let openSockets: net.Socket[] = [];
afterEach(() => {
  for (const socket of openSockets) socket.destroy();
  openSockets = [];
});

function parseAnswer(head: string, body: string) {
  let parsed: unknown = body;
  try {
    parsed = JSON.parse(body);
  } catch {
    // "reached": the route's own answer
  }
  return { status: Number(head.split(" ")[1]), head: head.toLowerCase(), body: parsed as Record<string, unknown> };
}

const post = (path: string, headers: string[]) => [`POST ${path} HTTP/1.1`, "Host: 127.0.0.1", "Content-Type: application/x-www-form-urlencoded", ...headers, "", ""].join("\r\n");

describe("a body past its route's limit", () => {
  it("announced (Content-Length: 100 MB) on next-auth's credentials callback: 413 before the body is sent, the route never reached", async () => {
    const { socket, answered } = connect();
    socket.write(post(CREDENTIALS, [`Content-Length: ${100 * 1024 * 1024}`]));
    socket.write("telephone=770000000&code=123456&x=" + "a".repeat(16 * 1024));
    // the test sends nothing more: a server that waited for the body would never answer
    const answer = await answered();
    expect(answer.status).toBe(413);
    expect(answer.head).toContain("content-type: application/json");
    expect(answer.body).toEqual(ENVELOPE);
    expect(reached).toEqual([]);
    expect(readWhenRefused[0]).toBeLessThan(64 * 1024);
  });

  it("chunked without Content-Length: 413 once past 64 Ko, what came before is dropped, the route never reached", async () => {
    const { socket, answered } = connect();
    socket.write(post(CREDENTIALS, ["Transfer-Encoding: chunked"]));
    const piece = Buffer.alloc(8 * 1024, "a");
    let sent = 0;
    // up to 100 MB, one piece at a time, until the server answers
    let done = false;
    const answer = answered().finally(() => (done = true));
    while (!done && sent < 100 * 1024 * 1024 && !socket.destroyed) {
      socket.write(`${piece.length.toString(16)}\r\n`);
      socket.write(piece);
      socket.write("\r\n");
      sent += piece.length;
      await new Promise((resolve) => setTimeout(resolve, 2));
    }
    expect((await answer).status).toBe(413);
    expect((await answer).body).toEqual(ENVELOPE);
    expect(reached).toEqual([]);
    // answered as soon as the limit was passed, not at the end of the body
    expect(sent).toBeLessThan(DEFAULT_MAX_BODY_BYTES + 256 * 1024);
    expect(readWhenRefused[0]).toBeLessThan(DEFAULT_MAX_BODY_BYTES + 64 * 1024);
  });

  it("the rest of a refused body is dropped as it arrives, and the connection serves the next request", async () => {
    const { socket, answered } = connect();
    const size = 1024 * 1024;
    socket.write(post(CREDENTIALS, [`Content-Length: ${size}`]));
    socket.write("a".repeat(8 * 1024));
    expect((await answered()).status).toBe(413);
    // the client finishes sending (it had not read the answer yet), then asks again on the same connection
    socket.write("a".repeat(size - 8 * 1024));
    socket.write(post(CREDENTIALS, ["Content-Length: 9"]) + "code=1234");
    const next = await answered();
    expect(next.status).toBe(200);
    expect(next.body).toBe("reached");
    expect(reached.map((r) => r.bytes.toString())).toEqual(["code=1234"]);
  });

  it("the profile's photo route has its own limit: 8 Mo", async () => {
    const { socket, answered } = connect();
    socket.write([`PUT /api/users/profile HTTP/1.1`, "Host: 127.0.0.1", "Content-Type: application/json", `Content-Length: ${PROFILE_MAX_BODY_BYTES + 1}`, "", ""].join("\r\n"));
    const answer = await answered();
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe("Requête trop volumineuse (8 Mo au plus)");
    // the same size is refused on any other route, whatever the spelling of the path
    const other = await fetch(`http://127.0.0.1:${port}/api/users/profile/`, { method: "PUT", body: "x".repeat(DEFAULT_MAX_BODY_BYTES + 1) });
    expect(other.status).toBe(413);
    expect(reached).toEqual([]);
  });
});

describe("a body within its route's limit", () => {
  it("reaches the route whole, announced or chunked", async () => {
    const form = `telephone=770000000&code=123456&pad=${"b".repeat(40 * 1024)}`;
    const announced = await fetch(`http://127.0.0.1:${port}${CREDENTIALS}`, { method: "POST", body: form });
    expect(await announced.text()).toBe("reached");
    // a stream: sent chunked, without Content-Length, in several pieces
    const pieces = [form.slice(0, 1000), form.slice(1000, 30_000), form.slice(30_000)];
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const piece of pieces) controller.enqueue(new TextEncoder().encode(piece));
        controller.close();
      },
    });
    const chunked = await fetch(`http://127.0.0.1:${port}${CREDENTIALS}`, { method: "POST", body, duplex: "half" } as RequestInit);
    expect(await chunked.text()).toBe("reached");
    const photo = "p".repeat(2 * 1024 * 1024);
    expect(await (await fetch(`http://127.0.0.1:${port}/api/users/profile`, { method: "PUT", body: photo })).text()).toBe("reached");
    expect(reached.map((r) => [r.path, r.bytes.toString()])).toEqual([
      [CREDENTIALS, form],
      [CREDENTIALS, form],
      ["/api/users/profile", photo],
    ]);
  });

  it("a request without a body passes at once", async () => {
    expect(await (await fetch(`http://127.0.0.1:${port}/api/health`)).text()).toBe("reached");
    expect(reached).toEqual([{ path: "/api/health", bytes: Buffer.alloc(0) }]);
  });
});
