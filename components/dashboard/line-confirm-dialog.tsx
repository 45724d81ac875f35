"use client";

// 'Supprimer la ligne' / 'Réinitialiser à 0' (SPEC §2): the confirmation before a line action.
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
import { formatFcfa } from "@/lib/domain/money";
import type { LineActionTarget } from "./line-row";

export default function LineConfirmDialog({
  kind,
  line,
  label,
  onCancel,
  onConfirm,
}: {
  kind: "reset" | "delete";
  line: LineActionTarget;
  label: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const remove = kind === "delete";
  return (
    <AlertDialog open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{remove ? "Supprimer la ligne" : "Réinitialiser à 0"}</AlertDialogTitle>
          <p className="text-sm font-medium text-muted-foreground">{remove ? "Action irréversible" : "Mettre la valeur à zéro"}</p>
          <AlertDialogDescription>
            {remove
              ? `La ligne ${label} de ${line.supervisorName} (${formatFcfa(line.value)}) sera supprimée. Cette action est irréversible et sera enregistrée dans l'historique d'audit.`
              : `La ligne ${label} de ${line.supervisorName} passera de ${formatFcfa(line.value)} à 0 F. Cette action sera enregistrée dans l'historique d'audit.`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <AlertDialogAction variant={remove ? "destructive" : "default"} onClick={onConfirm}>
            {remove ? "Supprimer" : "Réinitialiser"}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
