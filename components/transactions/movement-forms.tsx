"use client";

// The + menu's movements between kiosks (docs/decisions/0039-transferts-entre-kiosques.md): "Transfert" for both
// dashboards, "Allocation UV Master" for the admin. Inside the 'Nouvelle Transaction' dialog, each in a chunk of
// its own, loaded when chosen (an ordinary entry does not carry them).
import { onDemand } from "@/components/ui/lazy-parts";
import type { QueuedEntry } from "@/lib/offline/queue";
import { MOVEMENT_URLS, type MovementFormProps, type MovementKind } from "./movement-types";

export type { MovementKind };

const TransferForm = onDemand(() => import("./transfer-form").then((m) => m.default));
const AllocationForm = onDemand(() => import("./allocation-form").then((m) => m.default));

/** The kind of movement a queued entry is (its route), or null for an ordinary entry. */
export function movementOf(entry: QueuedEntry | null | undefined): MovementKind | null {
  return (Object.keys(MOVEMENT_URLS) as MovementKind[]).find((kind) => MOVEMENT_URLS[kind] === entry?.url) ?? null;
}

export function MovementForm({ kind, ...props }: MovementFormProps & { kind: MovementKind }) {
  return kind === "transfer" ? <TransferForm {...props} /> : <AllocationForm {...props} />;
}
