"use client";

// « Importer un relevé »: the statement's file, whose wallet it is (supervisor and account), its upload with
// its progress, and what came of it: the counts, or the refusal in French (the file's line and column), or the
// unknown header to map once (./mapping-form.tsx), after which the same file is sent again with its format.
import { FileUp, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { Progress } from "@/components/ui/progress";
import { SupervisorFilter } from "@/components/transactions/supervisor-filter";
import { invalidProps } from "@/lib/forms/invalid-props";
import { formatDayFr } from "@/lib/domain/periods";
import { useStatementAccounts } from "./accounts";
import { MappingForm } from "./mapping-form";
import type { ImportedStatement, UploadRefusal } from "./upload";
import { IMPORT_MESSAGES, useImport } from "./use-import";

const IDS = { file: "statement-file", supervisorId: "statement-supervisor", accountType: "statement-account" } as const;

export function ImportPanel({ onImported }: { onImported: () => void }) {
  const { choice, edit, send, progress, busy, result, refused, missing } = useImport(onImported);
  const accounts = useStatementAccounts();
  const error = (field: keyof typeof IDS) => (missing === field ? IMPORT_MESSAGES[field] : undefined);

  return (
    <section aria-labelledby="import-title" className="space-y-4 rounded-xl border bg-card p-4 shadow-sm">
      <h2 id="import-title" className="font-semibold">
        Importer un relevé d&apos;opérateur
      </h2>
      <form
        className="grid gap-3 sm:grid-cols-3"
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <div className="space-y-1 sm:col-span-3">
          <Label htmlFor={IDS.file}>Fichier du relevé (CSV ou XLSX)</Label>
          <Input
            id={IDS.file}
            type="file"
            accept=".csv,.txt,.tsv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(e) => edit({ file: e.target.files?.[0] ?? null })}
            {...invalidProps(IDS.file, error("file"))}
          />
          <FieldError inputId={IDS.file} message={error("file")} alert />
        </div>
        <div className="space-y-1">
          <Label htmlFor={IDS.supervisorId}>Superviseur</Label>
          <SupervisorFilter id={IDS.supervisorId} value={choice.supervisorId} onChange={(supervisorId) => edit({ supervisorId })} placeholder="Choisir le superviseur" disabled={busy} {...invalidProps(IDS.supervisorId, error("supervisorId"))} />
          <FieldError inputId={IDS.supervisorId} message={error("supervisorId")} alert />
        </div>
        <div className="space-y-1">
          <Label htmlFor={IDS.accountType}>Compte</Label>
          <NativeSelect id={IDS.accountType} value={choice.accountType} disabled={busy} onChange={(e) => edit({ accountType: e.target.value })} {...invalidProps(IDS.accountType, error("accountType"))}>
            <option value="" disabled>
              Choisir le compte
            </option>
            {accounts.map((a) => (
              <option key={a.value} value={a.value}>
                {a.label}
              </option>
            ))}
          </NativeSelect>
          <FieldError inputId={IDS.accountType} message={error("accountType")} alert />
        </div>
        <div className="flex items-end">
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? <Loader2 className="animate-spin" /> : <FileUp />}
            Importer
          </Button>
        </div>
      </form>

      {progress !== null && (
        <div className="space-y-1" role="status" aria-live="polite">
          <Progress value={progress} aria-label="Avancement de l'import" />
          <p className="text-sm text-muted-foreground">{progress < 100 ? `Envoi du fichier : ${progress} %` : "Fichier reçu : lecture et rapprochement en cours…"}</p>
        </div>
      )}

      <ImportOutcome result={result} refused={refused} />

      {refused?.columns && refused.columns.length > 0 && <MappingForm key={refused.columns.join("|")} columns={refused.columns} disabled={busy} onSaved={(formatId) => void send(formatId)} />}
    </section>
  );
}

/** What came of the last upload: its counts, or its refusal in the server's words. */
function ImportOutcome({ result, refused }: { result: ImportedStatement | null; refused: UploadRefusal | null }) {
  return (
    <>
      {result && (
        <p role="status" data-testid="import-result" className="rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
          Relevé importé : {result.rows} ligne{result.rows > 1 ? "s" : ""} lue{result.rows > 1 ? "s" : ""}, {result.stored} nouvelle{result.stored > 1 ? "s" : ""} opération
          {result.stored > 1 ? "s" : ""}, {result.duplicates} déjà importée{result.duplicates > 1 ? "s" : ""}
          {result.from && result.to ? `, du ${formatDayFr(result.from)} au ${formatDayFr(result.to)}` : ""}.
        </p>
      )}

      {refused && (
        <div role="alert" data-testid="import-refused" className="space-y-1 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-950">
          <p className="font-semibold text-red-800">Relevé refusé : rien n&apos;a été enregistré.</p>
          <p>{refused.message}</p>
        </div>
      )}

    </>
  );
}
