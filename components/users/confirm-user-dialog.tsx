"use client";

// The question asked before a row action that cannot be taken back (regenerate a code, end every session,
// delete); ./use-user-actions.ts runs the action once confirmed.
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import type { Confirm } from "./use-user-actions";

const CONFIRM_TEXTS = {
  delete: { title: (name: string) => `Supprimer ${name} ?`, body: "Cette action est définitive et supprimera toutes les données associées.", action: "Supprimer" },
  regenerate: {
    title: (name: string) => `Régénérer le code de ${name} ?`,
    body: "L'ancien code ne fonctionnera plus et ses sessions ouvertes seront fermées. Le nouveau code lui est envoyé par SMS.",
    action: "Régénérer",
  },
  sessions: {
    title: (name: string) => `Déconnecter ${name} de tous ses appareils ?`,
    body: "Chaque session ouverte (téléphone, ordinateur) sera fermée à sa prochaine action. Son code reste le même : il pourra se reconnecter.",
    action: "Déconnecter partout",
  },
} as const;

export function ConfirmUserDialog({ confirm, onClose, onConfirm }: { confirm: Confirm; onClose: () => void; onConfirm: () => void }) {
  return (
    <AlertDialog open={!!confirm} onOpenChange={(open) => !open && onClose()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{confirm ? CONFIRM_TEXTS[confirm.kind].title(confirm.user.nomComplet) : ""}</AlertDialogTitle>
          <AlertDialogDescription>{confirm ? CONFIRM_TEXTS[confirm.kind].body : ""}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <AlertDialogAction variant={confirm?.kind === "delete" ? "destructive" : "default"} onClick={onConfirm}>
            {confirm ? CONFIRM_TEXTS[confirm.kind].action : ""}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
