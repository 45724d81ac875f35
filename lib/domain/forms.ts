// The login's messages, without a validation library: the login form shows them under its fields from its first
// load, and loads the schema that produces them (lib/validation/auth.ts, the server's) when the browser is idle.

export const REQUIRED_FIELDS_MESSAGE = "⚠️ Veuillez remplir tous les champs obligatoires (*)";

/** The login schema's own messages (lib/validation/auth.ts), here so that the form shows the server's under its field without zod. */
export const LOGIN_MESSAGES = {
  codeLong: "Code d'accès invalide",
  codeChars: "Le code d'accès contient des caractères non autorisés",
} as const;
