"use client";

// The 'Mon Profil' form's state, check and sending: the shared schema checks it in the browser with its French
// messages, each under its field (the server's refusals of a field too); the photo is read here and sent as a data
// URL. Cancelling, closing or saving puts the form back to the user's own values.
import { useRef, useState } from "react";
import { toast } from "@/lib/client/toast";
import { api, ApiError } from "@/lib/api-client";
import { isNetworkError, leaveIfExpired } from "@/lib/client/expired";
import { fieldErrors, serverFieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { rememberUser } from "@/lib/client/session";
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from "@/lib/domain/images";
import type { PublicUser } from "@/lib/services/users";
import { PROFILE_SERVER_FIELDS, profileFormSchema } from "@/lib/validation/profile";

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

export const PROFILE_IDS = {
  nomComplet: "profile-nom",
  adresse: "profile-adresse",
  currentCode: "profile-current-code",
  newCode: "profile-new-code",
  confirmCode: "profile-confirm-code",
};
export type ProfileField = keyof typeof PROFILE_IDS;
type Values = Record<ProfileField, string>;

/** undefined: unchanged; null: removed; a data URL: the new photo */
type PhotoChange = string | null | undefined;

/** Sends the checked profile; answers the user as saved. */
async function saveProfile(values: ReturnType<typeof profileFormSchema.parse>, photo: PhotoChange) {
  const changingCode = values.newCode !== undefined;
  const data = await api<{ user: PublicUser }>("/api/users/profile", {
    method: "PUT",
    kind: photo ? "upload" : "default",
    // a code change is not replayed: after a lost answer the old code would no longer be right
    retry: !changingCode,
    body: {
      nomComplet: values.nomComplet,
      adresse: values.adresse,
      // SPEC: the current code is sent only when a new code is set
      ...(changingCode ? { currentCode: values.currentCode, newCode: values.newCode } : {}),
      ...(photo !== undefined ? { profileImage: photo } : {}),
    },
  });
  return data.user;
}

export function useProfileForm({ user, onOpenChange, onSaved }: { user: PublicUser; onOpenChange: (open: boolean) => void; onSaved: (user: PublicUser) => void }) {
  const own = (): Values => ({ nomComplet: user.nomComplet, adresse: user.adresse ?? "", currentCode: "", newCode: "", confirmCode: "" });
  const { values, setValues, edit, errors, show, reset: resetErrors } = useFormFields<Values>(own(), PROFILE_IDS);
  const [photo, setPhoto] = useState<PhotoChange>(undefined);
  const [saving, setSaving] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const shownPhoto = photo === undefined ? user.photo : photo;

  function reset() {
    setValues(own());
    setPhoto(undefined);
    resetErrors();
  }

  async function pickPhoto(event: React.ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = "";
    if (!file) return;
    if (file.size > PHOTO_MAX_BYTES) {
      toast.error(PHOTO_TOO_LARGE);
      return;
    }
    setPhoto(await readAsDataUrl(file));
  }

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = profileFormSchema.safeParse(values);
    if (!parsed.success) {
      const problems = fieldErrors<ProfileField>(parsed.error.issues);
      show(problems);
      toast.error("Erreur lors de la mise à jour", { description: Object.values(problems)[0] ?? parsed.error.issues[0]!.message });
      return;
    }
    setSaving(true);
    try {
      const saved = await saveProfile(parsed.data, photo);
      rememberUser(saved);
      toast.success("Profil mis à jour avec succès");
      onSaved(saved);
      reset();
      onOpenChange(false);
    } catch (error) {
      if (leaveIfExpired(error)) return;
      const onField = error instanceof ApiError && serverFieldErrors(error.serverMessage, PROFILE_SERVER_FIELDS);
      if (onField) show(onField);
      const description = isNetworkError(error) ? "Problème de connexion au serveur" : (error instanceof ApiError && error.serverMessage) || undefined;
      toast.error("Erreur lors de la mise à jour du profil", { description, duration: 4_000 });
    } finally {
      setSaving(false);
    }
  }

  /** the dialog's own closing (Escape, the backdrop, ×): not while saving, and the form starts again next time */
  function onDialogOpenChange(next: boolean) {
    if (saving) return;
    if (!next) reset();
    onOpenChange(next);
  }

  function cancel() {
    reset();
    onOpenChange(false);
  }

  return { values, edit, errors, photo: shownPhoto, setPhoto, pickPhoto, fileRef, saving, onSubmit, onDialogOpenChange, cancel };
}
