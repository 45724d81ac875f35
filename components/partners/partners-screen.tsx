"use client";

// The partners screen, for the admin and the supervisor: each partner's running balance with the
// shop across days (the admin sees every partner, a supervisor those he dealt with: the route scopes), sorted
// and searched here, with the list's totals on top; a row opens the partner's history. The "Partenaires
// fréquents" tab (free partners who came back; the admin converts them) and the dialogs load after the page.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { ChevronRight, RefreshCw, Search, Users } from "lucide-react";
import { LoadError, usePreloadLoadError } from "@/components/layout/load-error-slot";
import { PageHeader } from "@/components/layout/page-header";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { lazyRoot, onDemand } from "@/components/ui/lazy-parts";
import { NativeSelect } from "@/components/ui/native-select";
import { Skeleton } from "@/components/ui/skeleton";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { api, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import { loadView } from "@/lib/client/load-view";
import { toast } from "@/lib/client/toast";
import { formatFcfa } from "@/lib/domain/money";
import { formatDateTimeFr } from "@/lib/domain/periods";
import type { PartnerBalanceSummary } from "@/lib/services/partner-balance";
import { cn } from "@/lib/utils";
import { BalanceAmount, STATE_TONES, StateChip } from "./balance-format";
import { formatPhone } from "@/lib/domain/phone";

// one chunk for both (./partner-parts.ts)
const PartnerHistoryDialog = lazyRoot(
  () => import("./partner-parts").then((m) => m.PartnerHistoryDialog),
  (props) => props.partner !== null,
);
const FrequentPartners = onDemand(() => import("./partner-parts").then((m) => m.FrequentPartners));

type Sort = "solde" | "nom" | "recent";
const SORTS: { value: Sort; label: string }[] = [
  { value: "solde", label: "Solde le plus élevé" },
  { value: "nom", label: "Nom (A → Z)" },
  { value: "recent", label: "Dernier mouvement" },
];

const byName = (a: PartnerBalanceSummary, b: PartnerBalanceSummary) => a.nomComplet.localeCompare(b.nomComplet, "fr");
const SORTERS: Record<Sort, (a: PartnerBalanceSummary, b: PartnerBalanceSummary) => number> = {
  solde: (a, b) => b.solde.montantAbsolu - a.solde.montantAbsolu || byName(a, b),
  nom: byName,
  recent: (a, b) => (b.statistiques.derniereTransaction ?? "").localeCompare(a.statistiques.derniereTransaction ?? "") || byName(a, b),
};

/** Lower case, without accents: "Ndèye" is found by "ndeye". */
const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("fr");

const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? "s" : ""}`;

export function PartnersScreen({
  admin,
  timeZone,
  initial,
  initialError,
}: {
  admin: boolean;
  timeZone: string;
  initial: PartnerBalanceSummary[] | null;
  initialError?: string | null;
}) {
  const [partners, setPartners] = useState<PartnerBalanceSummary[] | null>(initial);
  const [error, setError] = useState<string | null>(initial ? null : (initialError ?? null));
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Sort>("solde");
  const [tab, setTab] = useState("soldes");
  const [opened, setOpened] = useState<PartnerBalanceSummary | null>(null);
  const request = useRef(0);
  usePreloadLoadError();

  const load = useCallback(async () => {
    const id = ++request.current;
    setLoading(true);
    try {
      const answer = await api<{ partners: PartnerBalanceSummary[] }>("/api/partner-balance");
      if (id !== request.current) return;
      setPartners(answer.partners);
      setError(null);
    } catch (e) {
      if (id !== request.current || leaveIfExpired(e)) return;
      setError(userMessage(e));
      toast.error("Erreur", { description: "Impossible de charger les soldes des partenaires.", duration: 4000 });
    } finally {
      if (id === request.current) setLoading(false);
    }
  }, []);

  // the server could not load the first list: the browser tries once more
  useEffect(() => {
    if (!initial) void load();
  }, [initial, load]);

  const shown = useMemo(() => {
    const words = fold(search.trim());
    // a phone is searched by its digits ("77 123 45" finds 771234567), a name by its letters
    const digits = /^[\d\s+().-]+$/.test(search.trim()) ? search.replace(/\D/g, "") : "";
    const list = (partners ?? []).filter(
      (p) => !words || fold(p.nomComplet).includes(words) || (digits.length > 0 && (p.telephone ?? "").replace(/\D/g, "").includes(digits)),
    );
    return list.sort(SORTERS[sort]);
  }, [partners, search, sort]);

  const totals = useMemo(() => {
    let shopOwes = 0;
    let partnersOwe = 0;
    for (const p of shown) {
      if (p.solde.montant > 0) shopOwes += p.solde.montant;
      else partnersOwe -= p.solde.montant;
    }
    return { shopOwes, partnersOwe };
  }, [shown]);

  const view = loadView({ hasData: !!partners, error, loading });
  const failure = (stale?: string) => (
    <LoadError title="Impossible de charger les soldes des partenaires." message={error} retrying={loading} onRetry={() => load()} stale={stale} />
  );
  const dateOf = (iso: string | null) => (iso ? formatDateTimeFr(iso, timeZone) : "—");

  return (
    <>
      <PageHeader title="Partenaires">
        <Button variant="outline" size="icon-sm" onClick={() => load()} disabled={loading} aria-label="Actualiser">
          <RefreshCw className={cn(loading && "animate-spin")} />
        </Button>
      </PageHeader>

      <div className="mx-auto w-full max-w-6xl p-3 sm:p-6">
        <Tabs value={tab} onValueChange={setTab}>
          <TabsList className="sm:max-w-md">
            <TabsTrigger value="soldes">Soldes</TabsTrigger>
            <TabsTrigger value="frequents">Partenaires fréquents</TabsTrigger>
          </TabsList>

          <TabsContent value="soldes" className="space-y-4">
            <section aria-label="Totaux" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3">
              <Tile testId="total-boutique-doit" label="La boutique doit" tone={STATE_TONES.BOUTIQUE_DOIT} value={partners ? formatFcfa(totals.shopOwes) : "—"} />
              <Tile testId="total-partenaires-doivent" label="Les partenaires doivent" tone={STATE_TONES.PARTENAIRE_DOIT} value={partners ? formatFcfa(totals.partnersOwe) : "—"} />
              <Tile
                testId="total-partenaires"
                label="Partenaires"
                value={partners ? String(shown.length) : "—"}
                className="col-span-2 lg:col-span-1"
                note={partners && shown.length !== partners.length ? `sur ${partners.length}` : undefined}
              />
            </section>

            <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
              <div className="relative flex-1">
                <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
                <Input
                  type="search"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  placeholder="Nom ou téléphone"
                  aria-label="Rechercher un partenaire par nom ou téléphone"
                  className="pl-9"
                  maxLength={100}
                />
              </div>
              <div className="sm:w-56">
                <NativeSelect aria-label="Trier par" value={sort} onChange={(e) => setSort(e.target.value as Sort)}>
                  {SORTS.map((s) => (
                    <option key={s.value} value={s.value}>
                      {s.label}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>

            <section aria-label="Soldes des partenaires" className="space-y-3">
              {view === "stale" && failure("Les soldes affichés sont ceux du dernier chargement réussi.")}
              {view === "loading" ? (
                <ListSkeleton />
              ) : view === "failed" ? (
                failure()
              ) : shown.length === 0 ? (
                <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed p-10 text-center" data-testid="partners-empty">
                  <Users className="mb-2 size-10 text-muted-foreground" aria-hidden />
                  <p className="font-medium">Aucun partenaire</p>
                  <p className="text-sm text-muted-foreground">
                    {search.trim() ? "Aucun partenaire ne correspond à cette recherche." : admin ? "Aucun partenaire n'a encore d'opération." : "Vous n'avez encore traité avec aucun partenaire."}
                  </p>
                </div>
              ) : (
                <BalanceList partners={shown} dateOf={dateOf} onOpen={setOpened} />
              )}
            </section>
          </TabsContent>

          <TabsContent value="frequents">
            <FrequentPartners admin={admin} timeZone={timeZone} onConverted={() => load()} />
          </TabsContent>
        </Tabs>
      </div>

      <PartnerHistoryDialog partner={opened} timeZone={timeZone} onClose={() => setOpened(null)} />
    </>
  );
}

function Tile({ label, value, tone, note, className, testId }: { label: string; value: string; tone?: string; note?: string; className?: string; testId: string }) {
  return (
    <div className={cn("rounded-xl border bg-card p-3 shadow-sm sm:p-4", className)} data-testid={testId}>
      <p className="text-sm text-muted-foreground">{label}</p>
      <p className={cn("mt-1 text-lg font-bold tabular-nums sm:text-xl", tone)} data-testid="tile-value">
        {value}
        {note && <span className="ml-1 text-sm font-normal text-muted-foreground">{note}</span>}
      </p>
    </div>
  );
}

function BalanceList({
  partners,
  dateOf,
  onOpen,
}: {
  partners: PartnerBalanceSummary[];
  dateOf: (iso: string | null) => string;
  onOpen: (partner: PartnerBalanceSummary) => void;
}) {
  return (
    <>
      <div className="hidden overflow-hidden rounded-xl border bg-card shadow-sm md:block">
        <table className="w-full text-sm">
          <thead className="bg-muted/50 text-left text-xs text-muted-foreground uppercase">
            <tr>
              <th className="px-4 py-2.5 font-medium">Partenaire</th>
              <th className="px-4 py-2.5 font-medium">Situation</th>
              <th className="px-4 py-2.5 text-right font-medium">Solde</th>
              <th className="px-4 py-2.5 text-right font-medium">Opérations</th>
              <th className="px-4 py-2.5 font-medium">Dernier mouvement</th>
              <th className="w-10 px-2 py-2.5">
                <span className="sr-only">Historique</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y">
            {partners.map((p) => (
              <tr key={p.id} data-testid="partner-row" data-partner={p.id} onClick={() => onOpen(p)} className="cursor-pointer hover:bg-muted/40">
                <td className="max-w-64 px-4 py-2.5">
                  <span className="block truncate font-medium">{p.nomComplet}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">{p.telephone ? formatPhone(p.telephone) : p.libre ? "Partenaire libre" : "—"}</span>
                </td>
                <td className="px-4 py-2.5">
                  <StateChip etat={p.solde.etat} />
                </td>
                <td className="px-4 py-2.5 text-right">
                  <BalanceAmount etat={p.solde.etat} formatted={p.solde.formatted} />
                </td>
                <td className="px-4 py-2.5 text-right text-xs whitespace-nowrap text-muted-foreground tabular-nums">
                  <span className="block">{plural(p.statistiques.nombreTransactions, "opération")}</span>
                  {p.statistiques.nombreTransactions > 0 && (
                    <span className="block">
                      +{formatFcfa(p.statistiques.totalDepots)} / −{formatFcfa(p.statistiques.totalRetraits)}
                    </span>
                  )}
                </td>
                <td className="px-4 py-2.5 whitespace-nowrap tabular-nums">{dateOf(p.statistiques.derniereTransaction)}</td>
                <td className="px-2 py-2.5">
                  <Button variant="ghost" size="icon-sm" aria-label={`Historique de ${p.nomComplet}`} onClick={(e) => { e.stopPropagation(); onOpen(p); }}>
                    <ChevronRight />
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul className="space-y-2 md:hidden">
        {partners.map((p) => (
          <li key={p.id}>
            <button
              type="button"
              data-testid="partner-card"
              data-partner={p.id}
              onClick={() => onOpen(p)}
              className="w-full rounded-xl border bg-card p-3 text-left shadow-sm active:bg-muted/40"
            >
              <span className="flex items-start justify-between gap-2">
                <span className="min-w-0">
                  <span className="block truncate font-medium">{p.nomComplet}</span>
                  <span className="text-xs text-muted-foreground tabular-nums">{p.telephone ? formatPhone(p.telephone) : p.libre ? "Partenaire libre" : "—"}</span>
                </span>
                <span className="flex shrink-0 flex-col items-end gap-1">
                  <BalanceAmount etat={p.solde.etat} formatted={p.solde.formatted} />
                  <StateChip etat={p.solde.etat} />
                </span>
              </span>
              <span className="mt-2 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs text-muted-foreground">
                <span>{plural(p.statistiques.nombreTransactions, "opération")}</span>
                <span className="ml-auto tabular-nums">{dateOf(p.statistiques.derniereTransaction)}</span>
              </span>
            </button>
          </li>
        ))}
      </ul>
    </>
  );
}

function ListSkeleton() {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="Chargement">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
