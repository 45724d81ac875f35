"use client";

// « Correspondance des colonnes »: a statement whose header was not recognised, mapped once. Each field picks
// one of the columns the server read; the mapping is saved under a name with the header's signature, so that
// the next file with this header is read by it alone, and the file refused is sent again with it.
import { Loader2, Save } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { api, userMessage } from "@/lib/api-client";
import type { StatementField } from "@/lib/domain/statements/table";

const FIELDS: { field: StatementField; label: string; required?: boolean }[] = [
  { field: "date", label: "Date (ou date et heure)", required: true },
  { field: "time", label: "Heure, si elle a sa colonne" },
  { field: "reference", label: "Référence de l'opération" },
  { field: "amount", label: "Montant signé" },
  { field: "debit", label: "Débit (si pas de montant signé)" },
  { field: "credit", label: "Crédit (si pas de montant signé)" },
  { field: "balance", label: "Solde après l'opération", required: true },
  { field: "status", label: "Statut" },
  { field: "type", label: "Type d'opération" },
];

/** The mapping's fields and its saving: POST /api/reconciliation/formats with the header the server read. */
function useMapping(columns: string[], onSaved: (formatId: string) => void) {
  const [name, setName] = useState("");
  const [mapping, setMapping] = useState<Partial<Record<StatementField, string>>>({});
  const [dateFormat, setDateFormat] = useState("");
  const [decimal, setDecimal] = useState("");
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function save(e: React.FormEvent) {
    e.preventDefault();
    setSaving(true);
    setError(null);
    try {
      const picked = Object.fromEntries(Object.entries(mapping).filter(([, column]) => column));
      const body = { name: name.trim(), columns: picked, header: columns, ...(dateFormat.trim() ? { dateFormat: dateFormat.trim() } : {}), ...(decimal ? { decimalSeparator: decimal } : {}) };
      const { format } = await api<{ format: { id: string } }>("/api/reconciliation/formats", { method: "POST", body });
      onSaved(format.id);
    } catch (err) {
      setError(userMessage(err, "Le format n'a pas pu être enregistré"));
    } finally {
      setSaving(false);
    }
  }

  return { name, setName, mapping, setMapping, dateFormat, setDateFormat, decimal, setDecimal, saving, error, save };
}

export function MappingForm({ columns, disabled, onSaved }: { columns: string[]; disabled: boolean; onSaved: (formatId: string) => void }) {
  const { name, setName, mapping, setMapping, dateFormat, setDateFormat, decimal, setDecimal, saving, error, save } = useMapping(columns, onSaved);

  return (
    <form onSubmit={save} aria-labelledby="mapping-title" className="space-y-3 rounded-lg border p-3" data-testid="mapping-form">
      <div>
        <h3 id="mapping-title" className="font-medium">
          Correspondance des colonnes
        </h3>
        <p className="text-sm text-muted-foreground">
          Indiquez quelle colonne du fichier donne chaque information : au moins la date, le solde, et le montant (ou le débit et le crédit). Le format est enregistré sous son nom et
          retrouvé seul au prochain relevé de même en-tête.
        </p>
      </div>
      <div className="grid gap-3 sm:grid-cols-3">
        {FIELDS.map(({ field, label, required }) => (
          <div key={field} className="space-y-1">
            <Label htmlFor={`map-${field}`}>
              {label}
              {required && <span className="text-destructive"> *</span>}
            </Label>
            <NativeSelect id={`map-${field}`} value={mapping[field] ?? ""} disabled={saving || disabled} onChange={(e) => setMapping((m) => ({ ...m, [field]: e.target.value }))}>
              <option value="">(aucune)</option>
              {columns.map((c) => (
                <option key={c} value={c}>
                  {c}
                </option>
              ))}
            </NativeSelect>
          </div>
        ))}
        <div className="space-y-1">
          <Label htmlFor="map-name">
            Nom du format<span className="text-destructive"> *</span>
          </Label>
          <Input id="map-name" value={name} maxLength={60} disabled={saving || disabled} onChange={(e) => setName(e.target.value)} placeholder="Ex. Portail Wave agent" />
        </div>
        <div className="space-y-1">
          <Label htmlFor="map-date-format">Format de la date (facultatif)</Label>
          <Input id="map-date-format" value={dateFormat} maxLength={40} disabled={saving || disabled} onChange={(e) => setDateFormat(e.target.value)} placeholder="Ex. dd.MM.yyyy HH:mm" />
        </div>
        <div className="space-y-1">
          <Label htmlFor="map-decimal">Séparateur décimal</Label>
          <NativeSelect id="map-decimal" value={decimal} disabled={saving || disabled} onChange={(e) => setDecimal(e.target.value)}>
            <option value="">Deviné d&apos;après les montants</option>
            <option value=",">Virgule (1 250,00)</option>
            <option value=".">Point (1,250.00)</option>
          </NativeSelect>
        </div>
      </div>
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      )}
      <Button type="submit" disabled={saving || disabled}>
        {saving ? <Loader2 className="animate-spin" /> : <Save />}
        Enregistrer le format et importer
      </Button>
    </form>
  );
}
