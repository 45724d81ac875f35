import { homePathFor, initials, normalizeStatus, profilePathFor, statusLabel, supervisorStatusLabel } from "@/lib/domain/users";
import { formatPhone, isValidPhone, maskPhone, normalizePhone, parsePhone, phoneMatches, phoneSearchDigits } from "@/lib/domain/phone";
import { AppError, ERROR_STATUS, isAppError } from "@/lib/domain/errors";
import { AUDIT_ACTIONS, AUDIT_LABELS } from "@/lib/domain/audit";

describe("users", () => {
  it("reads the legacy lower-case 'suspended' as SUSPENDED, and anything else as unknown", () => {
    expect(normalizeStatus("suspended")).toBe("SUSPENDED");
    expect(normalizeStatus("ACTIVE")).toBe("ACTIVE");
    expect(normalizeStatus("PENDING")).toBe("PENDING");
    expect(normalizeStatus("weird")).toBe("UNKNOWN");
  });

  it("labels statuses as SPEC §4", () => {
    expect(["ACTIVE", "SUSPENDED", "suspended", "PENDING", "REJECTED", "x"].map(statusLabel)).toEqual([
      "Actif",
      "Suspendu",
      "Suspendu",
      "En attente",
      "Rejeté",
      "Inconnu",
    ]);
  });

  it("lands each role on its page after login", () => {
    expect(homePathFor("ADMIN")).toBe("/admin");
    expect(homePathFor("SUPERVISEUR")).toBe("/supervisor");
    expect(homePathFor("PARTENAIRE")).toBe("/partner");
    expect(homePathFor("OTHER")).toBe("/");
    expect(homePathFor(null)).toBe("/");
    expect(profilePathFor("SUPERVISEUR")).toBe("/supervisor/profile");
  });

  it("makes initials", () => {
    expect(initials("Moussa Diop")).toBe("MD");
    expect(initials("  awa  ndiaye sall ")).toBe("AN");
    expect(initials("")).toBe("?");
  });
});

