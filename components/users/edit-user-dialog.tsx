"use client";

// "Modifier": the name and the address. The phone (the login) and the role are shown, not edited. Its form:
// ./use-edit-user-form.ts.
import { Save } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import { ROLE_LABELS } from "@/lib/domain/users";
import { formatPhone } from "@/lib/domain/phone";
import { EDIT_USER_IDS as IDS, useEditUserForm } from "./use-edit-user-form";
import type { UserRow } from "./use-users-data";
import { UserFormFooter } from "./user-form-footer";

export function EditUserDialog({ user, onClose, onSaved }: { user: UserRow | null; onClose: () => void; onSaved: (user: UserRow) => void }) {
  const { input, errors, saving, onSubmit } = useEditUserForm({ user, onClose, onSaved });

  return (
    <Dialog open={!!user} onOpenChange={(open) => !open && !saving && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Modifier l&apos;utilisateur</DialogTitle>
          <DialogDescription>
            {user ? `${ROLE_LABELS[user.role]} · ${formatPhone(user.telephone)}` : ""} — le téléphone et le rôle ne se modifient pas ici.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <FormField id={IDS.nomComplet} label="Nom complet" required error={errors.nomComplet}>
            <Input {...input("nomComplet")} disabled={saving} maxLength={100} />
          </FormField>
          <FormField id={IDS.adresse} label="Adresse" error={errors.adresse}>
            <Input {...input("adresse")} disabled={saving} maxLength={255} />
          </FormField>
          <UserFormFooter saving={saving} onCancel={onClose} icon={<Save />} label="Enregistrer" busyLabel="Enregistrement..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
