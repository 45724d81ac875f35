// What was chosen and typed in the form's HTML frame (components/dashboard/new-transaction-shell.tsx) before its
// code came: the form takes it over when it mounts, in the same frame as the frame goes (docs/decisions/0075-formulaire-tap.md).
// Only what the person changed: a choice still at the frame's own default (the type, the
// supervisor's likely Début/Fin) leaves the form's to the form, which reads the day's figures as they are now.
import { useLayoutEffect, useRef, type RefObject } from "react";
import { formatAmountInput } from "@/lib/domain/money";
import { ENTRY_IDS, SHELL_NAMES, type EntryForm } from "./new-transaction-model";

export interface ShellHandOver {
  patch: Partial<EntryForm>;
  /** the id of the field that had the focus (the form's field of the same id takes it) */
  focus: string | null;
}

const TEXT_FIELDS = ["superviseurId", "typeCompte", "partenaireNom", "telephone", "montant"] as const;

/** A radio group's value when the person changed it. */
function changedChoice(shell: HTMLElement, name: string): string | null {
  const checked = shell.querySelector<HTMLInputElement>(`input[name="${name}"]:checked`);
  return checked && !checked.defaultChecked ? checked.value : null;
}

export function readShell(shell: HTMLElement): ShellHandOver {
  const patch: Partial<EntryForm> = {};
  const type = changedChoice(shell, SHELL_NAMES.type);
  if (type) patch.operationType = type as EntryForm["operationType"];
  const operation = changedChoice(shell, SHELL_NAMES.operation);
  if (operation === "depot" || operation === "retrait") patch.typeOperation = operation;
  for (const field of TEXT_FIELDS) {
    const el = shell.querySelector<HTMLInputElement | HTMLSelectElement>(`#${ENTRY_IDS[field]}`);
    if (!el || el.value === "") continue;
    patch[field] = field === "montant" ? formatAmountInput(el.value) : el.value;
  }
  const active = document.activeElement;
  return { patch, focus: active && active.id && shell.contains(active) ? active.id : null };
}

/**
 * Mounted inside the dialog's content, so that it runs when the form's fields are on the page (the dialog's parts
 * are lazy: its content commits after the dialog itself): the form takes what was chosen and typed in the frame
 * (`apply`, before the first paint), then the frame goes (`onRead(false)`). Until then the frame stays on screen
 * and keeps taking input.
 */
export function ShellHandOver({
  shell,
  focusRef,
  apply,
  onRead,
}: {
  shell: RefObject<HTMLElement | null> | undefined;
  focusRef: RefObject<string | null>;
  apply: (patch: Partial<EntryForm>) => void;
  onRead?: (framed: false) => void;
}): null {
  useLayoutEffect(() => {
    const frame = shell?.current;
    if (!frame) return;
    const handOver = readShell(frame);
    if (Object.keys(handOver.patch).length > 0) apply(handOver.patch);
    focusRef.current = handOver.focus;
    onRead?.(false);
    // once, as the form mounts: the frame is gone after it
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * The dialog's open focus after a hand-over: the field that had it in the frame, its caret at the end, rather than
 * the dialog's first control. `focusRef` is ShellHandOver's; the answer is the dialog content's onOpenAutoFocus.
 */
export function useShellFocus() {
  const focusRef = useRef<string | null>(null);
  // the dialog's own field of that id: the frame, with its fields of the same ids, may still be in the page
  const onOpenAutoFocus = (event: Event) => {
    const field = focusRef.current ? (event.target as HTMLElement).querySelector<HTMLElement>(`#${focusRef.current}`) : null;
    focusRef.current = null;
    if (!field) return;
    event.preventDefault();
    field.focus();
    if (field instanceof HTMLInputElement) field.setSelectionRange(field.value.length, field.value.length);
  };
  return { focusRef, onOpenAutoFocus };
}
