"use client";

// Create a user (SPEC §2, §5): nomComplet, telephone, adresse, role; the generated code goes by SMS and to
// onIssued, which keeps it on screen (./code-dialog). Its form: ./use-create-user-form.ts.
import { UserPlus } from "lucide-react";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FormField } from "@/components/ui/form-field";
import { Input } from "@/components/ui/input";
import type { IssuedCode } from "./code-dialog";
import { RoleChoice } from "./role-choice";
import { CREATE_USER_IDS as IDS, useCreateUserForm } from "./use-create-user-form";
import { UserFormFooter } from "./user-form-footer";

export function CreateUserDialog({
  open,
  onOpenChange,
  onCreated,
  onIssued,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: () => void;
  onIssued: (issued: IssuedCode) => void;
}) {
  const { role, setRole, input, errors, saving, onSubmit } = useCreateUserForm({ onOpenChange, onCreated, onIssued });

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nouvel utilisateur</DialogTitle>
          <DialogDescription>Un code d&apos;accès est généré et envoyé par SMS.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <FormField id={IDS.nomComplet} label="Nom complet" required error={errors.nomComplet}>
            <Input {...input("nomComplet")} disabled={saving} maxLength={100} autoComplete="off" />
          </FormField>
          <FormField id={IDS.telephone} label="Téléphone" required error={errors.telephone}>
            <Input {...input("telephone")} type="tel" inputMode="tel" disabled={saving} maxLength={30} autoComplete="off" />
          </FormField>
          <FormField id={IDS.adresse} label="Adresse" error={errors.adresse}>
            <Input {...input("adresse")} disabled={saving} maxLength={255} autoComplete="off" />
          </FormField>
          <FormField id="create-role" labelId="create-role-label" label="Rôle" required error={errors.role}>
            <RoleChoice id="create-role" labelledBy="create-role-label" value={role} onChange={setRole} disabled={saving} error={errors.role} />
          </FormField>
          <UserFormFooter saving={saving} onCancel={() => onOpenChange(false)} icon={<UserPlus />} label="Créer" busyLabel="Création..." />
        </form>
      </DialogContent>
    </Dialog>
  );
}
