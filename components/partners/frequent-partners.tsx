"use client";

// "Partenaires fréquents": free-name partners who came back at least 3 times in the last 3 days
// (GET /api/transactions/partners/frequent-free; a supervisor sees his own, read-only). The admin makes one a
// registered partner: a confirmation with his name and phone (the phone typed when none is known, or when the
// known one already has an account), then his access code shown once in the users screen's code dialog, and
// his past balance is his on the balances tab. A refusal says the server's words under the phone and in a
// toast; nothing changes. Loaded when the tab is first opened.
// Its data: ./use-frequent-partners.ts; its parts: ./frequent-partner-parts.tsx, ./convert-partner-dialog.tsx.
import { useState } from "react";
import { LoadError } from "@/components/layout/load-error";
import { lazyRoot } from "@/components/ui/lazy-parts";
import type { IssuedCode } from "@/components/users/code-dialog";
import type { FrequentFreePartner } from "@/lib/services/free-partners";
import { ConvertDialog } from "./convert-partner-dialog";
import { ListSkeleton } from "@/components/ui/list-skeleton";
import { FrequentCard, NoFrequentPartner } from "./frequent-partner-parts";
import { useFrequentPartners } from "./use-frequent-partners";

// the access code stays on screen until the admin closes it (docs/decisions/0065-nouveau-code-reste-ecran.md)
const CodeDialog = lazyRoot(
  () => import("@/components/users/code-dialog").then((m) => m.CodeDialog),
  (props) => props.issued !== null,
);

export function FrequentPartners({ admin, timeZone, onConverted }: { admin: boolean; timeZone: string; onConverted: () => void }) {
  const { data, error, loading, load } = useFrequentPartners();
  const [converting, setConverting] = useState<FrequentFreePartner | null>(null);
  const [issued, setIssued] = useState<IssuedCode | null>(null);

  const failure = (stale?: string) => (
    <LoadError title="Impossible de charger les partenaires fréquents." message={error} retrying={loading} onRetry={() => load()} stale={stale} />
  );
  const config = data?.config;

  return (
    <section aria-label="Partenaires fréquents" className="space-y-3">
      <p className="text-sm text-muted-foreground">
        Partenaires saisis par leur nom venus au moins {config?.minTransactions ?? 3} fois ces {config?.daysBack ?? 3} derniers jours
        {admin ? " : enregistrez-les pour qu'ils aient leur compte et leur code." : "."}
      </p>
      {data && error && failure("La liste affichée est celle du dernier chargement réussi.")}
      {!data ? (
        error ? (
          failure()
        ) : (
          <ListSkeleton row="h-20 w-full" />
        )
      ) : data.partners.length === 0 ? (
        <NoFrequentPartner />
      ) : (
        <ul className="grid gap-2 md:grid-cols-2">
          {data.partners.map((p) => (
            <FrequentCard key={p.id} partner={p} timeZone={timeZone} onConvert={admin ? () => setConverting(p) : undefined} />
          ))}
        </ul>
      )}

      {admin && (
        <>
          <ConvertDialog
            partner={converting}
            onClose={() => setConverting(null)}
            onDone={(result) => {
              setConverting(null);
              setIssued({
                title: "Code d'accès généré",
                nomComplet: result.user.nomComplet,
                telephone: result.user.telephone,
                code: result.codeAcces,
                sms: result.sms,
              });
              load();
              onConverted();
            }}
          />
          <CodeDialog issued={issued} onClose={() => setIssued(null)} />
        </>
      )}
    </section>
  );
}
