"use client";

// 'Rouvrir la journée' (admin): a closed day accepts writes again once the admin gives a reason,
// which the audit history keeps. The button stays disabled while the reason is blank.
import { useState } from "react";
import { Loader2, LockOpen } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { ApiError, apiEnvelope, userMessage } from "@/lib/api-client";
import { formatSignedFcfa } from "@/lib/domain/money";
import { formatLongDayFr } from "@/lib/domain/periods";
import { reopenDaySchema } from "@/lib/validation/day-close";
import type { DayInfo } from "./day-state";
import { closedText } from "./day-state-text";
import { ReasonField } from "@/components/ui/reason-field";

export default function ReopenDayDialog({
  open,
  onOpenChange,
  supervisor,
  date,
  day,
  timeZone,
  onReopened,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  supervisor: { id: string; nom: string };
  /** the closed day (YYYY-MM-DD) */
  date: string;
  /** the closed day's state: who closed it, when, the GR recorded */
  day: DayInfo;
  /** APP_TIMEZONE */
  timeZone: string;
  onReopened: () => void;
}) {
  const [reason, setReason] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const parsed = reopenDaySchema.safeParse({ reason: reason.trim(), date });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? "Indiquez la raison de la réouverture");
      return;
    }
    setSaving(true);
    setError(null);
    try {
      const envelope = await apiEnvelope(`/api/transactions/supervisors/${supervisor.id}/reopen`, { method: "POST", body: parsed.data, retry: false });
      toast.success(envelope.message, { description: `${supervisor.nom} — ${formatLongDayFr(date)}`, duration: 4000 });
      onOpenChange(false);
      onReopened();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        setError(userMessage(e));
      } else {
        toast.error(userMessage(e, "Erreur lors de la réouverture. Veuillez réessayer."), { duration: 5000 });
        // not closed any more: someone else reopened it
        if (e instanceof ApiError && e.status === 409) {
          onOpenChange(false);
          onReopened();
        }
      }
    } finally {
      setSaving(false);
    }
  }

  return (
    <Dialog open={open} onOpenChange={(next) => !saving && onOpenChange(next)}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Rouvrir la journée</DialogTitle>
          <DialogDescription>
            {supervisor.nom} — {formatLongDayFr(date)}. {closedText(day, timeZone)}, GR {formatSignedFcfa(day.gr)}. Rouverte, la journée accepte de nouveau les saisies
            jusqu&apos;à sa prochaine clôture ; la raison est enregistrée dans l&apos;historique d&apos;audit.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor="reopen-reason">
              Raison de la réouverture <span className="text-destructive">*</span>
            </Label>
            <ReasonField
              id="reopen-reason"
              value={reason}
              onChange={(value) => {
                setReason(value);
                setError(null);
              }}
              placeholder="Ex. Fin Wave saisie par erreur, à corriger"
              disabled={saving}
              error={error}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Annuler
            </Button>
            <Button type="submit" disabled={saving || !reason.trim()}>
              {saving ? <Loader2 className="animate-spin" /> : <LockOpen />}
              {saving ? "Réouverture..." : "Rouvrir la journée"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
