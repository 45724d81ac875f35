// GET /api/users/sms-outbox — the SMS outbox, newest first (status, to, limit ≤ 100), with the failed count
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { listSmsOutbox } from "@/lib/services/sms";
import { smsOutboxQuery } from "@/lib/validation/users";

export const GET = apiRoute({ permission: "users:codes", query: smsOutboxQuery }, async ({ query }) => listSmsOutbox(await getDb(), query));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
