"use client";

// Déconnexion while entries wait on the device to be sent: they would be lost, so it asks first.
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

export function pendingLossText(count: number): string {
  return count === 1
    ? "1 opération en attente d'envoi sera perdue si vous vous déconnectez maintenant. Attendez le retour du réseau pour qu'elle soit envoyée."
    : `${count} opérations en attente d'envoi seront perdues si vous vous déconnectez maintenant. Attendez le retour du réseau pour qu'elles soient envoyées.`;
}

export default function LogoutConfirm({ count, onCancel, onConfirm }: { count: number; onCancel: () => void; onConfirm: () => void }) {
  return (
    <AlertDialog open onOpenChange={(open) => !open && onCancel()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Se déconnecter ?</AlertDialogTitle>
          <AlertDialogDescription>{pendingLossText(count)}</AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel>Annuler</AlertDialogCancel>
          <AlertDialogAction variant="destructive" onClick={onConfirm}>
            Se déconnecter quand même
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
