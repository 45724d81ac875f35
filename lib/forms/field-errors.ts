"use client";

// Errors shown under their fields: a zod error (or any list of { path, message }) becomes
// { field: message }, the first invalid field in the page's order takes the focus, and a server message that
// belongs to one field goes under it. Tiny on purpose: the login form's first load imports it. Not in lib/client:
// that folder goes into the `client-core` chunk of every page (next.config.ts), and only forms need this.
import { useCallback, useEffect, useRef, useState } from "react";

export { errorIdOf, invalidProps } from "./invalid-props";

export type FieldErrors<F extends string = string> = Partial<Record<F, string>>;
/** The key of a problem of the whole form rather than of one field (fieldErrors' fallback): said under the fields. */
export const FORM = "form";
/** Node.DOCUMENT_POSITION_PRECEDING (no DOM global needed) */
const PRECEDING = 2;
type Issue = { readonly path: readonly PropertyKey[]; readonly message: string };

/** The first message of each field (a field is the first segment of an issue's path); `fallback` takes the rest. */
export function fieldErrors<F extends string>(issues: readonly Issue[], fallback?: F): FieldErrors<F> {
  const errors: FieldErrors<F> = {};
  for (const issue of issues) {
    const field = (issue.path.length ? String(issue.path[0]) : fallback) as F | undefined;
    if (field !== undefined && errors[field] === undefined) errors[field] = issue.message;
  }
  return errors;
}

/**
 * The server's message under its field when it is one of that field's messages (or a ", " list of them,
 * as the API joins a validation's messages); null when it belongs to no single field.
 */
export function serverFieldErrors<F extends string>(message: string | undefined, known: Partial<Record<F, readonly string[]>>): FieldErrors<F> | null {
  if (!message) return null;
  const fieldOf = (text: string) => (Object.keys(known) as F[]).find((field) => known[field]!.includes(text));
  const whole = fieldOf(message);
  if (whole) return { [whole]: message } as FieldErrors<F>;
  const errors: FieldErrors<F> = {};
  for (const part of message.split(", ")) {
    const field = fieldOf(part);
    if (!field) return null;
    errors[field] ??= part;
  }
  return errors;
}

/** Focuses the first of these elements in document order; returns its id. */
export function focusFirst(ids: readonly string[], root: Pick<Document, "getElementById"> = document): string | null {
  const elements = ids.map((id) => root.getElementById(id)).filter((el): el is HTMLElement => !!el);
  const first = elements.reduce<HTMLElement | null>(
    (best, el) => (!best || best.compareDocumentPosition(el) & PRECEDING ? el : best),
    null,
  );
  first?.focus();
  return first?.id ?? null;
}

/**
 * A form's field errors: `show` sets them and focuses the first invalid field (ids: field -> input id; not with
 * `{ focus: false }`, given to one `show` or to the whole form) once
 * rendered (a server's answer arrives while the fields are still disabled), `clear(field)` removes one when
 * the user changes that field, and the form's own problem (FORM) with it.
 */
export function useFieldErrors<F extends string>(ids: Record<F, string>, { focus: moves = true }: { focus?: boolean } = {}) {
  const [errors, setErrors] = useState<FieldErrors<F | typeof FORM>>({});
  const toFocus = useRef<string[] | null>(null);
  useEffect(() => {
    if (!toFocus.current) return;
    focusFirst(toFocus.current);
    toFocus.current = null;
  });
  const show = useCallback(
    (next: FieldErrors<F | typeof FORM>, { focus = moves }: { focus?: boolean } = {}) => {
      toFocus.current = focus ? (Object.keys(next) as F[]).map((field) => ids[field]) : null;
      setErrors({ ...next });
    },
    [ids, moves],
  );
  const clear = useCallback(
    (field: F) => setErrors((e) => (e[field] === undefined && e[FORM] === undefined ? e : { ...e, [field]: undefined, [FORM]: undefined })),
    [],
  );
  return { errors, show, clear, reset: useCallback(() => setErrors({}), []) };
}
