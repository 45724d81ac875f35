// One kept entry sent to its create route, with its own Idempotency-Key (the server records it once and
// replays its answer to a resend), by the pages (./start.ts) and by the service worker (./worker-send.ts).
import { apiEnvelope } from "@/lib/api-client";
import { outcomeOfError, type QueuedEntry, type SendOutcome } from "./queue";

export async function sendEntry(entry: QueuedEntry): Promise<SendOutcome> {
  try {
    const envelope = await apiEnvelope(entry.url, { method: "POST", body: entry.body, headers: { "Idempotency-Key": entry.key }, retry: false });
    return { kind: "sent", message: envelope.message };
  } catch (error) {
    return outcomeOfError(error);
  }
}
