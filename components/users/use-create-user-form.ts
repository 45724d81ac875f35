"use client";

// The new user's form (SPEC §2, §5): checked by the route's own schema, each problem under its field, SPEC §5's
// 'Champs manquants' toast for a missing field; a server answer that belongs to one field (the phone already
// used) goes under it too. Once created, the form is emptied and the new code handed on (`onIssued`).
import { useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, ApiError } from "@/lib/api-client";
import { fieldErrors, serverFieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import type { PublicUser } from "@/lib/services/users";
import { createUserSchema, USER_MESSAGES, USER_SERVER_FIELDS, type ManagedRole } from "@/lib/validation/users";
import type { IssuedCode } from "./code-dialog";
import { toastFailure } from "./feedback";
import { roleButtonId } from "./role-choice";

const EMPTY = { nomComplet: "", telephone: "", adresse: "", role: "" as ManagedRole | "" };
type Field = keyof typeof EMPTY;
/** each field's input (the role: its first button, which takes the focus) */
export const CREATE_USER_IDS: Record<Field, string> = { nomComplet: "create-nom", telephone: "create-telephone", adresse: "create-adresse", role: roleButtonId("create-role", "SUPERVISEUR") };

export function useCreateUserForm({
  onOpenChange,
  onCreated,
  onIssued,
}: {
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
  onIssued: (issued: IssuedCode) => void;
}) {
  const { values, setValues, edit, input, errors, show, reset } = useFormFields(EMPTY, CREATE_USER_IDS);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createUserSchema.safeParse({ ...values, role: values.role || undefined });
    if (!parsed.success) {
      const problems = fieldErrors<Field>(parsed.error.issues);
      show(problems);
      // SPEC §5 "Create user": the toast 'Champs manquants' stays for a missing field
      const messages = Object.values(problems);
      if (messages.includes(USER_MESSAGES.missing)) toast.error(USER_MESSAGES.missingTitle, { description: USER_MESSAGES.missing, duration: 4_000 });
      else toast.error("Erreur de création", { description: messages[0], duration: 4_000 });
      return;
    }
    setSaving(true);
    try {
      const data = await api<{ user: PublicUser; codeAcces: string; sms: { status: string } }>("/api/users/create", {
        method: "POST",
        body: parsed.data,
      });
      toast.success("Utilisateur créé", { description: `${data.user.nomComplet} a été ajouté.` });
      setValues(EMPTY);
      reset();
      onOpenChange(false);
      onIssued({ title: "Code d'accès généré", nomComplet: data.user.nomComplet, telephone: data.user.telephone, code: data.codeAcces, sms: data.sms });
      onCreated();
    } catch (error) {
      const onField = error instanceof ApiError && serverFieldErrors(error.serverMessage, USER_SERVER_FIELDS);
      if (onField) show(onField);
      toastFailure(error, "Erreur de création", "Impossible de créer l'utilisateur");
    } finally {
      setSaving(false);
    }
  }

  return { role: values.role, setRole: edit("role"), input, errors, saving, onSubmit };
}
