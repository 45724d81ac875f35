// The default SMS provider: the message stays in sms_outbox (read by the admin) and one server log line
// says it was "sent", with the phone and every code masked.
import { maskPhone } from "@/lib/domain/phone";
import { maskCodes } from "@/lib/domain/sms";
import type { SmsSender } from "./provider";

export const logSmsSender: SmsSender = {
  name: "log",
  async send({ to, body }) {
    console.info(`[sms] à ${maskPhone(to)} : ${maskCodes(body)}`);
    return { id: null };
  },
};
