// A field's aria-invalid and aria-describedby, apart from ./field-errors: a form part shown in a first load
// (the role choice of the users page's requests card) marks its field without the rest of the helper.

/** The id of a field's message (FieldError), for aria-describedby. */
export const errorIdOf = (inputId: string) => `${inputId}-error`;

/** aria-invalid and aria-describedby of a field, from its message. */
export const invalidProps = (inputId: string, message: string | undefined, describedBy?: string) => ({
  "aria-invalid": message ? (true as const) : undefined,
  "aria-describedby": [message ? errorIdOf(inputId) : null, describedBy].filter(Boolean).join(" ") || undefined,
});
