"use client";

// Create a user (SPEC §2, §5): nomComplet, telephone, adresse, role; the generated code goes by SMS and to
// onIssued, which keeps it on screen (./code-dialog).
import { useState } from "react";
import { Loader2, UserPlus } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api-client";
import type { PublicUser } from "@/lib/services/users";
import { createUserSchema, USER_MESSAGES, type ManagedRole } from "@/lib/validation/users";
import type { IssuedCode } from "./code-dialog";
import { toastFailure } from "./feedback";
import { RoleChoice } from "./role-choice";

const EMPTY = { nomComplet: "", telephone: "", adresse: "", role: "" as ManagedRole | "" };

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
  const set = (field: "nomComplet" | "telephone" | "adresse") => (e: React.ChangeEvent<HTMLInputElement>) =>
    setForm((f) => ({ ...f, [field]: e.target.value }));

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = createUserSchema.safeParse({ ...form, role: form.role || undefined });
    if (!parsed.success) {
      const message = parsed.error.issues[0]!.message;
      if (message === USER_MESSAGES.missing) toast.error(USER_MESSAGES.missingTitle, { description: USER_MESSAGES.missing, duration: 4_000 });
      else toast.error("Erreur de création", { description: message, duration: 4_000 });
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
      onOpenChange(false);
      onIssued({ title: "Code d'accès généré", nomComplet: data.user.nomComplet, telephone: data.user.telephone, code: data.codeAcces, sms: data.sms });
      onCreated();
    } catch (error) {
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
            <Input id="create-nom" value={form.nomComplet} onChange={set("nomComplet")} disabled={saving} maxLength={100} autoComplete="off" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="create-telephone">
              Téléphone <span className="text-destructive">*</span>
            </Label>
            <Input id="create-telephone" type="tel" inputMode="tel" value={form.telephone} onChange={set("telephone")} disabled={saving} maxLength={30} autoComplete="off" />
          </div>
          <div className="space-y-2">
            <Label htmlFor="create-adresse">Adresse</Label>
            <Input id="create-adresse" value={form.adresse} onChange={set("adresse")} disabled={saving} maxLength={255} autoComplete="off" />
          </div>
          <div className="space-y-2">
            <Label id="create-role-label">
              Rôle <span className="text-destructive">*</span>
            </Label>
            <RoleChoice labelledBy="create-role-label" value={form.role} onChange={(role) => setForm((f) => ({ ...f, role }))} disabled={saving} />
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
