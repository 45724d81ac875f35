"use client";

// The partners screen's data: the balances the server rendered, loaded again on Actualiser (or once more in
// the browser when the server could not), searched and sorted here, with the totals of the partners shown.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { usePreloadLoadError } from "@/components/layout/load-error-slot";
import { api, userMessage } from "@/lib/api-client";
import { leaveIfExpired } from "@/lib/client/expired";
import { toast } from "@/lib/client/toast";
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

export function usePartnerBalances(initial: ShownPartnerBalance[] | null, initialError: string | null | undefined) {
  const [partners, setPartners] = useState<ShownPartnerBalance[] | null>(initial);
  const [error, setError] = useState<string | null>(initial ? null : (initialError ?? null));
  const [loading, setLoading] = useState(false);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<Sort>("solde");
  const request = useRef(0);
  // the error block's code before a refresh can fail
  usePreloadLoadError();

  const load = useCallback(async () => {
    const id = ++request.current;
    setLoading(true);
    try {
      const answer = await api<{ partners: ShownPartnerBalance[] }>("/api/partner-balance");
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

  return { partners, error, loading, load, search, setSearch, sort, setSort, shown, totals };
}
