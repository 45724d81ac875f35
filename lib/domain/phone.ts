// Phones are stored normalised: digits only, the country code kept as typed (DESIGN).

export function normalizePhone(input: string): string {
  return input.replace(/\D/g, "");
}

export function isValidPhone(input: string): boolean {
  return /^[0-9]{6,15}$/.test(normalizePhone(input));
}

/** Masks all but the last 4 digits, for logs. */
export function maskPhone(input: string): string {
  const digits = normalizePhone(input);
  return digits.length <= 4 ? "****" : "*".repeat(digits.length - 4) + digits.slice(-4);
}
