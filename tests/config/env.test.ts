import { EnvError, parseEnv } from "@/lib/config/env";

describe("environment check", () => {
  it("applies DESIGN's defaults and treats blank values as unset", () => {
    const env = parseEnv({ DATABASE_URL: "", PORT: "" });
    expect(env).toMatchObject({
      DATABASE_URL: undefined,
      PGLITE_DIR: "./data",
      PORT: 3000,
      HOST: "127.0.0.1",
      APP_TIMEZONE: "Africa/Dakar",
      DAILY_REFRESH_AT: "17:01",
      SMS_PROVIDER: "log",
      ADMIN_PHONE: "770000000",
    });
  });

  it("names every wrong variable in one French message", () => {
    let error: unknown;
    try {
      parseEnv({ ADMIN_CODE: "12ab", DAILY_REFRESH_AT: "25:00", APP_TIMEZONE: "Mars/Olympus", DATABASE_URL: "mysql://x", AUTH_SECRET: "short" });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as Error).message;
    expect(message).toContain("Configuration invalide");
    expect(message).toContain("ADMIN_CODE : doit contenir exactement 6 chiffres");
    expect(message).toContain("DAILY_REFRESH_AT");
    expect(message).toContain("APP_TIMEZONE");
    expect(message).toContain("DATABASE_URL");
    expect(message).toContain("AUTH_SECRET");
  });

  it("checks ADMIN_PHONE with the phone rule of every form: 8 to 15 digits, spaces and a leading + allowed", () => {
    expect(parseEnv({ ADMIN_PHONE: "+221 77 000 00 00" }).ADMIN_PHONE).toBe("+221 77 000 00 00");
    for (const phone of ["7700000", "77-000-00-00", "77000000a"]) {
      expect(() => parseEnv({ ADMIN_PHONE: phone })).toThrow("ADMIN_PHONE : doit contenir de 8 à 15 chiffres (espaces et + initial permis)");
    }
  });

  it("requires the Twilio settings only for the twilio provider", () => {
    expect(() => parseEnv({ SMS_PROVIDER: "twilio" })).toThrow(/TWILIO_ACCOUNT_SID : obligatoire/);
    expect(parseEnv({ SMS_PROVIDER: "twilio", TWILIO_ACCOUNT_SID: "AC1", TWILIO_AUTH_TOKEN: "t", TWILIO_FROM: "+1" }).SMS_PROVIDER).toBe("twilio");
  });

  it("reads TRUST_PROXY, BACKUP_DIR and BACKUP_KEEP, with French messages", () => {
    expect(parseEnv({}).TRUST_PROXY).toEqual({ kind: "none" });
    expect(parseEnv({ TRUST_PROXY: " " }).TRUST_PROXY).toEqual({ kind: "none" });
    expect(parseEnv({ TRUST_PROXY: "1" }).TRUST_PROXY).toEqual({ kind: "hops", hops: 1 });
    expect(parseEnv({ TRUST_PROXY: "loopback,10.0.0.0/8" }).TRUST_PROXY).toMatchObject({ kind: "list" });
    expect(() => parseEnv({ TRUST_PROXY: "true" })).toThrow(/TRUST_PROXY : « true » n'est ni une adresse IP/);
    expect(parseEnv({})).toMatchObject({ BACKUP_DIR: "./backups", BACKUP_KEEP: 14 });
    expect(parseEnv({ BACKUP_DIR: "/srv/sauvegardes", BACKUP_KEEP: "30" })).toMatchObject({ BACKUP_DIR: "/srv/sauvegardes", BACKUP_KEEP: 30 });
    expect(() => parseEnv({ BACKUP_KEEP: "0" })).toThrow(/BACKUP_KEEP : au moins 1/);
    expect(() => parseEnv({ BACKUP_KEEP: "2.5" })).toThrow(/BACKUP_KEEP : doit être un nombre entier/);
    expect(() => parseEnv({ PGLITE_DIR: "./data", BACKUP_DIR: "./data/sauvegardes" })).toThrow(/BACKUP_DIR : ne peut pas être dans PGLITE_DIR/);
    expect(parseEnv({ PGLITE_DIR: "./data", BACKUP_DIR: "./data-sauvegardes" }).BACKUP_DIR).toBe("./data-sauvegardes");
  });
});
