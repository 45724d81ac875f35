"use client";

// The 'Mon Profil' modal (SPEC §2, §5): photo, name, read-only phone and role, address, current code,
// new code and its confirmation (once a new code is typed). Escape and a backdrop click close it.
import { useRef, useState } from "react";
import { Camera, Loader2, Save, Trash2 } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiError } from "@/lib/api-client";
import { isNetworkError, leaveIfExpired } from "@/lib/client/expired";
import { fieldErrors, invalidProps, serverFieldErrors, useFieldErrors } from "@/lib/forms/field-errors";
import { rememberUser } from "@/lib/client/session";
import { PHOTO_MAX_BYTES, PHOTO_MIMES, PHOTO_TOO_LARGE } from "@/lib/domain/images";
import { ROLE_LABELS } from "@/lib/domain/users";
import type { PublicUser } from "@/lib/services/users";
import { PROFILE_MESSAGES, PROFILE_SERVER_FIELDS, profileFormSchema } from "@/lib/validation/profile";
import { Avatar } from "./avatar";
import { CodeInput } from "./code-input";

const readAsDataUrl = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsDataURL(file);
  });

const IDS = {
  nomComplet: "profile-nom",
  adresse: "profile-adresse",
  currentCode: "profile-current-code",
  newCode: "profile-new-code",
  confirmCode: "profile-confirm-code",
};
type Field = keyof typeof IDS;

export function ProfileModal({ user, open, onOpenChange, onSaved }: { user: PublicUser; open: boolean; onOpenChange: (open: boolean) => void; onSaved: (user: PublicUser) => void }) {
  const [nomComplet, setNomComplet] = useState(user.nomComplet);
  const [adresse, setAdresse] = useState(user.adresse ?? "");
  const [currentCode, setCurrentCode] = useState("");
  const [newCode, setNewCode] = useState("");
  const [confirmCode, setConfirmCode] = useState("");
  /** undefined: unchanged; null: removed; a data URL: the new photo */
  const [photo, setPhoto] = useState<string | null | undefined>(undefined);
  const [saving, setSaving] = useState(false);
  const fileRef = useRef<HTMLInputElement>(null);
  const { errors, show, clear, reset: resetErrors } = useFieldErrors(IDS);
  /** a field's setter that also clears its error */
  const edit = (field: Field, set: (value: string) => void) => (value: string) => {
    set(value);
    clear(field);
  };
  const shownPhoto = photo === undefined ? user.photo : photo;

  function reset() {
    setNomComplet(user.nomComplet);
    setAdresse(user.adresse ?? "");
    setCurrentCode("");
    setNewCode("");
    setConfirmCode("");
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
    const parsed = profileFormSchema.safeParse({ nomComplet, adresse, currentCode, newCode, confirmCode });
    if (!parsed.success) {
      const problems = fieldErrors<Field>(parsed.error.issues);
      show(problems);
      toast.error("Erreur lors de la mise à jour", { description: Object.values(problems)[0] ?? parsed.error.issues[0]!.message });
      return;
    }
    const changingCode = parsed.data.newCode !== undefined;
    setSaving(true);
    try {
      const data = await api<{ user: PublicUser }>("/api/users/profile", {
        method: "PUT",
        kind: photo ? "upload" : "default",
        // a code change is not replayed: after a lost answer the old code would no longer be right
        retry: !changingCode,
        body: {
          nomComplet: parsed.data.nomComplet,
          adresse: parsed.data.adresse,
          // SPEC: the current code is sent only when a new code is set
          ...(changingCode ? { currentCode: parsed.data.currentCode, newCode: parsed.data.newCode } : {}),
          ...(photo !== undefined ? { profileImage: photo } : {}),
        },
      });
      rememberUser(data.user);
      toast.success("Profil mis à jour avec succès");
      onSaved(data.user);
      reset();
      onOpenChange(false);
    } catch (error) {
      if (leaveIfExpired(error)) return;
      const onField = error instanceof ApiError && serverFieldErrors(error.serverMessage, PROFILE_SERVER_FIELDS);
      if (onField) show(onField);
      const description = isNetworkError(error)
        ? "Problème de connexion au serveur"
        : (error instanceof ApiError && error.serverMessage) || undefined;
      toast.error("Erreur lors de la mise à jour du profil", { description, duration: 4_000 });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (saving) return;
        if (!next) reset();
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Mon Profil</DialogTitle>
          <DialogDescription>Vos informations et votre code d&apos;accès.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="flex items-center gap-3">
            <Avatar name={nomComplet || user.nomComplet} photo={shownPhoto} className="size-16 text-lg" />
            <div className="flex flex-wrap gap-2">
              <Button type="button" variant="outline" size="sm" onClick={() => fileRef.current?.click()} disabled={saving}>
                <Camera />
                Changer la photo
              </Button>
              {shownPhoto && (
                <Button type="button" variant="ghost" size="sm" onClick={() => setPhoto(null)} disabled={saving}>
                  <Trash2 />
                  Retirer
                </Button>
              )}
              <input ref={fileRef} type="file" accept={PHOTO_MIMES.join(",")} className="sr-only" onChange={pickPhoto} aria-label="Photo de profil" data-testid="photo-input" />
            </div>
          </div>
          <div className="space-y-2">
            <Label htmlFor="profile-nom">Nom complet</Label>
            <Input
              id={IDS.nomComplet}
              value={nomComplet}
              onChange={(e) => edit("nomComplet", setNomComplet)(e.target.value)}
              disabled={saving}
              maxLength={100}
              autoComplete="name"
              {...invalidProps(IDS.nomComplet, errors.nomComplet)}
            />
            <FieldError inputId={IDS.nomComplet} message={errors.nomComplet} />
          </div>
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
          <div className="space-y-2">
            <Label htmlFor="profile-adresse">Adresse</Label>
            <Input
              id={IDS.adresse}
              value={adresse}
              onChange={(e) => edit("adresse", setAdresse)(e.target.value)}
              disabled={saving}
              maxLength={255}
              autoComplete="street-address"
              {...invalidProps(IDS.adresse, errors.adresse)}
            />
            <FieldError inputId={IDS.adresse} message={errors.adresse} />
          </div>
          <div className="space-y-4 rounded-lg border p-3">
            <CodeInput
              id={IDS.currentCode}
              label="Code actuel"
              hint="Demandé seulement pour changer de code."
              value={currentCode}
              onChange={edit("currentCode", setCurrentCode)}
              disabled={saving}
              autoComplete="current-password"
              error={errors.currentCode}
            />
            <CodeInput
              id={IDS.newCode}
              label="Nouveau code (facultatif)"
              value={newCode}
              onChange={edit("newCode", setNewCode)}
              disabled={saving}
              autoComplete="new-password"
              error={errors.newCode}
            />
            {newCode && (
              <CodeInput
                id={IDS.confirmCode}
                label="Confirmer le nouveau code"
                value={confirmCode}
                onChange={edit("confirmCode", setConfirmCode)}
                disabled={saving}
                autoComplete="new-password"
                error={errors.confirmCode}
              />
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => { reset(); onOpenChange(false); }} disabled={saving}>
              Annuler
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 className="animate-spin" /> : <Save />}
              {saving ? "Enregistrement..." : "Enregistrer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
