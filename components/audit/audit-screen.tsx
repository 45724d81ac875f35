"use client";

// 'Historique d'audit': every audit row (who, when, what, before → after, reason) and the history of deleted
// lines, filterable by supervisor, action and dates, paginated on the server.
import { useCallback, useEffect, useState } from "react";
import { ChevronDown, History, RefreshCw, RotateCcw } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { PageHeader } from "@/components/layout/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Collapsible, CollapsibleContent, CollapsibleTrigger } from "@/components/ui/collapsible";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { PaginationBar } from "@/components/transactions/pagination-bar";
import { SupervisorFilter } from "@/components/transactions/supervisor-filter";
import { api, userMessage } from "@/lib/api-client";
import { AUDIT_ACTIONS, AUDIT_LABELS, type FieldChange } from "@/lib/domain/audit";
import type { TransactionType } from "@/lib/domain/constants";
import { accountKeyInfo, TRANSACTION_TYPE_INFO } from "@/lib/domain/ledger";
import { centsToFrancs, formatFcfa } from "@/lib/domain/money";
import { formatDateTimeFr, formatDayFr, isDayFormat } from "@/lib/domain/periods";
import { ROLE_LABELS, statusLabel } from "@/lib/domain/users";
import type { lineDeletionHistory, listAudit } from "@/lib/services/audit-history";

/** Transaction statuses as shown (VALIDEE, MODIFIEE); user statuses go through statusLabel. */
const STATUS_LABELS = { VALIDEE: "Validée", MODIFIEE: "Modifiée" } as const;

type Journal = Awaited<ReturnType<typeof listAudit>>;
type Deletions = Awaited<ReturnType<typeof lineDeletionHistory>>;

const FIELD_LABELS: Record<string, string> = {
  value: "Valeur",
  amount: "Montant",
  accountKey: "Compte",
  accountType: "Type de compte",
  partnerName: "Partenaire",
  status: "Statut",
  description: "Description",
  nomComplet: "Nom",
  adresse: "Adresse",
  role: "Rôle",
  lineType: "Ligne",
  lineValue: "Valeur de la ligne",
  telephone: "Téléphone",
  type: "Type",
  day: "Jour",
  initialBalance: "Solde initial",
  balance: "Solde actuel",
};

const ENTITY_LABELS: Record<string, string> = {
  transaction: "Transaction",
  account_line: "Ligne de compte",
  supervisor_account: "Compte",
  user: "Utilisateur",
  registration_request: "Demande d'inscription",
};

/** What an entry shows: a snapshot for a creation or a deletion, the changed fields otherwise. */
function describe(entry: { action: string; before: unknown; after: unknown; changes: FieldChange[] }) {
  const deleted = /SUPPRESSION|DELETED/.test(entry.action);
  const created = /CREATED|CREATION/.test(entry.action);
  if (deleted || created) {
    const snapshot = ((deleted ? entry.before : entry.after) ?? {}) as Record<string, unknown>;
    return { kind: "snapshot" as const, fields: Object.entries(snapshot).filter(([f, v]) => f in FIELD_LABELS && v !== null && typeof v !== "object") };
  }
  return { kind: "changes" as const, changes: entry.changes.filter((c) => c.field in FIELD_LABELS) };
}

function formatValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (field === "amount" && typeof value === "number") return formatFcfa(centsToFrancs(value));
  if ((field === "value" || field === "lineValue" || field === "initialBalance" || field === "balance") && typeof value === "number") return formatFcfa(value);
  if ((field === "accountKey" || field === "accountType") && typeof value === "string") return accountKeyInfo(value).label;
  if (field === "type" && typeof value === "string") return TRANSACTION_TYPE_INFO[value as TransactionType]?.label ?? value;
  if (field === "status" && typeof value === "string") return STATUS_LABELS[value as keyof typeof STATUS_LABELS] ?? statusLabel(value);
  if (field === "lineType") return value === "debut" ? "Début" : "Fin";
  if (field === "day" && typeof value === "string" && isDayFormat(value)) return formatDayFr(value);
  if (field === "role" && typeof value === "string") return ROLE_LABELS[value as keyof typeof ROLE_LABELS] ?? value;
  return String(value);
}

function Change({ change }: { change: FieldChange }) {
  return (
    <li className="flex flex-wrap gap-x-1 text-xs">
      <span className="text-muted-foreground">{FIELD_LABELS[change.field] ?? change.field} :</span>
      <span className="line-through decoration-red-400">{formatValue(change.field, change.before)}</span>
      <span aria-hidden>→</span>
      <span className="font-medium">{formatValue(change.field, change.after)}</span>
    </li>
  );
}

