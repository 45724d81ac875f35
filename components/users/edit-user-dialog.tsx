"use client";

// "Modifier": the name and the address. The phone (the login) and the role are shown, not edited.
import { useEffect, useState } from "react";
import { Loader2, Save } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/api-client";
import { ROLE_LABELS } from "@/lib/domain/users";
import { updateUserSchema } from "@/lib/validation/users";
import { toastFailure } from "./feedback";
import type { UserRow } from "./use-users-data";

export function EditUserDialog({ user, onClose, onSaved }: { user: UserRow | null; onClose: () => void; onSaved: (user: UserRow) => void }) {
  const [nomComplet, setNomComplet] = useState("");
  const [adresse, setAdresse] = useState("");
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!user) return;
    setNomComplet(user.nomComplet);
    setAdresse(user.adresse ?? "");
  }, [user]);

  async function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    if (!user) return;
    const parsed = updateUserSchema.safeParse({ nomComplet, adresse });
    if (!parsed.success) {
      toast.error("Impossible de modifier l'utilisateur", { description: parsed.error.issues[0]!.message });
      return;
    }
    setSaving(true);
    try {
      const data = await api<{ user: UserRow }>(`/api/users/${user.id}`, { method: "PUT", body: parsed.data });
      toast.success("Utilisateur modifié");
      onSaved(data.user);
      onClose();
    } catch (error) {
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
            {user ? `${ROLE_LABELS[user.role]} · ${user.telephone}` : ""} — le téléphone et le rôle ne se modifient pas ici.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={onSubmit} className="space-y-4" noValidate>
          <div className="space-y-2">
            <Label htmlFor="edit-nom">
              Nom complet <span className="text-destructive">*</span>
            </Label>
            <Input id="edit-nom" value={nomComplet} onChange={(e) => setNomComplet(e.target.value)} disabled={saving} maxLength={100} />
          </div>
          <div className="space-y-2">
            <Label htmlFor="edit-adresse">Adresse</Label>
            <Input id="edit-adresse" value={adresse} onChange={(e) => setAdresse(e.target.value)} disabled={saving} maxLength={255} />
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
