import Link from "next/link";
import { Construction } from "lucide-react";
import { Button } from "@/components/ui/button";

/** An honest notice for a sidebar entry whose screen is not part of the product yet. */
export function UnavailableSection({ backHref = "/partner" }: { backHref?: string }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center gap-3 p-8 text-center">
      <Construction className="size-10 text-muted-foreground" aria-hidden />
      <p className="font-medium">Cette rubrique n&apos;est pas encore disponible.</p>
      <p className="max-w-sm text-sm text-muted-foreground">
        Elle sera ouverte dans une prochaine version. En attendant, votre tableau de bord reste accessible.
      </p>
      <Button asChild variant="outline">
        <Link href={backHref}>Retour au tableau de bord</Link>
      </Button>
    </div>
  );
}
