"use client";

// Paramètres (admin): the tolerance of a negative GR (./tolerance-section.tsx), the evening summary and the
// alerts' thresholds (./summary-section.tsx), the account types; each form saves its own fields with PUT /api/settings.
import { Suspense } from "react";
import { lazyPart } from "@/components/ui/lazy-parts";
import type { AccountTypesView } from "./account-types-section";
import { ToleranceSection } from "./tolerance-section";
import type { SummarySettings } from "./use-summary-form";

// "Résumé du soir et alertes" and "Types de compte" out of the first load: the server's HTML shows them at once,
// their fields answer once their chunk has arrived (as the recent transactions' table does)
const SummarySection = lazyPart(() => import("./summary-section").then((m) => m.SummarySection));
const AccountTypesSection = lazyPart(() => import("./account-types-section").then((m) => m.AccountTypesSection));

export type NetworkSettingsView = SummarySettings & { ecartTolerance: number };

export function SettingsScreen({ initial, defaults, accountTypes }: { initial: NetworkSettingsView; defaults: NetworkSettingsView; accountTypes: AccountTypesView }) {
  return (
    <div className="mx-auto w-full max-w-2xl space-y-4 p-3 sm:p-6">
      <ToleranceSection initial={initial.ecartTolerance} />
      <Suspense fallback={<div className="h-[40rem] animate-pulse rounded-xl bg-muted sm:h-[28rem]" />}>
        <SummarySection initial={initial} defaults={defaults} />
      </Suspense>
      <Suspense fallback={<div className="h-[36rem] animate-pulse rounded-xl bg-muted" />}>
        <AccountTypesSection initial={accountTypes} />
      </Suspense>
    </div>
  );
}
