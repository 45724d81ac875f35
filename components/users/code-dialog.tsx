"use client";

// A new access code (user created, request approved, code regenerated) stays on screen until the admin closes
// it — "Fermer" or Escape, never a click beside it nor a timer — so that it can be passed on when the SMS
// does not arrive. Loaded the first time a code is shown (components/users/users-screen.tsx).
import { useState } from "react";
import { AlertTriangle, Check, Clock, Copy, MessageSquare } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { toast } from "@/lib/client/toast";
import { copyText } from "./copy-text";
import { formatPhone } from "@/lib/domain/phone";

export interface IssuedCode {
  /** the dialog's title: "Code d'accès généré", "Nouveau code d'accès" */
  title: string;
  nomComplet: string;
  telephone: string;
  code: string;
  /** what became of the SMS that carries the code, when the server said */
  sms?: { status: string };
}

const COPY_FAILED = "Copie impossible — notez le code à la main.";

const SMS_LINES = {
  sent: { Icon: MessageSquare, tone: "text-emerald-800", text: (telephone: string) => `Envoyé par SMS au ${telephone}.` },
  queued: { Icon: Clock, tone: "text-muted-foreground", text: (telephone: string) => `SMS en cours d'envoi au ${telephone} : il partira automatiquement.` },
  failed: { Icon: AlertTriangle, tone: "text-amber-800", text: () => "Le SMS n'a pas pu être envoyé : communiquez ce code vous-même." },
};

function SmsLine({ sms, telephone }: { sms: IssuedCode["sms"]; telephone: string }) {
  if (!sms) return null;
  const { Icon, tone, text } = sms.status === "sent" || sms.status === "queued" ? SMS_LINES[sms.status] : SMS_LINES.failed;
  return (
    <p className={`flex items-start gap-2 text-sm ${tone}`} data-testid="code-dialog-sms" data-status={sms.status}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
      <span>{text(formatPhone(telephone))}</span>
    </p>
  );
}

export function CodeDialog({ issued, onClose }: { issued: IssuedCode | null; onClose: () => void }) {
  // the last code shown, so that nothing goes blank while the dialog closes
  const [shown, setShown] = useState(issued);
  if (issued && issued !== shown) setShown(issued);
  const [copy, setCopy] = useState<{ issued: IssuedCode; ok: boolean } | null>(null);
  const copied = copy && copy.issued === shown ? copy.ok : null;

  async function onCopy() {
    if (!shown) return;
    const ok = await copyText(shown.code);
    setCopy({ issued: shown, ok });
    if (ok) toast.success("Copié");
  }

  return (
    <Dialog open={issued !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        showClose={false}
        data-testid="code-dialog"
        // only "Fermer" or Escape close it: a stray tap beside it must not lose the code
        onPointerDownOutside={(e) => e.preventDefault()}
        onInteractOutside={(e) => e.preventDefault()}
      >
        <DialogHeader className="pr-0">
          <DialogTitle>{shown?.title}</DialogTitle>
          <DialogDescription>
            Code de connexion de <span className="font-medium break-words text-foreground">{shown?.nomComplet}</span>{" "}
            (<span className="tabular-nums">{shown ? formatPhone(shown.telephone) : ""}</span>). Notez-le ou copiez-le avant de fermer.
          </DialogDescription>
        </DialogHeader>
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-lg border bg-muted/50 px-4 py-3">
          <span
            className="font-mono text-2xl font-bold tracking-[0.2em] tabular-nums select-all sm:text-3xl"
            data-testid="code-dialog-value"
          >
            {shown?.code}
          </span>
          <Button variant="outline" onClick={onCopy}>
            {copied ? <Check /> : <Copy />}
            Copier
          </Button>
        </div>
        {copied === true && (
          <p role="status" className="text-sm text-emerald-800" data-testid="code-dialog-copy">
            Copié dans le presse-papiers.
          </p>
        )}
        {copied === false && (
          <p role="alert" className="text-sm font-medium text-destructive" data-testid="code-dialog-copy">
            {COPY_FAILED}
          </p>
        )}
        <SmsLine sms={shown?.sms} telephone={shown?.telephone ?? ""} />
        <DialogFooter>
          <Button onClick={onClose}>Fermer</Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
