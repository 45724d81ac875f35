"use client";

// 'Rouvrir la journée' (admin): a closed day accepts writes again once the admin gives a reason,
// which the audit history keeps. The button stays disabled while the reason is blank (its state in
// ./use-reopen-day-form.ts).
import { Loader2, LockOpen } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { formatSignedFcfa } from "@/lib/domain/money";
import { formatLongDayFr } from "@/lib/domain/periods";
import type { DayInfo } from "./types";
import { closedText } from "./day-state-text";
import { ReasonField } from "@/components/ui/reason-field";
import { REOPEN_IDS, useReopenDayForm } from "./use-reopen-day-form";

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
  const form = useReopenDayForm({ supervisor, date, onOpenChange, onReopened });
  const { saving } = form;

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
        <form onSubmit={form.submit} className="space-y-4">
          <div className="space-y-1.5">
            <Label htmlFor={REOPEN_IDS.reason}>
              Raison de la réouverture <span className="text-destructive">*</span>
            </Label>
            <ReasonField
              id={REOPEN_IDS.reason}
              value={form.values.reason}
              onChange={form.edit("reason")}
              placeholder="Ex. Fin Wave saisie par erreur, à corriger"
              disabled={saving}
              error={form.errors.reason ?? null}
            />
          </div>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)} disabled={saving}>
              Annuler
            </Button>
            <Button type="submit" disabled={saving || !form.values.reason.trim()}>
              {saving ? <Loader2 className="animate-spin" /> : <LockOpen />}
              {saving ? "Réouverture..." : "Rouvrir la journée"}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
