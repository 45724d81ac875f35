"use client";

// An amount field as SPEC's new-transaction form has it, for every amount typed in the app: the numeric
// keyboard, digits grouped by thousands while typing (1 500 000), and the caret kept after the same digit
// when the grouping moves the text. The value given to onValueChange is the grouped text; parseAmountInput
// (lib/domain/money.ts) reads it back as a number.
import { useCallback, useLayoutEffect, useRef } from "react";
import { formatAmountInput } from "@/lib/domain/money";
import { Input } from "./input";

/** Where the caret goes in `text` so that `digits` digits are before it. */
export function caretAfterDigits(text: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < text.length; i++) {
    if (/\d/.test(text[i])) seen += 1;
    if (seen === digits) return i + 1;
  }
  return text.length;
}

export function AmountInput({
  value,
  onValueChange,
  ref,
  ...props
}: Omit<React.ComponentProps<"input">, "value" | "onChange" | "type" | "inputMode"> & {
  value: string;
  onValueChange: (grouped: string) => void;
}) {
  const own = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);

  const setRef = useCallback(
    (element: HTMLInputElement | null) => {
      own.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  // after React has written the grouped text, the caret goes back after the digit it followed
  useLayoutEffect(() => {
    const element = own.current;
    const caret = pendingCaret.current;
    pendingCaret.current = null;
    if (element && caret !== null && document.activeElement === element) element.setSelectionRange(caret, caret);
  });

  return (
    <Input
      {...props}
      ref={setRef}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      value={value}
      onChange={(event) => {
        const element = event.target;
        const typed = element.value;
        const digitsBefore = typed.slice(0, element.selectionStart ?? typed.length).replace(/\D/g, "").length;
        const grouped = formatAmountInput(typed);
        pendingCaret.current = caretAfterDigits(grouped, digitsBefore);
        onValueChange(grouped);
      }}
    />
  );
}
