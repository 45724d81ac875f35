// Form rules the login page checks before calling the server, without a validation library (the login
// page's first load has no room for one); the server checks the same rules with lib/validation/auth.ts.

export const REQUIRED_FIELDS_MESSAGE = "⚠️ Veuillez remplir tous les champs obligatoires (*)";

/** The values trimmed, or null when one of them is empty (SPEC §5's required-field rule). */
export function requiredValues<T extends Record<string, string>>(values: T): T | null {
  const trimmed = Object.fromEntries(Object.entries(values).map(([key, value]) => [key, value.trim()])) as T;
  return Object.values(trimmed).every((value) => value.length > 0) ? trimmed : null;
}
