"use client";

// 'x à y sur total', Précédent / Suivant and page-number buttons: 3 below 640 px, 5 above (SPEC §2, §9).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import { useMediaQuery } from "@/lib/client/use-media-query";
import { pageWindow } from "@/lib/domain/pagination";

export function PaginationBar({
  pageIndex,
  pageCount,
  pageSize,
  total,
  onPage,
}: {
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  total: number;
  onPage: (index: number) => void;
}) {
  const wide = useMediaQuery("(min-width: 640px)");
  if (total === 0) return null;
  const from = pageIndex * pageSize + 1;
  const to = Math.min(total, from + pageSize - 1);
  return (
    <nav aria-label="Pagination" className="flex flex-col items-center gap-2 sm:flex-row sm:justify-between">
      <p className="text-sm text-muted-foreground" data-testid="pagination-range">
        {from} à {to} sur {total}
      </p>
      <div className="flex items-center gap-1">
        <Button variant="outline" size="sm" onClick={() => onPage(pageIndex - 1)} disabled={pageIndex === 0} aria-label="Page précédente">
          <ChevronLeft /> <span className="hidden sm:inline">Précédente</span>
        </Button>
        {pageWindow(pageIndex, pageCount, wide ? 5 : 3).map((index) => (
          <Button
            key={index}
            size="sm"
            variant={index === pageIndex ? "default" : "outline"}
            className="min-w-8"
            aria-current={index === pageIndex ? "page" : undefined}
            aria-label={`Page ${index + 1}`}
            data-testid="page-button"
            onClick={() => onPage(index)}
          >
            {index + 1}
          </Button>
        ))}
        <Button variant="outline" size="sm" onClick={() => onPage(pageIndex + 1)} disabled={pageIndex >= pageCount - 1} aria-label="Page suivante">
          <span className="hidden sm:inline">Suivante</span> <ChevronRight />
        </Button>
      </div>
    </nav>
  );
}
