"use client";

// A form's text values and their field errors (./field-errors): `edit(field)` is a setter that also clears the
// field's error, `input(field)` gives an <input> its id, value, such a setter and its aria props. The form's own
// hook keeps what is particular to it (its schema, its toasts, its request); `{ focus: false }` for a form whose
// errors never move the focus.
import { useState } from "react";
import { invalidProps, useFieldErrors } from "./field-errors";

export function useFormFields<V extends Record<string, string>>(initial: V, ids: Record<keyof V & string, string>, options?: { focus?: boolean }) {
  type F = keyof V & string;
  const [values, setValues] = useState(initial);
  const fieldErrors = useFieldErrors<F>(ids, options);
  const { errors, clear } = fieldErrors;
  const edit =
    <K extends F>(field: K) =>
    (value: V[K]) => {
      setValues((v) => ({ ...v, [field]: value }));
      clear(field);
    };
  const input = (field: F) => ({
    id: ids[field],
    value: values[field],
    onChange: (e: React.ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => edit(field)(e.target.value as V[F]),
    ...invalidProps(ids[field], errors[field]),
  });
  return { values, setValues, edit, input, ...fieldErrors };
}
