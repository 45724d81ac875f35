import { initials } from "@/lib/domain/users";
import { cn } from "@/lib/utils";

/** The profile photo, or the initials when there is none. */
export function Avatar({ name, photo, className }: { name: string; photo: string | null; className?: string }) {
  return (
    <span className={cn("flex shrink-0 items-center justify-center overflow-hidden rounded-full bg-primary/15 font-semibold text-accent-foreground", className)}>
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private, session-bound URL: no optimisation wanted
        <img src={photo} alt={`Photo de ${name}`} className="size-full object-cover" />
      ) : (
        <span aria-hidden>{initials(name)}</span>
      )}
    </span>
  );
}
