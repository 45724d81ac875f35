"use client";

// Pending registration requests with their count; the admin approves (choosing the role) or rejects (confirmed).
// Its decisions: ./use-request-decisions.ts; its parts: ./request-parts.tsx.
import { Inbox } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { IssuedCode } from "./code-dialog";
import { ApproveDialog, RejectDialog, RequestCard } from "./request-parts";
import { useRequestDecisions } from "./use-request-decisions";
import type { RequestRow } from "./use-users-data";

export function RegistrationRequests({
  requests,
  pending,
  onChanged,
  onIssued,
}: {
  requests: RequestRow[];
  pending: number;
  onChanged: () => void;
  /** the new user's code, kept on screen by the users screen (this list goes when its last request does) */
  onIssued: (issued: IssuedCode) => void;
}) {
  const decisions = useRequestDecisions(onChanged, onIssued);
  if (requests.length === 0) return null;

  return (
    <section className="rounded-xl border border-amber-200 bg-amber-50/60 p-3 sm:p-4" aria-labelledby="requests-title" data-testid="registration-requests">
      <h2 id="requests-title" className="flex items-center gap-2 font-semibold">
        <Inbox className="size-4 text-amber-700" aria-hidden />
        Demandes d&apos;inscription
        <Badge variant="warning" data-testid="requests-count">{Math.max(pending, requests.length)}</Badge>
      </h2>
      <ul className="mt-3 space-y-2">
        {requests.map((r) => (
          <RequestCard key={r.id} request={r} onApprove={() => decisions.startApproving(r)} onReject={() => decisions.setRejecting(r)} />
        ))}
      </ul>

      <ApproveDialog
        request={decisions.approving}
        role={decisions.role}
        onRole={decisions.setRole}
        busy={decisions.busy}
        onCancel={() => decisions.setApproving(null)}
        onApprove={decisions.approve}
      />
      <RejectDialog request={decisions.rejecting} busy={decisions.busy} onCancel={() => decisions.setRejecting(null)} onReject={() => void decisions.reject()} />
    </section>
  );
}
