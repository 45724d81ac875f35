// The props every movement form of the + menu takes (./movement-forms.tsx picks one by its kind).
import type { QueuedEntry } from "@/lib/offline/queue";
import type { Option } from "./options-cache";

export type MovementKind = "transfer" | "allocation";

/** Each movement's route: where its form sends it, and how a kept entry is recognised (./movement-forms.tsx). */
export const MOVEMENT_URLS: Record<MovementKind, string> = {
  transfer: "/api/transactions/transfers",
  allocation: "/api/transactions/allocations",
};

export interface MovementFormProps {
  variant: "admin" | "supervisor";
  supervisorId?: string;
  fallbackSupervisors: Option[];
  draft?: QueuedEntry | null;
  /** back to the choice of operation */
  onBack: () => void;
  onBusy: (busy: boolean) => void;
  /** recorded (true) or kept on the device (false): the dialog closes */
  onDone: (recorded: boolean) => void;
  onCancel: () => void;
}
