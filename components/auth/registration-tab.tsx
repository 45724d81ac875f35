"use client";

import { Info } from "lucide-react";

/** The Demande tab: its notice now; the request form comes with the Users issue. */
export function RegistrationTab({ onDone }: { onDone: () => void }) {
  void onDone;
  return (
    <div className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900">
      <Info className="mt-0.5 size-4 shrink-0" aria-hidden />
      <p>
        Votre demande sera examinée par l&apos;administrateur. Après validation, vous recevrez par SMS un code
        d&apos;accès personnel.
      </p>
    </div>
  );
}
