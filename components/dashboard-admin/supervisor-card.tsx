"use client";

// A supervisor's card on the admin dashboard: collapsible (open by default), status badge, his open alerts (a link
// to them), the day's state (missing Fins, or who closed it), Début / GR Total / Sortie totals, and the Début and
// Fin columns of account lines with their actions; the menu holds the account tools and closing or reopening the day.
import { ChevronDown, Lock, MoreVertical } from "lucide-react";
import { IntentLink } from "@/components/ui/intent-link";
import { Badge, badgeVariants } from "@/components/ui/badge";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { DropdownMenu, DropdownMenuContent, DropdownMenuTrigger } from "@/components/ui/dropdown-menu";
import { preloadable } from "@/components/ui/lazy-parts";
import type { LineType } from "@/lib/domain/constants";
import { formatFcfa, formatSignedFcfa } from "@/lib/domain/money";
import { supervisorStatusLabel } from "@/lib/domain/users";
import { cn } from "@/lib/utils";
import { DayStateStrip, isProvisional, ProvisionalMark } from "@/components/day/day-state";
import type { DayInfo, LineActionTarget } from "@/components/day/types";
import { grTextClass } from "@/components/day/gr-badge";
import { LineRow } from "@/components/day/line-row";
import { TrendSparkline } from "@/components/trend/trend-slot";

// the menu's items come with the menu, on its first opening
const CardMenuItems = preloadable(() => import("./card-menu-items").then((m) => m.default));

export interface SupervisorCardData {
  id: string;
  nom: string;
  status: string;
  totaux: { debutTotal: number; sortieTotal: number; grTotal: number };
  comptes: { debut: Record<string, number>; sortie: Record<string, number> };
  /** partner lines' names, by line key */
  partenaires?: Record<string, string>;
  /** the state of the supervisor's day shown */
  day?: DayInfo;
  /** his open alerts, when he has some */
  alertes?: number;
}

export function SupervisorCard({
  card,
  canAct,
  isBusy,
  onReset,
  onDelete,
  onTool,
  onDay,
  timeZone,
}: {
  card: SupervisorCardData;
  /** the admin's account tools for this supervisor */
  onTool?: (tool: "set" | "create") => void;
  /** the admin closes an open day or reopens a closed one */
  onDay?: (action: "close" | "reopen") => void;
  /** APP_TIMEZONE, for the closing's time */
  timeZone: string;
  canAct: boolean;
  isBusy: (line: LineActionTarget) => boolean;
  onReset: (line: LineActionTarget) => void;
  onDelete: (line: LineActionTarget) => void;
}) {
  const closed = card.day?.status === "closed";
  const lineActions = canAct && !closed;
  const column = (lineType: LineType, title: string) => {
    const entries = Object.entries(card.comptes[lineType]);
    return (
      <div className="min-w-0">
        {/* under the page's h2 « Superviseurs »: an h3, named with the supervisor for a screen reader's list of headings */}
        <h3 className="mb-1 px-2 text-xs font-semibold tracking-wide text-muted-foreground uppercase">
          {title}
          <span className="sr-only"> de {card.nom}</span>
        </h3>
        {entries.length === 0 ? (
          <p className="px-2 py-1.5 text-sm text-muted-foreground">Aucune ligne</p>
        ) : (
          <ul className="space-y-0.5">
            {entries.map(([accountKey, value]) => {
              const line = { supervisorId: card.id, supervisorName: card.nom, lineType, accountKey, value, name: card.partenaires?.[accountKey] };
              return (
                <LineRow
                  key={accountKey}
                  line={line}
                  busy={isBusy(line)}
                  actions={lineActions}
                  onReset={onReset}
                  onDelete={onDelete}
                />
              );
            })}
          </ul>
        )}
      </div>
    );
  };

  return (
    <Collapsible defaultOpen asChild>
      <article data-testid="supervisor-card" data-supervisor={card.nom} className="rounded-xl border bg-card shadow-sm">
        <CardHead card={card} closed={closed} onTool={onTool} onDay={onDay} />
        <DayStateStrip day={card.day} timeZone={timeZone} className="border-t" />
        <CardTotals totaux={card.totaux} day={card.day} />
        <TrendSparkline supervisorId={card.id} name={card.nom} />
        <CollapsibleContent>
          <div className="grid gap-3 p-2 sm:grid-cols-2 sm:gap-4 sm:p-3">
            {column("debut", "Début")}
            {column("sortie", "Fin")}
          </div>
        </CollapsibleContent>
      </article>
    </Collapsible>
  );
}

