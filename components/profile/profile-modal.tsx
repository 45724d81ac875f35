"use client";

// The 'Mon Profil' modal (SPEC §2, §5): photo, name, read-only phone and role, address, current code,
// new code and its confirmation (once a new code is typed). Escape and a backdrop click close it.
import { Loader2, Save } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import type { PublicUser } from "@/lib/services/users";
import { CodeFields, LockedFields, PhotoField, TextField } from "./profile-parts";
import { useProfileForm } from "./use-profile-form";

export function ProfileModal({ user, open, onOpenChange, onSaved }: { user: PublicUser; open: boolean; onOpenChange: (open: boolean) => void; onSaved: (user: PublicUser) => void }) {
  const form = useProfileForm({ user, onOpenChange, onSaved });
  const { saving } = form;
  return (
    <Dialog open={open} onOpenChange={form.onDialogOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Mon Profil</DialogTitle>
          <DialogDescription>Vos informations et votre code d&apos;accès.</DialogDescription>
        </DialogHeader>
        <form onSubmit={form.onSubmit} className="space-y-4" noValidate>
          <PhotoField name={form.values.nomComplet || user.nomComplet} photo={form.photo} saving={saving} fileRef={form.fileRef} onPick={form.pickPhoto} onRemove={() => form.setPhoto(null)} />
          <TextField form={form} field="nomComplet" label="Nom complet" maxLength={100} autoComplete="name" />
          <LockedFields user={user} />
          <TextField form={form} field="adresse" label="Adresse" maxLength={255} autoComplete="street-address" />
          <CodeFields form={form} />
          <DialogFooter>
            <Button variant="outline" onClick={form.cancel} disabled={saving}>
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
