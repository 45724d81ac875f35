"use client";

// The summary as its SMS reads (the same text goes to WhatsApp), its segment count, whether and how it went out,
// and what the admin can do with it: share it on WhatsApp, print the page, send it now (or again).
import { MessageCircle, Printer, Send } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatDateTimeFr } from "@/lib/domain/periods";
import type { SummaryData } from "./use-summary";

function sentLine(sent: SummaryData["sent"], timeZone: string): string | null {
  if (!sent.sentAt) return null;
  const by = sent.sentByName ? `par ${sent.sentByName}` : "automatiquement";
  const times = sent.sends > 1 ? ` (${sent.sends} envois)` : "";
  return `Envoyé le ${formatDateTimeFr(sent.sentAt, timeZone)} ${by}${times}`;
}

export function SummaryMessage({ data, today, timeZone, sending, onSend }: { data: SummaryData; today: string; timeZone: string; sending: boolean; onSend: () => void }) {
  const sent = sentLine(data.sent, timeZone);
  const notYet = data.day === today ? `Pas encore envoyé : l'envoi automatique est prévu à ${data.summaryTime}.` : "Pas envoyé.";
  return (
    <section aria-labelledby="summary-sms-title" className="space-y-2 rounded-xl border bg-card p-3 shadow-sm print:break-inside-avoid print:shadow-none">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <h2 id="summary-sms-title" className="text-sm font-semibold">
          Message SMS
        </h2>
        <span className="text-xs text-muted-foreground" data-testid="summary-segments">
          {data.segments} segment{data.segments > 1 ? "s" : ""} · {[...data.sms].length} caractères
        </span>
      </div>
      <p data-testid="summary-sms" className="rounded-lg bg-muted p-3 font-mono text-xs leading-relaxed break-words whitespace-pre-wrap">
        {data.sms}
      </p>
      <p data-testid="summary-sent" className="text-sm">
        {sent ?? <span className="text-muted-foreground">{notYet}</span>}
      </p>
      <div className="flex flex-wrap gap-2 print:hidden">
        <Button asChild variant="outline" className="w-full sm:w-auto">
          <a href={data.whatsapp} target="_blank" rel="noopener noreferrer" data-testid="summary-whatsapp">
            <MessageCircle /> Partager sur WhatsApp
          </a>
        </Button>
        <Button variant="outline" className="w-full sm:w-auto" onClick={() => window.print()}>
          <Printer /> Imprimer
        </Button>
        <Button className="w-full sm:w-auto" onClick={onSend} disabled={sending}>
          <Send /> Envoyer maintenant
        </Button>
      </div>
    </section>
  );
}
