"use client";

// 'Supprimer la ligne' / 'Réinitialiser à 0' (SPEC §2): the confirmation before a line action, and on a phone
// the choice of the action first ("choose": the line's actions, the destructive one apart).
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
import { RotateCcw, Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatFcfa } from "@/lib/domain/money";
import type { LineActionTarget } from "./types";

export default function LineConfirmDialog({
  kind,
  line,
  label,
  choices,
  onChoose,
  onCancel,
  onConfirm,
}: {
  kind: "choose" | "reset" | "delete";
  line: LineActionTarget;
  label: string;
  /** which actions the line offers ("choose") */
  choices: { reset: boolean; delete: boolean };
  onChoose: (kind: "reset" | "delete") => void;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  if (kind === "choose") return <LineChoices line={line} label={label} choices={choices} onChoose={onChoose} onCancel={onCancel} />;
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

function LineChoices({ line, label, choices, onChoose, onCancel }: { line: LineActionTarget; label: string; choices: { reset: boolean; delete: boolean }; onChoose: (kind: "reset" | "delete") => void; onCancel: () => void }) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{`Ligne ${label}`}</AlertDialogTitle>
          <AlertDialogDescription>{`${line.supervisorName} · ${formatFcfa(line.value)}`}</AlertDialogDescription>
        </AlertDialogHeader>
        <div className="flex flex-col gap-2">
          {choices.reset && (
            <Button variant="outline" onClick={() => onChoose("reset")}>
              <RotateCcw /> Réinitialiser à 0
            </Button>
          )}
          {/* the irreversible one apart from the others */}
          {choices.delete && (
            <Button variant="outline" className="mt-3 border-destructive/40 text-destructive" onClick={() => onChoose("delete")}>
              <Trash2 /> Supprimer la ligne
            </Button>
          )}
        </div>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
