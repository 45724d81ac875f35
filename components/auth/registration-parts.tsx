// The Demande tab's other states (SPEC §4): its notice, the sending view and the confirmation.
import { CheckCircle2, Info, Loader2 } from "lucide-react";

export function RequestNotice() {
  return (
    <div className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        Votre demande sera examinée par l&apos;administrateur. Après validation, vous recevrez par SMS un code
        d&apos;accès personnel.
      </p>
    </div>
  );
}

export function SendingView() {
  return (
    <div className="flex flex-col items-center gap-3 py-10 text-center" role="status" aria-live="polite">
      <Loader2 className="size-8 animate-spin text-primary" aria-hidden />
      <p className="font-medium">Envoi de votre demande...</p>
      <p className="text-sm text-muted-foreground">Notification envoyée à l&apos;administrateur</p>
    </div>
  );
}

export function SentView() {
  return (
    <div className="flex flex-col items-center gap-3 py-8 text-center" role="status" aria-live="polite" data-testid="registration-sent">
      <CheckCircle2 className="size-10 text-success" aria-hidden />
      <p className="text-lg font-semibold">Demande envoyée !</p>
      <p className="max-w-xs text-sm text-muted-foreground">
        L&apos;administrateur va examiner votre demande. Vous recevrez votre code d&apos;accès par SMS après validation.
      </p>
      <p className="text-xs text-muted-foreground">Retour à la connexion dans quelques secondes...</p>
    </div>
  );
}
