// Which provider sends the SMS (SMS_PROVIDER), and the delivery timings; tests and the multi-instance test's
// processes replace both.
import { getEnv } from "@/lib/config/env";
import { SMS_DELIVERY, type SmsDeliveryPolicy } from "@/lib/domain/sms";
import { logSmsSender } from "./log";
import { createTwilioSender } from "./twilio";

export interface SmsMessage {
  to: string;
  body: string;
}

export interface SmsSender {
  readonly name: string;
  /** resolves once the provider accepted the message; throws with a readable reason otherwise */
  send(message: SmsMessage): Promise<{ id: string | null }>;
}

let override: { sender: SmsSender; policy: Partial<SmsDeliveryPolicy> } | null = null;
let configured: SmsSender | null = null;

/** Replaces the provider and, optionally, the timings (tests, scripts); null goes back to SMS_PROVIDER. */
export function setSmsSender(sender: SmsSender | null, policy: Partial<SmsDeliveryPolicy> = {}) {
  override = sender ? { sender, policy } : null;
}

export function getSmsSender(): SmsSender {
  if (override) return override.sender;
  if (!configured) {
    const env = getEnv();
    configured =
      env.SMS_PROVIDER === "twilio"
        ? createTwilioSender({ accountSid: env.TWILIO_ACCOUNT_SID!, authToken: env.TWILIO_AUTH_TOKEN!, from: env.TWILIO_FROM! })
        : logSmsSender;
  }
  return configured;
}

export function getSmsPolicy(): SmsDeliveryPolicy {
  return { ...SMS_DELIVERY, ...override?.policy };
}