export function AuditScreen({ timeZone }: { timeZone: string }) {
  const [filters, setFilters] = useState({ supervisorId: "all", action: "all", from: "", to: "" });
  const [page, setPage] = useState(1);
  const [deletionPage, setDeletionPage] = useState(1);
  const [journal, setJournal] = useState<Journal | null>(null);
  const [deletions, setDeletions] = useState<Deletions | null>(null);
  const [loading, setLoading] = useState(false);

  const load = useCallback(async () => {
    setLoading(true);
    const supervisorId = filters.supervisorId === "all" ? undefined : filters.supervisorId;
    try {
      const [j, d] = await Promise.all([
        api<Journal>("/api/audit", { query: { page, limit: 20, supervisorId, action: filters.action, from: filters.from, to: filters.to } }),
        api<Deletions>("/api/transactions/lines/deletion-history", { query: { page: deletionPage, limit: 20, supervisorId } }),
      ]);
      setJournal(j);
      setDeletions(d);
    } catch (error) {
      toast.error("Erreur", { description: userMessage(error, "Erreur lors de la récupération de l'historique"), duration: 4000 });
    } finally {
      setLoading(false);
    }
  }, [filters, page, deletionPage]);

  useEffect(() => {
    void load();
  }, [load]);

  const setFilter = (patch: Partial<typeof filters>) => {
    setPage(1);
    setDeletionPage(1);
    setFilters((f) => ({ ...f, ...patch }));
  };

  return (
    <>
      <PageHeader title="Historique d'audit">
        <Button variant="outline" size="icon-sm" onClick={() => load()} disabled={loading} aria-label="Actualiser">
          <RefreshCw className={loading ? "animate-spin" : undefined} />
        </Button>
      </PageHeader>
      <div className="mx-auto w-full max-w-5xl space-y-4 p-3 sm:p-6">
        <section aria-label="Filtres" className="grid gap-2 rounded-xl border bg-card p-3 shadow-sm sm:grid-cols-2 lg:grid-cols-[1fr_1fr_auto_auto_auto] lg:items-end">
          <div className="space-y-1">
            <Label htmlFor="audit-supervisor">Superviseur</Label>
            <SupervisorFilter id="audit-supervisor" value={filters.supervisorId} onChange={(supervisorId) => setFilter({ supervisorId })} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="audit-action">Action</Label>
            <NativeSelect id="audit-action" aria-label="Action" value={filters.action} onChange={(e) => setFilter({ action: e.target.value })}>
              <option value="all">Toutes les actions</option>
              {AUDIT_ACTIONS.map((a) => (
                <option key={a} value={a}>
                  {AUDIT_LABELS[a]}
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-1">
            <Label htmlFor="audit-from">Du</Label>
            <Input id="audit-from" type="date" value={filters.from} onChange={(e) => setFilter({ from: e.target.value })} />
          </div>
          <div className="space-y-1">
            <Label htmlFor="audit-to">Au</Label>
            <Input id="audit-to" type="date" value={filters.to} onChange={(e) => setFilter({ to: e.target.value })} />
          </div>
          <Button variant="ghost" onClick={() => setFilter({ supervisorId: "all", action: "all", from: "", to: "" })}>
            <RotateCcw /> Réinitialiser
          </Button>
        </section>

        <Tabs defaultValue="journal">
          <TabsList className="sm:w-auto">
            <TabsTrigger value="journal">Journal complet</TabsTrigger>
            <TabsTrigger value="deletions">Suppressions de lignes</TabsTrigger>
          </TabsList>
          <TabsContent value="journal" className="space-y-3">
            {!journal ? (
              <Skeleton className="h-64 rounded-xl" />
            ) : journal.entries.length === 0 ? (
              <Empty />
            ) : (
              <>
                <ul className="space-y-2">
                  {journal.entries.map((entry) => (
                    <li key={entry.id} data-testid="audit-entry" className="rounded-xl border bg-card p-3 text-sm shadow-sm">
                      <div className="flex flex-wrap items-center gap-2">
                        <Badge variant={entry.action.includes("SUPPRESSION") || entry.action.endsWith("DELETED") ? "destructive" : "secondary"}>{entry.label}</Badge>
                        <span className="text-xs text-muted-foreground tabular-nums">{entry.when}</span>
                        <span className="ml-auto text-xs text-muted-foreground">
                          {ENTITY_LABELS[entry.entity] ?? entry.entity}
                          {entry.supervisorName ? ` · ${entry.supervisorName}` : ""}
                        </span>
                      </div>
                      <p className="mt-1">
                        Par <span className="font-medium">{entry.actorName ?? "Système"}</span>
                        {entry.actorRole ? <span className="text-muted-foreground"> ({ROLE_LABELS[entry.actorRole as keyof typeof ROLE_LABELS] ?? entry.actorRole})</span> : null}
                      </p>
                      {entry.reason && <p className="text-muted-foreground">Raison : {entry.reason}</p>}
                      <Summary entry={entry} />
                      {(entry.before !== null || entry.after !== null) && (
                        <Collapsible>
                          <CollapsibleTrigger className="group/d mt-1 flex items-center gap-1 text-xs text-primary">
                            Voir le détail <ChevronDown className="size-3 transition-transform group-data-[state=open]/d:rotate-180" />
                          </CollapsibleTrigger>
                          <CollapsibleContent className="mt-1 grid gap-2 sm:grid-cols-2">
                            <Snapshot title="Avant" value={entry.before} />
                            <Snapshot title="Après" value={entry.after} />
                          </CollapsibleContent>
                        </Collapsible>
                      )}
                    </li>
                  ))}
                </ul>
                <PaginationBar pageIndex={page - 1} pageCount={journal.pagination.pages} pageSize={journal.pagination.limit} total={journal.pagination.total} onPage={(i) => setPage(i + 1)} />
              </>
            )}
          </TabsContent>
          <TabsContent value="deletions" className="space-y-3">
            {!deletions ? (
              <Skeleton className="h-64 rounded-xl" />
            ) : deletions.deletions.length === 0 ? (
              <Empty />
            ) : (
              <>
                <ul className="divide-y rounded-xl border bg-card shadow-sm">
                  {deletions.deletions.map((d) => {
                    const line = d.before as { lineType?: string; accountKey?: string; label?: string; value?: number; day?: string } | null;
                    const key = line?.accountKey ?? "";
                    const info = accountKeyInfo(key, line?.label ? { [key]: line.label } : null);
                    return (
                      <li key={d.id} data-testid="deletion-entry" className="flex flex-wrap items-center gap-x-3 gap-y-1 p-3 text-sm">
                        <span aria-hidden>{info.icon}</span>
                        <span className="font-medium">
                          {info.label} ({line?.lineType === "debut" ? "Début" : "Fin"})
                        </span>
                        <span className="tabular-nums">{formatFcfa(line?.value ?? 0)}</span>
                        <span className="text-muted-foreground">{d.supervisorName ?? "Superviseur supprimé"}</span>
                        <span className="ml-auto text-xs text-muted-foreground">
                          {formatDateTimeFr(d.at, timeZone)} · par {d.actorName ?? "Système"}
                        </span>
                      </li>
                    );
                  })}
                </ul>
                <PaginationBar pageIndex={deletionPage - 1} pageCount={deletions.pagination.pages} pageSize={deletions.pagination.limit} total={deletions.pagination.total} onPage={(i) => setDeletionPage(i + 1)} />
              </>
            )}
          </TabsContent>
        </Tabs>
      </div>
    </>
  );
}

function Summary({ entry }: { entry: Parameters<typeof describe>[0] }) {
  const view = describe(entry);
  if (view.kind === "snapshot") {
    if (view.fields.length === 0) return null;
    return (
      <p className="mt-1 text-xs text-muted-foreground">
        {view.fields.map(([f, v]) => `${FIELD_LABELS[f]} : ${formatValue(f, v)}`).join(" · ")}
      </p>
    );
  }
  if (view.changes.length === 0) return null;
  return (
    <ul className="mt-1 space-y-0.5">
      {view.changes.map((c) => (
        <Change key={c.field} change={c} />
      ))}
    </ul>
  );
}

function Snapshot({ title, value }: { title: string; value: unknown }) {
  return (
    <div className="min-w-0">
      <p className="text-xs font-medium text-muted-foreground">{title}</p>
      <pre className="max-h-48 overflow-auto rounded-md bg-muted p-2 text-[11px] leading-snug">{value === null ? "—" : JSON.stringify(value, null, 2)}</pre>
    </div>
  );
}

function Empty() {
  return (
    <div className="flex flex-col items-center gap-2 rounded-xl border border-dashed p-10 text-center text-muted-foreground">
      <History className="size-10" aria-hidden />
      <p className="font-medium text-foreground">Aucune entrée</p>
      <p className="text-sm">Aucune action ne correspond à ces filtres.</p>
    </div>
  );
}
