// Every request's body is bounded before Next reads any of it, on every route: our API (whose wrapper
// checks again, lib/api/handler.ts), next-auth's endpoints (which read a form whole, and which proxy.ts's
// matcher makes Next copy for the proxy as well) and the pages. The limits are lib/api/body-limits.ts's.
//
// - An announced size (Content-Length) past the limit: answered 413 at once, nothing of the body read.
// - A body of unannounced size (chunked): held here as it arrives, at most the limit, then handed to Next
//   whole; past the limit, answered 413 and the rest dropped as it arrives.
// A refused request reaches no route: nothing is written, nothing is buffered. What the client still sends
// after the answer is read and dropped (a client that is still writing when the connection is cut gets an
// error instead of the answer), for LINGER_MS at most; then the connection is cut.
import type { IncomingMessage, ServerResponse } from "node:http";
import { bodyTooLargeMessage, maxBodyBytes } from "@/lib/api/body-limits";
import { API_HEADERS, COMMON_HEADERS } from "@/lib/api/security-headers";

type Push = IncomingMessage["push"];

/** How long the rest of a refused body is read and dropped before its connection is cut. */
export const LINGER_MS = 5_000;

/** The 413 in the API's envelope, with the headers every /api answer carries; then the rest of the body dropped. */
export function refuseBody(req: IncomingMessage, res: ServerResponse, maxBytes: number): void {
  const body = JSON.stringify({ success: false, message: bodyTooLargeMessage(maxBytes), code: "PAYLOAD_TOO_LARGE", data: null });
  res.statusCode = 413;
  for (const { key, value } of [...COMMON_HEADERS, ...API_HEADERS]) res.setHeader(key, value);
  res.setHeader("content-type", "application/json; charset=utf-8");
  res.setHeader("content-length", Buffer.byteLength(body));
  // once answered, Node reads what is left of a body nobody read and drops it: bounded in time here
  res.once("finish", () => {
    if (req.complete) return;
    const timer = setTimeout(() => req.complete || req.socket.destroy(), LINGER_MS);
    timer.unref();
    req.socket.once("close", () => clearTimeout(timer));
  });
  res.end(body);
}

/**
 * Calls `next` once `req`'s body is known to fit the limit of its route (at once when its size is
 * announced or it has none), or answers 413 and never calls it.
 */
export function admitBody(req: IncomingMessage, res: ServerResponse, next: () => void): void {
  const maxBytes = maxBodyBytes(req.method, new URL(req.url ?? "/", "http://caisse").pathname);
  const announced = req.headers["content-length"];
  if (announced !== undefined) {
    // Node's parser has refused a malformed or doubled Content-Length already (400)
    if (Number(announced) > maxBytes) refuseBody(req, res, maxBytes);
    else next();
    return;
  }
  if (req.headers["transfer-encoding"] === undefined) return next();
  holdChunkedBody(req, maxBytes, next, () => refuseBody(req, res, maxBytes));
}

/**
 * Holds a chunked body as Node's HTTP parser delivers it (the parser hands each piece to the request's
 * `push`, and its end as `push(null)`), so that Next sees it only once it is complete and within the limit.
 */
function holdChunkedBody(req: IncomingMessage, maxBytes: number, complete: () => void, tooLarge: () => void): void {
  const push: Push = req.push;
  const held: Buffer[] = [];
  let size = 0;
  const hold = (chunk: unknown, encoding?: BufferEncoding): boolean => {
    if (chunk === null) {
      req.push = push;
      for (const piece of held.splice(0)) push.call(req, piece);
      push.call(req, null);
      complete();
      return false;
    }
    const piece = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string, encoding);
    size += piece.length;
    if (size <= maxBytes) {
      held.push(piece);
      return true; // keep the parser reading: the limit, not the stream's buffer, bounds what is held
    }
    held.length = 0;
    // the rest is dropped as it arrives (and the request never ends: it reached no route)
    req.push = () => true;
    tooLarge();
    return true;
  };
  req.push = hold as Push;
}
