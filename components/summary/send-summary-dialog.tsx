"use client";

// The confirmation before the summary goes out by SMS to every admin; once it went out the same dialog offers
// "Renvoyer" (the server sends a day's summary once unless asked again).
import { Loader2 } from "lucide-react";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { formatDayFr } from "@/lib/domain/periods";

export function SendSummaryDialog({
  open,
  day,
  alreadySent,
  sending,
  onOpenChange,
  onConfirm,
}: {
  open: boolean;
  day: string;
  alreadySent: boolean;
  sending: boolean;
  onOpenChange: (open: boolean) => void;
  onConfirm: (force: boolean) => void;
}) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !sending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{alreadySent ? "Renvoyer le résumé" : "Envoyer le résumé"}</AlertDialogTitle>
          <AlertDialogDescription>
            {alreadySent
              ? `Le résumé du ${formatDayFr(day)} est déjà parti. Le renvoyer par SMS aux administrateurs\u00a0?`
              : `Envoyer le résumé du ${formatDayFr(day)} par SMS aux administrateurs\u00a0?`}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={sending}>Annuler</AlertDialogCancel>
          <Button onClick={() => onConfirm(alreadySent)} disabled={sending}>
            {sending && <Loader2 className="animate-spin" />}
            {alreadySent ? "Renvoyer" : "Envoyer"}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
