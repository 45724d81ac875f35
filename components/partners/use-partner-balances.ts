"use client";

// The partners screen's data: the balances the server rendered, loaded again on Actualiser and when the network
// comes back (or once more in the browser when the server could not: lib/client/use-api-query.ts), searched and
// sorted here, with the totals of the partners shown.
import { useMemo, useState } from "react";
import { usePreloadLoadError } from "@/components/layout/load-error-slot";
import { api } from "@/lib/api-client";
import { toast } from "@/lib/client/toast";
import { useApiQuery } from "@/lib/client/use-api-query";
import { phoneMatches } from "@/lib/domain/phone";
import type { ShownPartnerBalance } from "@/lib/presenters/partner-balance";

export type Sort = "solde" | "nom" | "recent";

const byName = (a: ShownPartnerBalance, b: ShownPartnerBalance) => a.nomComplet.localeCompare(b.nomComplet, "fr");
const SORTERS: Record<Sort, (a: ShownPartnerBalance, b: ShownPartnerBalance) => number> = {
  solde: (a, b) => b.solde.montantAbsolu - a.solde.montantAbsolu || byName(a, b),
  nom: byName,
  recent: (a, b) => (b.statistiques.derniereTransaction ?? "").localeCompare(a.statistiques.derniereTransaction ?? "") || byName(a, b),
};

/**
 * Lower case, without accents: "Ndèye" is found by "ndeye". Not lib/domain/partners.ts's foldName, the free
 * partner's identity: that one also folds ligatures and ø, collapses spaces and leaves other scripts' accents,
 * and its tables would join this page's first load.
 */
const fold = (value: string) => value.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("fr");

const BALANCES = "/api/partner-balance";
const readBalances = (url: string) => api<{ partners: ShownPartnerBalance[] }>(url).then((answer) => answer.partners);

export function usePartnerBalances(initial: ShownPartnerBalance[] | null, initialError: string | null | undefined) {
  const balances = useApiQuery(BALANCES, readBalances, {
    // without the server's list, its failure is shown while the browser tries once more
    initial: { key: BALANCES, data: initial, error: initial ? null : (initialError ?? null) },
    onError: () => toast.error("Erreur", { description: "Impossible de charger les soldes des partenaires.", duration: 4000 }),
  });
  const partners = balances.data;
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Sort>("solde");
  // the error block's code before a refresh can fail
  usePreloadLoadError();

  const shown = useMemo(() => {
    const words = fold(search.trim());
    // a phone is searched by its digits ("77 123 45" and "+221 77 123 45" find 771234567: phoneMatches), a name by
    // its letters
    const list = (partners ?? []).filter((p) => !words || fold(p.nomComplet).includes(words) || phoneMatches(p.telephone, search));
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

  return { partners, error: balances.error, loading: balances.loading, load: balances.reload, search, setSearch, sort, setSort, shown, totals };
}
