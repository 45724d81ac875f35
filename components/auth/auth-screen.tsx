"use client";

// The login page (a Pages Router page, pages/auth.tsx: see docs/decisions/0073-javascript-premier-chargement.md).
// The Demande tab's form
// and its validation code load when the tab is first opened. Someone already logged in is offered his
// dashboard or Se déconnecter instead of the tabs (components/auth/signed-in.tsx).
import { Suspense, useState } from "react";
import { Loader2, Wallet } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import { LoginForm } from "./login-form";
import { SignedIn, type SignedInViewer } from "./signed-in";
import { lazyPart } from "@/components/ui/lazy-parts";
import { useHydrated } from "@/lib/client/use-hydrated";

const RegistrationTab = lazyPart(() => import("./registration-tab").then((m) => m.RegistrationTab));

export type AuthTab = "connexion" | "demande";

export function AuthScreen({ viewer }: { viewer: SignedInViewer | null }) {
  const [tab, setTab] = useState<AuthTab>("connexion");
  const hydrated = useHydrated();
  return (
    <div className="flex min-h-dvh flex-col bg-gradient-to-b from-emerald-50 via-white to-white">
      <main className="flex flex-1 items-start justify-center px-4 pt-10 pb-6 sm:items-center sm:pt-6">
        <div className="w-full max-w-md space-y-6">
          <div className="flex flex-col items-center gap-2 text-center">
            <span className="flex size-12 items-center justify-center rounded-2xl bg-primary text-primary-foreground shadow-sm">
              <Wallet className="size-6" aria-hidden />
            </span>
            <h1 className="text-2xl font-bold tracking-tight">Caisse</h1>
            <p className="text-sm text-muted-foreground">Suivi des caisses, du mobile money et des partenaires</p>
          </div>
          <Card className="py-4 sm:py-5">
            <CardContent className="px-4 sm:px-5">
              {viewer ? (
                <SignedIn viewer={viewer} />
              ) : (
                <Tabs value={tab} onValueChange={(value) => setTab(value as AuthTab)}>
                  <TabsList>
                    <TabsTrigger value="connexion">Connexion</TabsTrigger>
                    <TabsTrigger value="demande" disabled={!hydrated}>
                      Demande
                    </TabsTrigger>
                  </TabsList>
                  <TabsContent value="connexion">
                    <LoginForm onRequestAccess={() => setTab("demande")} />
                  </TabsContent>
                  <TabsContent value="demande">
                    <Suspense
                      fallback={
                        <div className="flex justify-center py-10" role="status" aria-label="Chargement du formulaire">
                          <Loader2 className="size-6 animate-spin text-muted-foreground" />
                        </div>
                      }
                    >
                      <RegistrationTab onDone={() => setTab("connexion")} />
                    </Suspense>
                  </TabsContent>
                </Tabs>
              )}
            </CardContent>
          </Card>
        </div>
      </main>
      <footer className="px-4 py-4 text-center text-xs text-muted-foreground">© 2025 Caisse. Tous droits réservés.</footer>
    </div>
  );
}
