"use client";

// The 'Mon Profil' form's field parts: the photo with its change and remove buttons, a text field with its error
// under it, the phone and role the user cannot change, and the access-code box (the confirmation once a new code
// is typed).
import type { RefObject } from "react";
import { Camera, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { invalidProps } from "@/lib/forms/field-errors";
import { PHOTO_MIMES } from "@/lib/domain/images";
import { ROLE_LABELS } from "@/lib/domain/users";
import type { PublicUser } from "@/lib/services/users";
import { PROFILE_MESSAGES } from "@/lib/validation/profile";
import { Avatar } from "./avatar";
import { CodeInput } from "./code-input";
import { PROFILE_IDS as IDS, type useProfileForm } from "./use-profile-form";

type Form = ReturnType<typeof useProfileForm>;

export function PhotoField({
  name,
  photo,
  saving,
  fileRef,
  onPick,
  onRemove,
}: {
  name: string;
  photo: string | null;
  saving: boolean;
  fileRef: RefObject<HTMLInputElement | null>;
  onPick: (event: React.ChangeEvent<HTMLInputElement>) => void;
  onRemove: () => void;
}) {
  return (
    <div className="flex items-center gap-3">
      <Avatar name={name} photo={photo} className="size-16 text-lg" />
      <div className="flex flex-wrap gap-2">
        <Button type="button" variant="outline" size="sm" onClick={() => fileRef.current?.click()} disabled={saving}>
          <Camera />
          Changer la photo
        </Button>
        {photo && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} disabled={saving}>
            <Trash2 />
            Retirer
          </Button>
        )}
        <input ref={fileRef} type="file" accept={PHOTO_MIMES.join(",")} className="sr-only" onChange={onPick} aria-label="Photo de profil" data-testid="photo-input" />
      </div>
    </div>
  );
}

export function TextField({ form, field, label, maxLength, autoComplete }: { form: Form; field: "nomComplet" | "adresse"; label: string; maxLength: number; autoComplete: string }) {
  const id = IDS[field];
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        value={form.values[field]}
        onChange={(e) => form.edit(field)(e.target.value)}
        disabled={form.saving}
        maxLength={maxLength}
        autoComplete={autoComplete}
        {...invalidProps(id, form.errors[field])}
      />
      <FieldError inputId={id} message={form.errors[field]} />
    </div>
  );
}

/** The phone and the role: shown, changed by the admin only. */
export function LockedFields({ user }: { user: PublicUser }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="space-y-2">
        <Label htmlFor="profile-telephone">Téléphone</Label>
        <Input id="profile-telephone" value={user.telephone} readOnly disabled aria-describedby="profile-telephone-hint" />
        <p id="profile-telephone-hint" className="text-xs text-muted-foreground">
          {PROFILE_MESSAGES.phoneLocked}
        </p>
      </div>
      <div className="space-y-2">
        <Label htmlFor="profile-role">Rôle</Label>
        <Input id="profile-role" value={ROLE_LABELS[user.role]} readOnly disabled />
      </div>
    </div>
  );
}

export function CodeFields({ form }: { form: Form }) {
  const { values, edit, errors, saving } = form;
  return (
    <div className="space-y-4 rounded-lg border p-3">
      <CodeInput
        id={IDS.currentCode}
        label="Code actuel"
        hint="Demandé seulement pour changer de code."
        value={values.currentCode}
        onChange={edit("currentCode")}
        disabled={saving}
        autoComplete="current-password"
        error={errors.currentCode}
      />
      <CodeInput id={IDS.newCode} label="Nouveau code (facultatif)" value={values.newCode} onChange={edit("newCode")} disabled={saving} autoComplete="new-password" error={errors.newCode} />
      {values.newCode && (
        <CodeInput
          id={IDS.confirmCode}
          label="Confirmer le nouveau code"
          value={values.confirmCode}
          onChange={edit("confirmCode")}
          disabled={saving}
          autoComplete="new-password"
          error={errors.confirmCode}
        />
      )}
    </div>
  );
}
