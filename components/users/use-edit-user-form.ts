"use client";

// "Modifier"'s form: the name and the address, filled from the user each time the dialog opens on one, checked
// by the route's own schema (each problem under its field, the first in a toast); a server answer that belongs
// to one field goes under it too.
import { useEffect, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, ApiError } from "@/lib/api-client";
import { fieldErrors, serverFieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { updateUserSchema, USER_SERVER_FIELDS } from "@/lib/validation/users";
import { toastFailure } from "./feedback";
import type { UserRow } from "./use-users-data";

export const EDIT_USER_IDS = { nomComplet: "edit-nom", adresse: "edit-adresse" };

export function useEditUserForm({ user, onClose, onSaved }: { user: UserRow | null; onClose: () => void; onSaved: (user: UserRow) => void }) {
  const { values, setValues, input, errors, show, reset } = useFormFields({ nomComplet: "", adresse: "" }, EDIT_USER_IDS);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!user) return;
    setValues({ nomComplet: user.nomComplet, adresse: user.adresse ?? "" });
    reset();
  }, [user, setValues, reset]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!user) return;
    const parsed = updateUserSchema.safeParse(values);
    if (!parsed.success) {
      const problems = fieldErrors<keyof typeof EDIT_USER_IDS>(parsed.error.issues);
      show(problems);
      toast.error("Impossible de modifier l'utilisateur", { description: Object.values(problems)[0] });
      return;
    }
    setSaving(true);
    try {
      const data = await api<{ user: UserRow }>(`/api/users/${user.id}`, { method: "PUT", body: parsed.data });
      toast.success("Utilisateur modifié");
      onSaved(data.user);
      onClose();
    } catch (error) {
      const onField = error instanceof ApiError && serverFieldErrors(error.serverMessage, USER_SERVER_FIELDS);
      if (onField) show(onField);
      toastFailure(error, "Impossible de modifier l'utilisateur");
    } finally {
      setSaving(false);
    }
  }

  return { input, errors, saving, onSubmit };
}
