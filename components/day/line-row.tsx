"use client";

// One account line on a dashboard: icon, label, value, and (today, or for the admin) reset and delete
// actions with their confirmations and a per-line busy state (SPEC §2, §4): behind one button of the line on
// a phone (its choices in the confirmation's dialog, loaded on demand), as icons on hover or focus on a wider
// screen.
import { useState } from "react";
import { Loader2, Lock, MoreVertical, RotateCcw, Trash2 } from "lucide-react";
import { accountKeyInfo, isTransferKey } from "@/lib/domain/line-display";
import { formatFcfa } from "@/lib/domain/money";
import { cn } from "@/lib/utils";
import { onDemand } from "@/components/ui/lazy-parts";
import type { LineActionTarget } from "./types";

// the confirmations are loaded when first asked for
const LineConfirmDialog = onDemand(() => import("./line-confirm-dialog").then((m) => m.default));


export function LineRow({
  line,
  actions,
  busy,
  onReset,
  onDelete,
}: {
  line: LineActionTarget;
  /** whether this line may be acted on here (today, own line, or the admin) */
  actions: boolean;
  busy: boolean;
  onReset: (line: LineActionTarget) => void;
  onDelete: (line: LineActionTarget) => void;
}) {
  const info = accountKeyInfo(line.accountKey, line.name ? { [line.accountKey]: line.name } : null);
  const [confirm, setConfirm] = useState<Confirm | null>(null);
  const nonZero = line.value !== 0;
  const uvMaster = line.accountKey === "UV_MASTER";
  const canReset = actions && nonZero && !info.partner;
  // a transfer line follows its transfer: it is corrected or deleted with it, from the transaction's detail;
  // UV Master's line is protected: reset, never deleted
  const canDelete = actions && nonZero && !uvMaster && !isTransferKey(line.accountKey);
  const label = `${info.label} (${line.lineType === "debut" ? "Début" : "Fin"})`;

  return (
    <li
      data-testid="account-line"
      data-line={`${line.lineType}:${line.accountKey}`}
      className="group flex min-h-10 items-center gap-2 rounded-md px-2 py-1.5 text-sm hover:bg-muted/60"
    >
      <span aria-hidden className="w-5 shrink-0 text-center">
        {info.icon}
      </span>
      <span className="min-w-0 flex-1 break-words" title={info.label}>
        {info.label}
      </span>
      {uvMaster && (
        <span className="inline-flex shrink-0 items-center gap-0.5 text-[11px] text-amber-700" title="Compte protégé">
          <Lock className="size-3" aria-hidden />
          Protégé
        </span>
      )}
      <span className="shrink-0 font-medium tabular-nums" data-testid="line-value">
        {formatFcfa(line.value)}
      </span>
      <LineActions label={label} name={info.label} canReset={canReset} canDelete={canDelete} busy={busy} onAsk={setConfirm} />
      {confirm && (
        <LineConfirmDialog
          kind={confirm}
          line={line}
          label={label}
          choices={{ reset: canReset, delete: canDelete }}
          onChoose={setConfirm}
          onCancel={() => setConfirm(null)}
          onConfirm={() => (confirm === "delete" ? onDelete(line) : onReset(line))}
        />
      )}
    </li>
  );
}

/** The line's actions: on a phone one button opening them, on a wider screen their icons on hover or focus of the line. */
type Confirm = "choose" | "reset" | "delete";

function LineActions({ label, name, canReset, canDelete, busy, onAsk }: { label: string; name: string; canReset: boolean; canDelete: boolean; busy: boolean; onAsk: (kind: Confirm) => void }) {
  return (
    <>
      {/* a phone: one button opening the line's actions, away from a thumb's slip onto reset or delete */}
      {(canReset || canDelete) && !busy && (
        <button
          type="button"
          aria-label={`Actions de la ligne ${label}`}
          onClick={() => onAsk("choose")}
          className="flex size-8 shrink-0 items-center justify-center rounded-md text-muted-foreground hover:bg-background focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none md:hidden"
        >
          <MoreVertical className="size-4" />
        </button>
      )}
      {/* a wider screen: the icons on hover or focus of the line */}
      {(canReset || canDelete || busy) && (
        <span className={cn("shrink-0 items-center gap-0.5 md:group-focus-within:flex md:group-hover:flex", busy ? "flex" : "hidden")}>
          {busy ? (
            <Loader2 className="size-4 animate-spin text-muted-foreground" aria-label="Action en cours" />
          ) : (
            <>
              {canReset && (
                <ActionButton label={`Réinitialiser ${name} à 0`} onClick={() => onAsk("reset")}>
                  <RotateCcw className="size-3.5" />
                </ActionButton>
              )}
              {canDelete && (
                <ActionButton label={`Supprimer la ligne ${name}`} onClick={() => onAsk("delete")} destructive>
                  <Trash2 className="size-3.5" />
                </ActionButton>
              )}
            </>
          )}
        </span>
      )}
    </>
  );
}

function ActionButton({ label, onClick, destructive, children }: { label: string; onClick: () => void; destructive?: boolean; children: React.ReactNode }) {
  return (
    <button
      type="button"
      aria-label={label}
      title={label}
      onClick={onClick}
      className={cn(
        "flex size-8 items-center justify-center rounded-md text-muted-foreground hover:bg-background hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none",
        destructive && "hover:text-destructive",
      )}
    >
      {children}
    </button>
  );
}
