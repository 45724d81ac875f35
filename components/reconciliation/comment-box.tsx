"use client";

// The supervisor's explanation of a day's écart: his to write (500 characters, "" removes it), read-only to
// the admin, who sees it beside the figures.
import { Loader2, MessageSquare } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Label } from "@/components/ui/label";
import { ReasonField } from "@/components/ui/reason-field";

export function CommentBox({ comment, canComment, saving, onSave }: { comment: string | null; canComment: boolean; saving: boolean; onSave: (comment: string) => Promise<string | null> }) {
  const [text, setText] = useState(comment ?? "");
  const [error, setError] = useState<string | null>(null);
  if (!canComment) {
    return (
      <div className="rounded-lg bg-muted/60 p-3 text-sm" data-testid="detail-comment">
        <p className="flex items-center gap-1 font-medium">
          <MessageSquare className="size-4" aria-hidden /> Commentaire du superviseur
        </p>
        <p className="mt-1 whitespace-pre-wrap">{comment ?? "Aucun commentaire."}</p>
      </div>
    );
  }
  return (
    <form
      className="space-y-1.5"
      onSubmit={async (e) => {
        e.preventDefault();
        setError(await onSave(text.trim()));
      }}
    >
      <Label htmlFor="reconciliation-comment">Votre explication de cet écart</Label>
      <ReasonField id="reconciliation-comment" value={text} onChange={setText} placeholder="Ex. retrait client saisi le lendemain" disabled={saving} error={error} />
      <Button type="submit" size="sm" disabled={saving || text.trim() === (comment ?? "")}>
        {saving && <Loader2 className="animate-spin" />}
        Enregistrer le commentaire
      </Button>
    </form>
  );
}
