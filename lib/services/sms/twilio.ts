// The Twilio provider (SMS_PROVIDER=twilio): the official SDK, loaded on first use. `apiBaseUrl` sends the
// SDK's real HTTP requests to another origin (a Twilio-compatible gateway, or the fake server of the tests).
import { toE164 } from "@/lib/domain/sms";
import type { SmsSender } from "./provider";

export interface TwilioConfig {
  accountSid: string;
  authToken: string;
  from: string;
  apiBaseUrl?: string;
  /** per HTTP request */
  timeoutMs?: number;
}

type TwilioClient = import("twilio").Twilio;
type RequestOptions<T> = import("twilio/lib/base/RequestClient").RequestOptions<T>;

async function createClient(config: TwilioConfig): Promise<TwilioClient> {
  const { default: twilio } = await import("twilio");
  const timeout = config.timeoutMs ?? 8_000;
  let httpClient = new twilio.RequestClient({ timeout });
  if (config.apiBaseUrl) {
    const origin = config.apiBaseUrl;
    class RedirectedRequestClient extends twilio.RequestClient {
      constructor() {
        super({ timeout });
        // a local gateway is reached directly, never through an HTTP(S)_PROXY of the environment
        this.axios.defaults.proxy = false;
      }
      request<T>(opts: RequestOptions<T>) {
        const original = new URL(opts.uri);
        return super.request<T>({ ...opts, uri: new URL(original.pathname + original.search, origin).href });
      }
    }
    httpClient = new RedirectedRequestClient();
  }
  return twilio(config.accountSid, config.authToken, { httpClient, autoRetry: false });
}

/** Twilio's answer as one line for sms_outbox.last_error. */
function describeError(error: unknown): string {
  const e = error as { status?: number; code?: number; message?: string };
  const prefix = e.status ? `Twilio ${e.status}${e.code ? ` (${e.code})` : ""} : ` : "Twilio : ";
  return prefix + (e.message || String(error));
}

export function createTwilioSender(config: TwilioConfig): SmsSender {
  let client: Promise<TwilioClient> | null = null;
  return {
    name: "twilio",
    async send({ to, body }) {
      client ??= createClient(config);
      try {
        const message = await (await client).messages.create({ to: toE164(to), from: config.from, body });
        if (message.status === "failed" || message.status === "undelivered") {
          throw new Error(message.errorMessage || `message ${message.status}`);
        }
        return { id: message.sid };
      } catch (error) {
        throw new Error(describeError(error));
      }
    },
  };
}
