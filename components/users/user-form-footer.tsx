// The users dialogs' footer: Annuler, and the submit button with its icon, which spins while saving.
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { DialogFooter } from "@/components/ui/dialog";

export function UserFormFooter({ saving, onCancel, icon, label, busyLabel }: { saving: boolean; onCancel: () => void; icon: React.ReactNode; label: string; busyLabel: string }) {
  return (
    <DialogFooter>
      <Button variant="outline" onClick={onCancel} disabled={saving}>
        Annuler
      </Button>
      <Button type="submit" disabled={saving}>
        {saving ? <Loader2 className="animate-spin" /> : icon}
        {saving ? busyLabel : label}
      </Button>
    </DialogFooter>
  );
}
