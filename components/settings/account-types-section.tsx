"use client";

// "Types de compte", a section of Paramètres: the nine account types of the market, each
// switched on or off by the admin (PATCH /api/accountype/{type}/toggle), AUTRES renamed (PATCH
// /api/accountype/AUTRES/label, checked with the route's schema, error under the field). The list shown is the
// server's answer after each change; switching a type off asks first (its history stays). State and requests in
// ./use-account-types.ts, the parts in ./account-types-parts.tsx.
import { Wallet } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { AutresLabelForm, DisableTypeDialog, TypeItem } from "./account-types-parts";
import { useAccountTypes, useAutresLabelForm, type AccountTypesView } from "./use-account-types";

export type { AccountTypesView };

export function AccountTypesSection({ initial }: { initial: AccountTypesView }) {
  const types = useAccountTypes(initial);
  const { view, busy, confirming } = types;
  const labelForm = useAutresLabelForm(view.autresLabel, types.setView);

  return (
    <Card>
      <CardHeader>
        <CardTitle role="heading" aria-level={2} className="flex items-center gap-2">
          <Wallet className="size-4 text-muted-foreground" aria-hidden /> Types de compte
        </CardTitle>
        <CardDescription>
          Les types actifs sont proposés dans le formulaire de transaction, les filtres et « Créer un compte ». Un type désactivé n&apos;est plus proposé
          pour une nouvelle opération ; ses transactions et ses lignes des jours passés restent visibles.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y rounded-lg border" aria-label="Types de compte">
          {view.allTypes.map((row) => (
            <TypeItem key={row.value} row={row} switching={busy === row.value} busy={busy !== null} onPress={() => types.press(row)}>
              {row.canCustomizeLabel && <AutresLabelForm form={labelForm} />}
            </TypeItem>
          ))}
        </ul>
      </CardContent>

      <DisableTypeDialog row={confirming} busy={busy !== null} onConfirm={() => confirming && types.toggle(confirming, false)} onCancel={types.cancel} />
    </Card>
  );
}
