"use client";

// "Modifier": the name and the address. The phone (the login) and the role are shown, not edited.
import { useEffect, useState } from "react";
import { Loader2, Save } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api, ApiError } from "@/lib/api-client";
import { fieldErrors, invalidProps, serverFieldErrors, useFieldErrors } from "@/lib/forms/field-errors";
import { ROLE_LABELS } from "@/lib/domain/users";
import { updateUserSchema, USER_SERVER_FIELDS } from "@/lib/validation/users";
import { toastFailure } from "./feedback";
import type { UserRow } from "./use-users-data";
import { formatPhone } from "@/lib/domain/phone";

const IDS = { nomComplet: "edit-nom", adresse: "edit-adresse" };

export function EditUserDialog({ user, onClose, onSaved }: { user: UserRow | null; onClose: () => void; onSaved: (user: UserRow) => void }) {
  const [nomComplet, setNomComplet] = useState("");
  const [adresse, setAdresse] = useState("");
  const [saving, setSaving] = useState(false);
  const { errors, show, clear, reset } = useFieldErrors(IDS);

  useEffect(() => {
    if (!user) return;
    setNomComplet(user.nomComplet);
    setAdresse(user.adresse ?? "");
    reset();
  }, [user, reset]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!user) return;
    const parsed = updateUserSchema.safeParse({ nomComplet, adresse });
    if (!parsed.success) {
      const problems = fieldErrors<keyof typeof IDS>(parsed.error.issues);
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
          <div className="space-y-2">
            <Label htmlFor="edit-nom">
              Nom complet <span className="text-destructive">*</span>
            </Label>
            <Input
              id={IDS.nomComplet}
              value={nomComplet}
              onChange={(e) => {
                setNomComplet(e.target.value);
                clear("nomComplet");
              }}
              disabled={saving}
              maxLength={100}
              {...invalidProps(IDS.nomComplet, errors.nomComplet)}
            />
            <FieldError inputId={IDS.nomComplet} message={errors.nomComplet} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="edit-adresse">Adresse</Label>
            <Input
              id={IDS.adresse}
              value={adresse}
              onChange={(e) => {
                setAdresse(e.target.value);
                clear("adresse");
              }}
              disabled={saving}
              maxLength={255}
              {...invalidProps(IDS.adresse, errors.adresse)}
            />
            <FieldError inputId={IDS.adresse} message={errors.adresse} />
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={onClose} disabled={saving}>
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
