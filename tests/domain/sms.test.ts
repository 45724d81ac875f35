import {
  accessCodeSmsBody,
  attemptInRound,
  isLastAttempt,
  maskCodes,
  retryDelayMs,
  SMS_DELIVERY,
  SMS_PURPOSE_LABELS,
  SMS_PURPOSES,
  SMS_STATE_LABELS,
  smsDeliveryState,
  toE164,
  type SmsDeliveryFacts,
} from "@/lib/domain/sms";

describe("access-code SMS", () => {
  it("says in French where to log in, with which phone and which code", () => {
    expect(accessCodeSmsBody({ purpose: "ACCOUNT_APPROVED", siteUrl: "https://caisse.sn/", telephone: "771234567", code: "042137" })).toBe(
      "Caisse : votre demande d'accès est acceptée. Connectez-vous sur https://caisse.sn/auth avec le téléphone 771234567 et le code 042137. Ne le communiquez à personne.",
    );
    expect(accessCodeSmsBody({ purpose: "ACCOUNT_CREATED", siteUrl: "http://localhost:3000", telephone: "77", code: "1" })).toContain(
      "votre compte a été créé. Connectez-vous sur http://localhost:3000/auth",
    );
    expect(accessCodeSmsBody({ purpose: "CODE_REGENERATED", siteUrl: "x", telephone: "77", code: "1" })).toContain("votre code d'accès a été changé.");
    for (const purpose of SMS_PURPOSES) expect(SMS_PURPOSE_LABELS[purpose]).toBeTruthy();
  });

  it("masks every 6-digit group for the log, not longer numbers", () => {
    expect(maskCodes("code 123456, tél 771234567, 654321")).toBe("code ******, tél 771234567, ******");
  });

  it("writes phones in E.164 for Twilio", () => {
    expect(toE164("221771234567")).toBe("+221771234567");
    expect(toE164("00221 77 123 45 67")).toBe("+221771234567");
  });
});

describe("delivery rounds", () => {
  it("counts attempts in rounds of 3 that never restart the total", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7].map((n) => attemptInRound(n, 3))).toEqual([0, 1, 2, 3, 1, 2, 3, 1]);
    expect([1, 2, 3, 4, 6].map((n) => isLastAttempt(n, 3))).toEqual([false, false, true, false, true]);
    expect(isLastAttempt(0, 3)).toBe(false);
  });

  it("waits 1 s then 2 s inside a round, from the first attempt again after a resend", () => {
    expect([1, 2, 4, 5].map((n) => retryDelayMs(n, SMS_DELIVERY))).toEqual([1_000, 2_000, 1_000, 2_000]);
    expect(retryDelayMs(0, SMS_DELIVERY)).toBe(1_000);
    expect(retryDelayMs(3, { attempts: 5, delayMs: 10, factor: 3 })).toBe(90);
    expect(SMS_DELIVERY).toMatchObject({ attempts: 3, leaseMs: 60_000, graceMs: 60_000 });
  });
});

describe("delivery state shown to the admin", () => {
  const now = new Date("2025-03-10T12:00:00Z");
  const at = (seconds: number) => new Date(now.getTime() + seconds * 1_000);
  const queued = (facts: Partial<SmsDeliveryFacts>): SmsDeliveryFacts => ({
    status: "queued",
    attempts: 0,
    leaseOwner: null,
    leaseUntil: null,
    nextAttemptAt: at(30),
    ...facts,
  });
  const state = (facts: Partial<SmsDeliveryFacts>) => smsDeliveryState(queued(facts), now, 60_000);

  it("says sent and failed as they are", () => {
    expect(state({ status: "sent", leaseOwner: "a", leaseUntil: at(10) })).toBe("sent");
    expect(state({ status: "failed", nextAttemptAt: at(-3_600) })).toBe("failed");
  });

  it("tells a live lease (sending) from an expired one (stuck)", () => {
    expect(state({ leaseOwner: "a", leaseUntil: at(10) })).toBe("sending");
    expect(state({ leaseOwner: "a", leaseUntil: now })).toBe("sending");
    expect(state({ leaseOwner: "a", leaseUntil: at(-1) })).toBe("stuck");
    expect(state({ leaseOwner: "a", leaseUntil: null })).toBe("stuck");
  });

  it("tells a first attempt waiting from a planned retry, and either from a late one", () => {
    expect(state({})).toBe("waiting");
    expect(state({ nextAttemptAt: at(-60) })).toBe("waiting");
    expect(state({ attempts: 1, nextAttemptAt: at(2) })).toBe("retrying");
    expect(state({ attempts: 1, nextAttemptAt: at(-61) })).toBe("stuck");
    expect(state({ nextAttemptAt: at(-61) })).toBe("stuck");
  });

  it("has a French label for every state", () => {
    for (const key of ["waiting", "sending", "retrying", "stuck", "sent", "failed"] as const) expect(SMS_STATE_LABELS[key]).toMatch(/^[A-ZÉ]/);
  });
});
