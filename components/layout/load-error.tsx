// SPEC §8's load failure on a page (docs/decisions/0021-echecs-chargement.md): '❌ Erreur', 'Impossible de
// charger …', the server's or SPEC's message and Réessayer. A block where the data would be; with `stale`, a
// banner above the data of the last successful load, which stays readable. An alert: a screen reader says it when
// it appears.
import { RefreshCw, X } from "lucide-react";
import { Button } from "@/components/ui/button";
import { CLIENT_MESSAGES } from "@/lib/api-client/errors";
import { cn } from "@/lib/utils";

/**
 * '❌ Erreur': the cross drawn (a machine without an emoji font shows ❌ as an empty box), the emoji itself
 * kept for screen readers and the page's text.
 */
function ErrorTitle({ big = false }: { big?: boolean }) {
  return (
    <span className={cn("font-semibold whitespace-nowrap text-destructive", big && "text-lg")}>
      <span className="sr-only">❌ </span>
      <X aria-hidden strokeWidth={3.5} className={cn("mr-1 inline align-text-bottom", big ? "size-6" : "size-4")} />
      Erreur
    </span>
  );
}

export function LoadError({
  title,
  message,
  onRetry,
  retrying = false,
  stale,
}: {
  /** 'Impossible de charger …' */
  title: string;
  message?: string | null;
  onRetry: () => void;
  retrying?: boolean;
  /** what the page still shows from its last successful load; the error is then a banner above it */
  stale?: string;
}) {
  const retry = (
    <Button variant={stale ? "outline" : "default"} size={stale ? "sm" : "default"} onClick={onRetry} aria-busy={retrying} className={cn(!stale && "mt-2")}>
      <RefreshCw className={cn(retrying && "animate-spin")} aria-hidden /> Réessayer
    </Button>
  );
  const detail = message || CLIENT_MESSAGES.SERVER_ERROR;
  if (stale) {
    return (
      <div role="alert" data-testid="load-error" data-stale="true" className="flex flex-wrap items-center gap-x-3 gap-y-2 rounded-lg border border-destructive/40 bg-destructive/5 px-3 py-2 text-sm">
        <p className="min-w-0 flex-1 basis-60">
          <ErrorTitle /> — {title} {detail} <span className="text-muted-foreground">{stale}</span>
        </p>
        {retry}
      </div>
    );
  }
  return (
    <div role="alert" data-testid="load-error" className="flex flex-col items-center gap-2 rounded-xl border border-destructive/40 bg-destructive/5 px-4 py-8 text-center sm:p-10">
      <p>
        <ErrorTitle big />
      </p>
      <p className="font-medium">{title}</p>
      <p className="max-w-md text-sm text-muted-foreground">{detail}</p>
      {retry}
    </div>
  );
}
