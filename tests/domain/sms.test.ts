import { accessCodeSmsBody, maskCodes, SMS_PURPOSE_LABELS, SMS_PURPOSES, toE164 } from "@/lib/domain/sms";

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
