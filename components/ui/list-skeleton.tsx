import { Skeleton } from "./skeleton";

/** A list being loaded: three rows' worth of skeleton (`row`: a row's size), announced as busy. */
export function ListSkeleton({ row = "h-16 w-full" }: { row?: string }) {
  return (
    <div className="space-y-2" role="status" aria-busy="true" aria-label="Chargement">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className={row} />
      ))}
    </div>
  );
}
