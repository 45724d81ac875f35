"use client";

// The partners screen's balances tab, piece by piece: the totals of the partners shown, the search and the
// sort, the empty list and the loading one.
import { Search, Users } from "lucide-react";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/native-select";
import { formatFcfa } from "@/lib/domain/money";
import { cn } from "@/lib/utils";
import { STATE_TONES } from "./balance-format";
import type { Sort } from "./use-partner-balances";

const SORTS: { value: Sort; label: string }[] = [
  { value: "solde", label: "Solde le plus élevé" },
  { value: "nom", label: "Nom (A → Z)" },
  { value: "recent", label: "Dernier mouvement" },
];

/** What the shop owes, what the partners owe, how many partners: "—" until the list is there. */
export function TotalsTiles({ totals, shown, all }: { totals: { shopOwes: number; partnersOwe: number }; shown: number; all: number | null }) {
  const loaded = all !== null;
  return (
    <section aria-label="Totaux" className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-3">
      <Tile testId="total-boutique-doit" label="La boutique doit" tone={STATE_TONES.BOUTIQUE_DOIT} value={loaded ? formatFcfa(totals.shopOwes) : "—"} />
      <Tile testId="total-partenaires-doivent" label="Les partenaires doivent" tone={STATE_TONES.PARTENAIRE_DOIT} value={loaded ? formatFcfa(totals.partnersOwe) : "—"} />
      <Tile
        testId="total-partenaires"
        label="Partenaires"
        value={loaded ? String(shown) : "—"}
        className="col-span-2 lg:col-span-1"
        note={loaded && shown !== all ? `sur ${all}` : undefined}
      />
    </section>
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

export function SearchAndSort({ search, onSearch, sort, onSort }: { search: string; onSearch: (search: string) => void; sort: Sort; onSort: (sort: Sort) => void }) {
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" aria-hidden />
        <Input
          type="search"
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Nom ou téléphone"
          aria-label="Rechercher un partenaire par nom ou téléphone"
          className="pl-9"
          maxLength={100}
        />
      </div>
      <div className="sm:w-56">
        <NativeSelect aria-label="Trier par" value={sort} onChange={(e) => onSort(e.target.value as Sort)}>
          {SORTS.map((s) => (
            <option key={s.value} value={s.value}>
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

/** No partner to show: none matches the search, or none has dealt with the shop (or with this supervisor) yet. */
export function NoPartners({ searching, admin }: { searching: boolean; admin: boolean }) {
  return (
    <div className="flex flex-col items-center gap-1 rounded-xl border border-dashed p-10 text-center" data-testid="partners-empty">
      <Users className="mb-2 size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">Aucun partenaire</p>
      <p className="text-sm text-muted-foreground">
        {searching ? "Aucun partenaire ne correspond à cette recherche." : admin ? "Aucun partenaire n'a encore d'opération." : "Vous n'avez encore traité avec aucun partenaire."}
      </p>
    </div>
  );
}
