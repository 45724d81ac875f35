"use client";

// The parts of the "Partenaires fréquents" tab: a partner's card, the empty list, the list being loaded.
import { Repeat, UserPlus } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatFcfa } from "@/lib/domain/money";
import { formatDateTimeFr } from "@/lib/domain/periods";
import { formatPhone } from "@/lib/domain/phone";
import type { FrequentFreePartner } from "@/lib/services/free-partners";

export function FrequentCard({ partner: p, timeZone, onConvert }: { partner: FrequentFreePartner; timeZone: string; onConvert?: () => void }) {
  return (
    <li data-testid="frequent-partner" data-partner={p.id} className="flex flex-col gap-2 rounded-xl border bg-card p-3 shadow-sm">
      <div className="flex items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-medium">{p.partenaireNom}</p>
          {p.telephoneLibre && <p className="text-xs text-muted-foreground tabular-nums">{formatPhone(p.telephoneLibre)}</p>}
        </div>
        <span className="shrink-0 rounded-md bg-muted px-2 py-0.5 text-xs font-medium tabular-nums">
          {p.nombreTransactions} opération{p.nombreTransactions > 1 ? "s" : ""}
        </span>
      </div>
      <p className="flex flex-wrap gap-x-3 gap-y-1 text-xs tabular-nums">
        <span className="text-emerald-700">Dépôts {formatFcfa(p.totalDepots)}</span>
        <span className="text-red-700">Retraits {formatFcfa(p.totalRetraits)}</span>
        <span className="text-muted-foreground">Dernière : {formatDateTimeFr(p.derniereTransaction, timeZone)}</span>
      </p>
      {p.motif && (
        <p className="text-xs text-amber-800" data-testid="frequent-motif">
          {p.motif}
        </p>
      )}
      {onConvert && (
        <Button variant={p.peutConvertir ? "default" : "outline"} size="sm" className="mt-auto self-start" onClick={onConvert}>
          <UserPlus /> Convertir en partenaire
        </Button>
      )}
    </li>
  );
}

export function NoFrequentPartner() {
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed p-10 text-center" data-testid="frequent-empty">
      <Repeat className="mb-2 size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">Aucun partenaire fréquent</p>
      <p className="text-sm text-muted-foreground">Aucun partenaire libre n&apos;est revenu assez souvent ces derniers jours.</p>
    </div>
  );
}
