import Link from "next/link";

export const metadata = { title: "Page introuvable" };

export default function NotFound() {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 bg-muted/40 p-6 text-center">
      <p className="text-7xl font-bold tracking-tight text-primary">404</p>
      <h1 className="text-xl font-semibold">Oops! Page not found</h1>
      <p className="max-w-sm text-sm text-muted-foreground">La page demandée n&apos;existe pas ou a été déplacée.</p>
      <Link href="/" className="font-medium text-primary underline underline-offset-4">
        Retour à l&apos;accueil
      </Link>
    </main>
  );
}