describe("phones", () => {
  it("reads 8 to 15 digits once spaces and a leading + are removed, country code as typed", () => {
    expect(parsePhone("+221 77 123 45 67")).toBe("221771234567");
    expect(parsePhone(" 77 123 45 67 ")).toBe("771234567");
    expect(parsePhone("77\u00a0123\u00a045\u00a067")).toBe("771234567");
    expect(parsePhone("12345678")).toBe("12345678");
    expect(parsePhone("123456789012345")).toBe("123456789012345");
    expect(isValidPhone("77 123 45 67")).toBe(true);
  });

  it("refuses letters, other signs, a + elsewhere, too few or too many digits", () => {
    for (const input of ["1234567", "1234567890123456", "77a1234567", "77-123-45-67", "77.123.45.67", "++221771234567", "221+771234567", "(77) 1234567", "", "   ", "+", "٧٧١٢٣٤٥٦٧"]) {
      expect(parsePhone(input)).toBeNull();
      expect(isValidPhone(input)).toBe(false);
    }
  });

  it("keeps the digits of any text for searching and masking, the same as parsePhone for a valid phone", () => {
    expect(normalizePhone("+221 77 123 45 67")).toBe("221771234567");
    expect(normalizePhone("Diop 77")).toBe("77");
    expect(normalizePhone("+221 77 123 45 67")).toBe(parsePhone("+221 77 123 45 67"));
    expect(maskPhone("771234567")).toBe("*****4567");
    expect(maskPhone("12")).toBe("****");
  });

  it("shows a stored phone grouped as it is read, never wrapping inside", () => {
    const plain = (text: string) => text.replace(/\u00a0/g, " ");
    expect(plain(formatPhone("772000006"))).toBe("77 200 00 06");
    expect(plain(formatPhone("221772000006"))).toBe("+221 77 200 00 06");
    expect(plain(formatPhone("33821234"))).toBe("33 82 12 34");
    expect(plain(formatPhone("0612345678"))).toBe("06 12 34 56 78");
    expect(plain(formatPhone("123456789012345"))).toBe("1 23 45 67 89 01 23 45");
    expect(formatPhone("772000006")).not.toContain(" ");
    // what is not a stored phone stays as it is
    expect(formatPhone("77 200 00 06")).toBe("77 200 00 06");
    expect(formatPhone("")).toBe("");
  });

  it("searches a phone by its national digits, its spaces, international prefix and country code folded away", () => {
    for (const typed of ["+221780000001", "+221 78 000 00 01", "00221780000001", "00 221 78 000 00 01", "221780000001", "78 000 00 01", " 780000001 "]) {
      expect([typed, phoneSearchDigits(typed)]).toEqual([typed, "780000001"]);
    }
    // a part of a number, with or without the code in front
    expect(phoneSearchDigits("+221 78")).toBe("78");
    expect(phoneSearchDigits("0022177")).toBe("77");
    // without a prefix, 221 in front of less than a national number may be inside one
    expect(phoneSearchDigits("2217")).toBe("2217");
    expect(phoneSearchDigits("22178000000")).toBe("22178000000");
    // another country's code is kept, its prefix folded
    expect(phoneSearchDigits("+33 6 12 34 56 78")).toBe("33612345678");
    expect(phoneSearchDigits("0033612345678")).toBe("33612345678");
    // too little to search a phone with: the code alone searches itself, one digit nothing
    expect(phoneSearchDigits("+221")).toBe("221");
    expect(phoneSearchDigits("+2217")).toBe("2217");
    expect(phoneSearchDigits("7")).toBeNull();
    expect(phoneSearchDigits("00")).toBeNull();
    expect(phoneSearchDigits("Awa")).toBeNull();
  });

  it("matches a phone, stored or shown, against a search typed as a phone", () => {
    for (const phone of ["780000001", "221780000001", "+221\u00a078\u00a0000\u00a000\u00a001"]) {
      for (const search of ["+221 78 000 00 01", "00221780000001", "78-000-00-01", "(78) 000"]) expect([phone, search, phoneMatches(phone, search)]).toEqual([phone, search, true]);
    }
    expect(phoneMatches("780000001", "78 000 00 02")).toBe(false);
    // a name, or a name with digits, is not a phone search; nor one digit; nor a missing phone
    expect(phoneMatches("780000001", "Awa 78")).toBe(false);
    expect(phoneMatches("780000001", "7")).toBe(false);
    expect(phoneMatches(null, "78")).toBe(false);
  });
});

describe("errors", () => {
  it("maps codes to SPEC §8 statuses with French defaults", () => {
    const e = new AppError("RATE_LIMIT_ERROR");
    expect(e.status).toBe(429);
    expect(e.message).toBe("Trop de requêtes. Veuillez patienter quelques instants.");
    expect(new AppError("USER_HAS_BALANCE").status).toBe(400);
    expect(new AppError("FORBIDDEN", "Permissions insuffisantes").message).toBe("Permissions insuffisantes");
    expect(ERROR_STATUS.VALIDATION_ERROR).toBe(422);
    expect(isAppError(e)).toBe(true);
    expect(isAppError(new Error("x"))).toBe(false);
  });

  it("labels every audit action", () => {
    for (const action of AUDIT_ACTIONS) expect(AUDIT_LABELS[action]).toBeTruthy();
    expect(AUDIT_LABELS.AUDIT_SUPPRESSION).toBe("Suppression");
  });
});

describe("audit changes", () => {
  it("lists the scalar fields that changed", async () => {
    const { changedFields } = await import("@/lib/domain/audit");
    expect(changedFields({ value: 5, key: "A", updatedAt: "x", nested: { a: 1 } }, { value: 0, key: "A", updatedAt: "y", nested: { a: 2 }, extra: true })).toEqual([
      { field: "value", before: 5, after: 0 },
      { field: "extra", before: null, after: true },
    ]);
    expect(changedFields(null, { amount: 100 })).toEqual([{ field: "amount", before: null, after: 100 }]);
    expect(changedFields({ amount: 100 }, undefined)).toEqual([{ field: "amount", before: 100, after: null }]);
  });
});

describe("supervisorStatusLabel", () => {
  it("shows an active supervisor as Actif and any other as En cours", () => {
    expect(["ACTIVE", "PENDING", "SUSPENDED", "suspended"].map(supervisorStatusLabel)).toEqual(["Actif", "En cours", "En cours", "En cours"]);
  });
});
