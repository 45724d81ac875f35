// POST /api/users/sms-outbox/{id}/retry — sends a failed SMS again
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { RESEND_MESSAGES, resendSms } from "@/lib/services/sms/resend";

export const POST = apiRoute({ permission: "users:manage" }, async ({ user, params }) => {
  const sms = await resendSms(await getDb(), user, uuidParam(params));
  return reply({ message: RESEND_MESSAGES[sms.status], data: { sms } });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
