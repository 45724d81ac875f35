// POST /api/users/sms-outbox/{id}/retry — sends a failed SMS again
import { apiRoute, reply } from "@/lib/api/handler";
import { uuidParam } from "@/lib/api/params";
import { RESEND_MESSAGES, resendSms } from "@/lib/services/sms/resend";

export const POST = apiRoute({ permission: "users:manage" }, async ({ user, params }) => {
  const sms = await resendSms(user, uuidParam(params));
  return reply({ message: sms.status === "sent" ? RESEND_MESSAGES.sent : RESEND_MESSAGES.failed, data: { sms } });
});

import { otherMethods } from "@/lib/api/methods";
export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
