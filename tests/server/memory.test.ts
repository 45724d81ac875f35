// The gate on the requests answered at once (lib/server/memory.ts): never more than its limit, the others in
// order of arrival as earlier ones end, and a client gone while waiting never started.
import { EventEmitter } from "node:events";
import type { ServerResponse } from "node:http";
import { requestGate } from "@/lib/server/memory";

const response = () => new EventEmitter() as unknown as ServerResponse;

it("starts at most `limit` requests at once, the next one as each ends, in order", () => {
  const admit = requestGate(2);
  const started: number[] = [];
  const responses = Array.from({ length: 5 }, response);
  responses.forEach((res, i) => admit(res, () => started.push(i)));
  expect(started).toEqual([0, 1]);
  responses[1]!.emit("close");
  expect(started).toEqual([0, 1, 2]);
  // the fourth client leaves before its turn: it never starts, the fifth takes the place
  responses[3]!.emit("close");
  responses[0]!.emit("close");
  expect(started).toEqual([0, 1, 2, 4]);
  responses[2]!.emit("close");
  responses[4]!.emit("close");
  const late = response();
  admit(late, () => started.push(5));
  expect(started).toEqual([0, 1, 2, 4, 5]);
});
