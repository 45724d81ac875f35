import { Skeleton } from "./skeleton";

/** A list being loaded: three rows' worth of skeleton, announced as busy. */
export function ListSkeleton() {
  return (
    <div className="space-y-2" aria-busy="true" aria-label="Chargement">
      {[0, 1, 2].map((i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}
