"use client";

// Create a user (SPEC §2, §5): nomComplet, telephone, adresse, role; the generated code goes by SMS and to
// onIssued, which keeps it on screen (./code-dialog).
import { useState } from "react";
import { Loader2, UserPlus } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiError } from "@/lib/api-client";
import { fieldErrors, invalidProps, serverFieldErrors, useFieldErrors } from "@/lib/forms/field-errors";
import type { PublicUser } from "@/lib/services/users";
import { createUserSchema, USER_MESSAGES, USER_SERVER_FIELDS, type ManagedRole } from "@/lib/validation/users";
import type { IssuedCode } from "./code-dialog";
import { toastFailure } from "./feedback";
import { RoleChoice, roleButtonId } from "./role-choice";

const EMPTY = { nomComplet: "", telephone: "", adresse: "", role: "" as ManagedRole | "" };
type Field = keyof typeof EMPTY;
/** each field's input (the role: its first button, which takes the focus) */
const IDS: Record<Field, string> = { nomComplet: "create-nom", telephone: "create-telephone", adresse: "create-adresse", role: roleButtonId("create-role", "SUPERVISEUR") };

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
  const [form, setForm] = useState(EMPTY);
  const [saving, setSaving] = useState(false);
  const { errors, show, clear, reset } = useFieldErrors(IDS);
  /** the value, and the props that mark the field and clear its error when it changes */
  const field = (name: "nomComplet" | "telephone" | "adresse") => ({
    id: IDS[name],
    value: form[name],
    onChange: (e: React.ChangeEvent<HTMLInputElement>) => {
      setForm((f) => ({ ...f, [name]: e.target.value }));
      clear(name);
    },
    ...invalidProps(IDS[name], errors[name]),
  });

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createUserSchema.safeParse({ ...form, role: form.role || undefined });
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
      setForm(EMPTY);
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

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Nouvel utilisateur</DialogTitle>
          <DialogDescription>Un code d&apos;accès est généré et envoyé par SMS.</DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor="create-nom">
              Nom complet <span className="text-destructive">*</span>
            </Label>
            <Input {...field("nomComplet")} disabled={saving} maxLength={100} autoComplete="off" />
            <FieldError inputId={IDS.nomComplet} message={errors.nomComplet} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="create-telephone">
              Téléphone <span className="text-destructive">*</span>
            </Label>
            <Input {...field("telephone")} type="tel" inputMode="tel" disabled={saving} maxLength={30} autoComplete="off" />
            <FieldError inputId={IDS.telephone} message={errors.telephone} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="create-adresse">Adresse</Label>
            <Input {...field("adresse")} disabled={saving} maxLength={255} autoComplete="off" />
            <FieldError inputId={IDS.adresse} message={errors.adresse} />
          </div>
          <div className="space-y-2">
            <Label id="create-role-label">
              Rôle <span className="text-destructive">*</span>
            </Label>
            <RoleChoice
              id="create-role"
              labelledBy="create-role-label"
              value={form.role}
              onChange={(role) => {
                setForm((f) => ({ ...f, role }));
                clear("role");
              }}
              disabled={saving}
              error={errors.role}
            />
            <FieldError inputId="create-role" message={errors.role} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Annuler
            </Button>
            <Button type="submit" disabled={saving}>
              {saving ? <Loader2 className="animate-spin" /> : <UserPlus />}
              {saving ? "Création..." : "Créer"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