/** The card's first row: initial, name, the day's and the supervisor's status, his open alerts, the menu. */
function CardHead({ card, closed, onTool, onDay }: { card: SupervisorCardData; closed: boolean; onTool?: (tool: "set" | "create") => void; onDay?: (action: "close" | "reopen") => void }) {
  return (
    <div className="flex items-center rounded-t-xl pr-1">
      <CollapsibleTrigger className="group/trigger flex min-w-0 flex-1 items-center gap-2 rounded-tl-xl py-3 pl-4 pr-2 text-left hover:bg-muted/40">
        <span className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary/10 text-sm font-semibold text-primary">
          {card.nom.slice(0, 1).toUpperCase()}
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-semibold break-words">{card.nom}</span>
        </span>
        {closed && (
          <Badge variant="secondary" data-testid="day-status" data-status="closed">
            <Lock aria-hidden />
            <span className="sr-only sm:not-sr-only">Clôturée</span>
          </Badge>
        )}
        <Badge variant={card.status === "ACTIVE" ? "success" : "warning"}>{supervisorStatusLabel(card.status)}</Badge>
        <ChevronDown className="size-4 shrink-0 text-muted-foreground transition-transform group-data-[state=open]/trigger:rotate-180" aria-hidden />
      </CollapsibleTrigger>
      {/* beside the trigger, not in it: a link inside a button is neither */}
      {!!card.alertes && (
        <IntentLink href={`/admin/alertes?supervisorId=${card.id}&status=open`} data-testid="card-alerts" className="flex items-center">
          {/* the pill inside the link: on a phone the link is a 44 px target (globals.css), the pill stays small. On a
              phone the sign and the count, the name's room being short. Lucide's triangle-alert drawn here: the
              icon's module would be one more in /admin's first load, at its budget */}
          <span className={badgeVariants({ variant: "destructive", className: "ml-1" })}>
            <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" aria-hidden>
              <path d="m21.73 18-8-14a2 2 0 0 0-3.48 0l-8 14A2 2 0 0 0 4 21h16a2 2 0 0 0 1.73-3" />
              <path d="M12 9v4" />
              <path d="M12 17h.01" />
            </svg>
            {card.alertes}{" "}
            <span className="sr-only sm:not-sr-only">{card.alertes > 1 ? "alertes" : "alerte"}</span>
          </span>
          <span className="sr-only"> de {card.nom}</span>
        </IntentLink>
      )}
      {onTool && (
        <DropdownMenu>
          <DropdownMenuTrigger asChild onClick={() => void CardMenuItems.preload()}>
            <button type="button" aria-label={`Comptes de ${card.nom}`} title="Comptes et journée" className="flex size-9 items-center justify-center rounded-md text-muted-foreground hover:bg-muted hover:text-foreground">
              <MoreVertical className="size-4" />
            </button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <CardMenuItems dayStatus={card.day?.status} onTool={onTool} onDay={onDay} />
          </DropdownMenuContent>
        </DropdownMenu>
      )}
    </div>
  );
}

/** Début, GR Total (provisional while Fins are missing) and Sortie. */
function CardTotals({ totaux, day }: { totaux: SupervisorCardData["totaux"]; day?: DayInfo }) {
  return (
    <dl className="grid grid-cols-3 border-y bg-muted/30 text-center">
      <div className="px-1 py-2 sm:px-2">
        <dt className="text-[11px] text-muted-foreground uppercase">Début</dt>
        <dd className="text-xs font-semibold tabular-nums sm:text-sm">{formatFcfa(totaux.debutTotal)}</dd>
      </div>
      <div className="border-x px-1 py-2 sm:px-2">
        <dt className="text-[11px] text-muted-foreground uppercase">GR Total</dt>
        <dd className={cn("text-xs font-bold tabular-nums sm:text-sm", grTextClass(totaux.grTotal, isProvisional(day)))} data-testid="card-gr">
          {formatSignedFcfa(totaux.grTotal)}
        </dd>
        {isProvisional(day) && (
          <dd className="leading-none">
            <ProvisionalMark />
          </dd>
        )}
      </div>
      <div className="px-1 py-2 sm:px-2">
        <dt className="text-[11px] text-muted-foreground uppercase">Sortie</dt>
        <dd className="text-xs font-semibold tabular-nums sm:text-sm">{formatFcfa(totaux.sortieTotal)}</dd>
      </div>
    </dl>
  );
}
