"use client";

// 'Nouvelle Transaction' (SPEC §2, §4, §5), admin and supervisor forms: operation type, supervisor (admin),
// account / registered partner / free partner name, Début or Fin, amount, summary with what the entry will do to
// the day's line (issue 14), Valider, or "Saisir la suivante" (records it and keeps the type, the account and
// Début/Fin for the next one: one Début per account in the morning, one Fin per account in the evening).
// The accounts offered are the types the admin has switched on (issue 16, GET /api/transactions/account-types),
// and a free partner may carry an optional phone.
import { useEffect, useMemo, useRef, useState } from "react";
import { AlertTriangle, ArrowLeftRight, Building2, CheckCircle2, ListPlus, Loader2, Star, UserPlus, Users } from "lucide-react";
import { toast } from "@/lib/client/toast";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from "@/components/ui/select";
import { userMessage } from "@/lib/api-client";
import { entryLabel, type QueuedEntry } from "@/lib/offline/queue";
import { useViewer } from "@/components/layout/viewer-context";
import { fieldErrors, invalidProps, useFieldErrors } from "@/lib/forms/field-errors";
import type { LineType } from "@/lib/domain/constants";
import { applyWrite, entryPreview, grChangeSentence, type DayFigures, type WrittenLine } from "@/lib/domain/entry-preview";
import { formAccountTypes } from "@/lib/domain/ledger";
import { formatAmountInput, formatFcfa, parseAmountInput } from "@/lib/domain/money";
import { freePartnerKey, registeredPartnerKey } from "@/lib/domain/partners";
import { cn } from "@/lib/utils";
import {
  fieldIssues,
  formMissing,
  PARTNER_NAME_MAX,
  PARTNER_NAME_MIN,
  transactionPayloadSchema,
  type OperationType,
  type TransactionField,
} from "@/lib/validation/transactions";
import { clearOptionsCache, loadPartners, loadSupervisors, type Option } from "./options-cache";
import { clearAccountTypesCache, loadFormAccountTypes, type FormAccountType } from "./account-types-cache";
import { AmountField } from "./movement-fields";
import { MovementForm, movementOf, type MovementKind } from "./movement-forms";
import { useEntrySender } from "./use-entry-sender";

export interface NewTransactionDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  variant: "admin" | "supervisor";
  /** the supervisor recording for himself (supervisor form) */
  supervisorId?: string;
  /** the admin's fallback when the supervisors list cannot be loaded: the dashboard cards */
  fallbackSupervisors?: Option[];
  /** the day's figures the dashboard shows, per supervisor: the summary says what the entry will change */
  figures?: (DayFigures & { id: string })[];
  onCreated: () => void;
  /** an entry kept on the device that the server refused: the form opens with its values (Corriger) */
  draft?: QueuedEntry | null;
}


type Form = {
  operationType: OperationType | "";
  superviseurId: string;
  typeCompte: string;
  partenaireId: string;
  partenaireNom: string;
  /** a free partner's phone (optional, issue 16) */
  telephone: string;
  typeOperation: "depot" | "retrait" | "";
  montant: string;
};

/** each field's input (a choice: its first button, which takes the focus) */
type FormField = TransactionField;
const IDS: Record<FormField, string> = {
  superviseurId: "tx-supervisor",
  typeCompte: "tx-account",
  partenaireId: "tx-partner",
  partenaireNom: "tx-partner-name",
  // the admin's form sends `telephone`, the supervisor's `telephoneLibre` (ORIGINAL-CLIENT.md): one field
  telephone: "tx-partner-phone",
  telephoneLibre: "tx-partner-phone",
  typeOperation: "tx-operation-depot",
  montant: "tx-amount",
};

const EMPTY: Form = { operationType: "", superviseurId: "", typeCompte: "", partenaireId: "", partenaireNom: "", telephone: "", typeOperation: "", montant: "" };

/** What the create routes answer: the transaction's line and its value after it. */
interface Created {
  transaction: { superviseurId: string; lineType: LineType; accountKey: string; montant: number };
  lineValue: number;
}

function formOf(draft: QueuedEntry, directType: OperationType): Form {
  const b = draft.body as Record<string, string | number | undefined>;
  const operationType: OperationType = b.typeCompte ? directType : b.partenaireId ? "partner_registered" : "partner_libre";
  return {
    operationType,
    superviseurId: String(b.superviseurId ?? ""),
    typeCompte: String(b.typeCompte ?? ""),
    partenaireId: String(b.partenaireId ?? ""),
    partenaireNom: String(b.partenaireNom ?? ""),
    telephone: String(b.telephone ?? b.telephoneLibre ?? ""),
    typeOperation: b.typeOperation === "retrait" ? "retrait" : "depot",
    montant: formatAmountInput(String(b.montant ?? "")),
  };
}

/** the default fallback, one array: a new one per render would start the lists' loading again at every render */
const NO_SUPERVISORS: Option[] = [];

export default function NewTransactionDialog({ open, onOpenChange, variant, supervisorId, fallbackSupervisors = NO_SUPERVISORS, figures, onCreated, draft }: NewTransactionDialogProps) {
  const admin = variant === "admin";
  const userId = useViewer()?.id;
  const [form, setForm] = useState<Form>(() => (draft && !movementOf(draft) ? formOf(draft, admin ? "depot_retrait" : "direct") : { ...EMPTY, superviseurId: supervisorId ?? "" }));
  // the + menu's other operations: a transfer between kiosks, the admin's UV Master allocation (./movement-forms.tsx)
  const [movement, setMovement] = useState<MovementKind | null>(() => movementOf(draft));
  const [submitting, setSubmitting] = useState(false);
  const [supervisors, setSupervisors] = useState<Option[] | null>(null);
  const [partners, setPartners] = useState<Option[] | null>(null);
  const sender = useEntrySender(userId, draft);
  const amountInput = useRef<HTMLInputElement>(null);
  const focusAmount = useRef(false);
  // the line the previous entry wrote ("Saisir la suivante"), and what was recorded
  const [written, setWritten] = useState<(WrittenLine & { supervisorId: string }) | null>(null);
  const [saved, setSaved] = useState<string | null>(null);
  // the types switched on, from the server; SPEC's own (without the network) until they have arrived
  const [loadedAccounts, setLoadedAccounts] = useState<FormAccountType[] | null>(null);
  const staticAccounts = useMemo(() => formAccountTypes(admin ? "ADMIN" : "SUPERVISEUR"), [admin]);
  const accounts = loadedAccounts ?? staticAccounts;
  const phoneField = admin ? "telephone" : "telephoneLibre";
  const directType: OperationType = admin ? "depot_retrait" : "direct";

  // one key per opening of the form: a re-render (a new `fallbackSupervisors` array, the submit's own state)
  // must not change it, or a resend of an entry whose answer was lost would be recorded twice
  const { renew } = sender;
  useEffect(() => {
    if (open) renew();
  }, [open, renew]);

  useEffect(() => {
    if (!open) return;
    let cancelled = false;
    const fail = () => toast.error("Erreur: Impossible de charger les utilisateurs", { duration: 4000 });
    loadFormAccountTypes()
      .then((list) => !cancelled && setLoadedAccounts(list))
      .catch(() => undefined);
    loadPartners()
      .then((list) => !cancelled && setPartners(list))
      .catch(() => {
        if (!cancelled) setPartners([]);
        fail();
      });
    if (admin) {
      loadSupervisors(fallbackSupervisors)
        .then((list) => !cancelled && setSupervisors(list))
        .catch(() => {
          if (!cancelled) setSupervisors(fallbackSupervisors);
          fail();
        });
    }
    return () => {
      cancelled = true;
    };
  }, [open, admin, fallbackSupervisors]);

  // after "Saisir la suivante", the amount takes the focus once the form is enabled again
  useEffect(() => {
    if (submitting || !focusAmount.current) return;
    focusAmount.current = false;
    amountInput.current?.focus();
  }, [submitting]);

  const { errors, show: showErrors, clear: clearError, reset: resetErrors } = useFieldErrors(IDS);
  const set = (patch: Partial<Form>) => {
    setForm((f) => ({ ...f, ...patch }));
    for (const field of Object.keys(patch)) if (field in IDS) clearError(field as FormField);
  };
  /** SPEC §5's check, by the server's schema: false after showing each problem under its field and SPEC's toast */
  const checked = (payload: object) => {
    const parsed = transactionPayloadSchema.safeParse(payload);
    if (parsed.success) return true;
    showErrors(fieldErrors(fieldIssues(parsed.error.issues)));
    toast.error(parsed.error.issues[0]!.message, { duration: 4000 });
    return false;
  };
  const chooseType = (operationType: OperationType) =>
    // switching the type clears the other types' fields (SPEC §4)
    set({ operationType, typeCompte: "", partenaireId: "", partenaireNom: "", telephone: "" });

  const montant = parseAmountInput(form.montant);
  const incomplete = formMissing({ ...form, needsSupervisor: admin });
  const nameTooShort = form.operationType === "partner_libre" && form.partenaireNom.length > 0 && form.partenaireNom.trim().length < PARTNER_NAME_MIN;
  const supervisorName = (admin ? supervisors ?? fallbackSupervisors : []).find((s) => s.id === form.superviseurId)?.nomComplet;
  const partnerName = partners?.find((p) => p.id === form.partenaireId)?.nomComplet;
  const accountLabel = accounts.find((a) => a.code === form.typeCompte)?.label;
  const direct = form.operationType === directType;
  const lineKey = direct
    ? form.typeCompte
    : form.operationType === "partner_registered"
      ? form.partenaireId && registeredPartnerKey(form.partenaireId)
      : freePartnerKey(form.partenaireNom);
  const dayFigures = figures?.find((f) => f.id === form.superviseurId);
  const preview =
    !incomplete && montant && form.typeOperation
      ? entryPreview(
          { kind: direct ? "direct" : "partner", typeOperation: form.typeOperation, accountKey: lineKey || null, partnerName: partnerName ?? form.partenaireNom.trim(), amount: montant },
          applyWrite(dayFigures, written?.supervisorId === form.superviseurId ? written : null),
        )
      : null;
  const grChange = preview && grChangeSentence(preview);

  function close(next: boolean) {
    if (submitting) return;
    if (!next) {
      setForm({ ...EMPTY, superviseurId: supervisorId ?? "" });
      setWritten(null);
      setSaved(null);
      setMovement(null);
      resetErrors();
    }
    onOpenChange(next);
  }

  async function submit(event: React.FormEvent | null, keepGoing = false) {
    event?.preventDefault();
    if (incomplete || submitting) return;
    const payload = {
      superviseurId: form.superviseurId,
      typeOperation: form.typeOperation,
      montant: montant ?? 0,
      ...(form.operationType === directType ? { typeCompte: form.typeCompte } : {}),
      ...(form.operationType === "partner_registered" ? { partenaireId: form.partenaireId } : {}),
      ...(form.operationType === "partner_libre" ? { partenaireNom: form.partenaireNom.trim() } : {}),
      ...(form.operationType === "partner_libre" && form.telephone.trim() ? { [phoneField]: form.telephone.trim() } : {}),
    };
    if (!checked(payload)) return;
    const url = admin ? "/api/transactions/admin/create" : "/api/transactions/create";
    const finish = () => {
      if (keepGoing) {
        sender.renew();
        setSaved(null);
        set({ montant: "" });
        focusAmount.current = true;
      } else {
        setForm({ ...EMPTY, superviseurId: supervisorId ?? "" });
        setWritten(null);
        setSaved(null);
        onOpenChange(false);
      }
    };
    const target = direct ? (accountLabel ?? form.typeCompte) : (partnerName ?? form.partenaireNom.trim());
    const label = entryLabel(payload, target) + (admin && supervisorName ? ` · ${supervisorName}` : "");
    setSubmitting(true);
    try {
      const outcome = await sender.send<Created>(url, payload, label);
      if (outcome.kind === "kept") return finish();
      const { envelope } = outcome;
      toast.success("Succès", { description: envelope.message, duration: 3000 });
      if (admin) clearOptionsCache();
      if (keepGoing) {
        // the next entry is another transaction: a key of its own, the same type, account and Début/Fin
        sender.renew();
        const { transaction: t, lineValue } = envelope.data;
        if (preview?.before != null) setWritten({ supervisorId: t.superviseurId, lineType: t.lineType, accountKey: t.accountKey, before: preview.before, value: lineValue });
        const what = direct ? (form.typeOperation === "depot" ? "Début" : "Fin") : form.typeOperation === "depot" ? "Dépôt" : "Retrait";
        setSaved(`Transaction enregistrée : ${what} ${direct ? accountLabel : (partnerName ?? form.partenaireNom.trim())}, ${formatFcfa(t.montant)}`);
        set({ montant: "" });
        focusAmount.current = true;
      } else {
        setForm({ ...EMPTY, superviseurId: supervisorId ?? "" });
        setWritten(null);
        setSaved(null);
        onOpenChange(false);
      }
      onCreated();
    } catch (error) {
      // a type switched off meanwhile: the list is read again, without it
      if (direct) {
        clearAccountTypesCache();
        void loadFormAccountTypes()
          .then(setLoadedAccounts)
          .catch(() => undefined);
      }
      toast.error("Erreur lors de la création de la transaction", { description: userMessage(error), duration: 4000 });
    } finally {
      setSubmitting(false);
    }
  }

  const typeCards: { value: OperationType; title: string; hint: string; icon: typeof Building2 }[] = [
    { value: directType, title: "Transaction direct", hint: "Début/Fin journée", icon: Building2 },
    { value: "partner_registered", title: "Partenaire enregistré", hint: "Du système", icon: Users },
    { value: "partner_libre", title: "Partenaire libre", hint: "Nom manuel", icon: UserPlus },
  ];

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent className="max-w-lg" onInteractOutside={(e) => submitting && e.preventDefault()}>
        {movement ? (
          <MovementForm
            kind={movement}
            variant={variant}
            supervisorId={supervisorId}
            fallbackSupervisors={fallbackSupervisors}
            draft={movementOf(draft) ? draft : null}
            onBack={() => setMovement(null)}
            onBusy={setSubmitting}
            onCancel={() => close(false)}
            onDone={(recorded) => {
              setSubmitting(false);
              setMovement(null);
              onOpenChange(false);
              if (recorded) onCreated();
            }}
          />
        ) : (
          <>
            <DialogHeader>
              <DialogTitle>Nouvelle Transaction</DialogTitle>
              <DialogDescription>
                {draft ? `Corriger l'opération refusée : ${draft.message ?? ""}` : admin ? "Enregistrer une opération pour un superviseur" : "Enregistrer une opération d'aujourd'hui"}
              </DialogDescription>
            </DialogHeader>
            <form onSubmit={submit} className="space-y-4" aria-busy={submitting}>
              <fieldset disabled={submitting} className="space-y-4">
                <div className="space-y-2">
                  <Label>Type d&apos;opération</Label>
                  <div role="radiogroup" className="grid grid-cols-3 gap-2">
                    {typeCards.map(({ value, title, hint, icon: Icon }) => (
                      <button
                        key={value}
                        type="button"
                        role="radio"
                        aria-checked={form.operationType === value}
                        onClick={() => chooseType(value)}
                        className={cn(
                          "flex flex-col items-center gap-1 rounded-lg border p-2 text-center text-xs transition-colors hover:bg-muted sm:p-3",
                          form.operationType === value && "border-primary bg-accent text-accent-foreground ring-1 ring-primary",
                        )}
                      >
                        <Icon className="size-5" aria-hidden />
                        <span className="font-medium leading-tight">{title}</span>
                        <span className="text-[11px] text-muted-foreground">{hint}</span>
                      </button>
                    ))}
                  </div>
                  <div className={cn("grid gap-2", admin && "sm:grid-cols-2")}>
                    <MovementChoice icon={ArrowLeftRight} title="Transfert entre kiosques" hint="Float ou espèces vers un autre kiosque" onClick={() => setMovement("transfer")} />
                    {admin && <MovementChoice icon={Star} title="Allocation UV Master" hint="Crédit au Début UV Master" onClick={() => setMovement("allocation")} />}
                  </div>
                </div>

                {admin && (
                  <div className="space-y-2">
                    <Label htmlFor="tx-supervisor">Superviseur</Label>
                    <Select value={form.superviseurId} onValueChange={(superviseurId) => set({ superviseurId })}>
                      <SelectTrigger id={IDS.superviseurId} aria-label="Superviseur" {...invalidProps(IDS.superviseurId, errors.superviseurId)}>
                        <SelectValue placeholder={supervisors === null ? "Chargement..." : "Choisir un superviseur"} />
                      </SelectTrigger>
                      <SelectContent>
                        {(supervisors ?? []).map((s) => (
                          <SelectItem key={s.id} value={s.id}>
                            {s.nomComplet}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FieldError inputId={IDS.superviseurId} message={errors.superviseurId} />
                  </div>
                )}

                {form.operationType === directType && (
                  <div className="space-y-2">
                    <Label htmlFor="tx-account" className="justify-between">
                      <span>Compte</span>
                      {accounts.some((a) => a.code === "UV_MASTER") && <Badge variant="warning">UV Master OK</Badge>}
                    </Label>
                    <Select value={form.typeCompte} onValueChange={(typeCompte) => set({ typeCompte })}>
                      <SelectTrigger id={IDS.typeCompte} aria-label="Compte" {...invalidProps(IDS.typeCompte, errors.typeCompte)}>
                        <SelectValue placeholder="Choisir un compte" />
                      </SelectTrigger>
                      <SelectContent>
                        {accounts.map((a) => (
                          <SelectItem key={a.code} value={a.code}>
                            {a.icon} {a.label}
                          </SelectItem>
                        ))}
                      </SelectContent>
                    </Select>
                    <FieldError inputId={IDS.typeCompte} message={errors.typeCompte} />
                  </div>
                )}

                {form.operationType === "partner_registered" && (
                  <div className="space-y-2">
                    <Label htmlFor="tx-partner">Partenaire</Label>
                    {partners !== null && partners.length === 0 ? (
                      admin ? (
                        <p className="rounded-md border border-dashed p-3 text-sm text-muted-foreground">Aucun partenaire actif</p>
                      ) : (
                        <p className="flex items-center gap-2 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
                          <AlertTriangle className="size-4 shrink-0" aria-hidden />
                          Aucun partenaire disponible
                        </p>
                      )
                    ) : (
                      <Select value={form.partenaireId} onValueChange={(partenaireId) => set({ partenaireId })}>
                        <SelectTrigger id={IDS.partenaireId} aria-label="Partenaire" {...invalidProps(IDS.partenaireId, errors.partenaireId)}>
                          <SelectValue placeholder={partners === null ? "Chargement..." : "Choisir un partenaire"} />
                        </SelectTrigger>
                        <SelectContent>
                          {(partners ?? []).map((p) => (
                            <SelectItem key={p.id} value={p.id}>
                              {p.nomComplet}
                            </SelectItem>
                          ))}
                        </SelectContent>
                      </Select>
                    )}
                    <FieldError inputId={IDS.partenaireId} message={errors.partenaireId} />
                  </div>
                )}

                {form.operationType === "partner_libre" && (
                  <div className="space-y-1.5">
                    <Label htmlFor="tx-partner-name">Nom du partenaire</Label>
                    <Input
                      id={IDS.partenaireNom}
                      value={form.partenaireNom}
                      maxLength={PARTNER_NAME_MAX}
                      onChange={(e) => set({ partenaireNom: e.target.value })}
                      placeholder="Ex. Boutique Keur Massar"
                      {...invalidProps(IDS.partenaireNom, errors.partenaireNom, "tx-partner-name-hint")}
                      aria-invalid={nameTooShort || !!errors.partenaireNom || undefined}
                    />
                    <FieldError inputId={IDS.partenaireNom} message={errors.partenaireNom} />
                    <p id="tx-partner-name-hint" className={cn("text-xs", nameTooShort ? "text-destructive" : "text-muted-foreground")}>
                      {nameTooShort ? "Nom trop court" : "Min. 2 caractères, max. 100"}
                    </p>
                  </div>
                )}

                {form.operationType === "partner_libre" && (
                  <div className="space-y-1.5">
                    <Label htmlFor="tx-partner-phone">Téléphone (optionnel)</Label>
                    <Input
                      id={IDS[phoneField]}
                      type="tel"
                      inputMode="tel"
                      autoComplete="off"
                      maxLength={30}
                      value={form.telephone}
                      onChange={(e) => {
                        set({ telephone: e.target.value });
                        clearError(phoneField);
                      }}
                      placeholder="Ex. 77 123 45 67"
                      {...invalidProps(IDS[phoneField], errors.telephone ?? errors.telephoneLibre, "tx-partner-phone-hint")}
                    />
                    <FieldError inputId={IDS[phoneField]} message={errors.telephone ?? errors.telephoneLibre} />
                    <p id="tx-partner-phone-hint" className="text-xs text-muted-foreground">
                      S&apos;il revient souvent, il pourra devenir un partenaire enregistré.
                    </p>
                  </div>
                )}

                {form.operationType && (
                  <div className="space-y-2">
                    <Label id="tx-operation-label">Opération</Label>
                    <div id="tx-operation" role="radiogroup" aria-labelledby="tx-operation-label" {...invalidProps("tx-operation", errors.typeOperation)} className="grid grid-cols-2 gap-2">
                      {(["depot", "retrait"] as const).map((op) => (
                        <button
                          key={op}
                          id={`tx-operation-${op}`}
                          type="button"
                          role="radio"
                          aria-checked={form.typeOperation === op}
                          onClick={() => set({ typeOperation: op })}
                          className={cn(
                            "h-10 rounded-md border text-sm font-medium transition-colors hover:bg-muted",
                            form.typeOperation === op && (op === "depot" ? "border-emerald-600 bg-emerald-50 text-emerald-800" : "border-orange-500 bg-orange-50 text-orange-800"),
                          )}
                        >
                          {op === "depot" ? "Début" : "Fin"}
                        </button>
                      ))}
                    </div>
                    <FieldError inputId="tx-operation" message={errors.typeOperation} />
                  </div>
                )}

                {form.operationType && <AmountField id={IDS.montant} ref={amountInput} value={form.montant} onChange={(montant) => set({ montant })} error={errors.montant} />}

                {saved && (
                  <p role="status" data-testid="transaction-saved" className="flex items-start gap-2 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900">
                    <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
                    <span>
                      {saved}. Saisissez la suivante.
                    </span>
                  </p>
                )}

                {!incomplete && montant && (
                  <div data-testid="transaction-summary" className="rounded-lg border bg-muted/50 p-3 text-sm">
                    <p className="mb-1 font-medium">Résumé</p>
                    {preview && (
                      <div className="mb-2 space-y-0.5">
                        <p data-testid="transaction-effect" className="font-medium text-foreground">
                          {preview.sentence}
                        </p>
                        {grChange && <p className="text-xs text-muted-foreground">{grChange}</p>}
                        {preview.problem && (
                          <p className="flex items-center gap-1.5 text-xs text-destructive">
                            <AlertTriangle className="size-3.5 shrink-0" aria-hidden />
                            {preview.problem}
                          </p>
                        )}
                      </div>
                    )}
                    <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-0.5">
                      {admin && (
                        <>
                          <dt className="text-muted-foreground">Superviseur</dt>
                          <dd className="truncate">{supervisorName}</dd>
                        </>
                      )}
                      <dt className="text-muted-foreground">{form.operationType === directType ? "Compte" : "Partenaire"}</dt>
                      <dd className="truncate">{form.operationType === directType ? accountLabel : (partnerName ?? form.partenaireNom.trim())}</dd>
                      {form.operationType === "partner_libre" && form.telephone.trim() && (
                        <>
                          <dt className="text-muted-foreground">Téléphone</dt>
                          <dd className="truncate tabular-nums">{form.telephone.trim()}</dd>
                        </>
                      )}
                      <dt className="text-muted-foreground">Opération</dt>
                      <dd>{form.typeOperation === "depot" ? "Début" : "Fin"}</dd>
                      <dt className="text-muted-foreground">Montant</dt>
                      <dd className="font-semibold tabular-nums">{formatFcfa(montant)}</dd>
                    </dl>
                  </div>
                )}
              </fieldset>

              <DialogFooter>
                <Button type="button" variant="outline" onClick={() => close(false)} disabled={submitting}>
                  Annuler
                </Button>
                <Button
                  type="button"
                  variant="secondary"
                  onClick={() => submit(null, true)}
                  disabled={incomplete || submitting}
                  title="Enregistre cette transaction et garde le type, le compte et l'opération pour la suivante"
                >
                  <ListPlus /> Saisir la suivante
                </Button>
                <Button type="submit" disabled={incomplete || submitting}>
                  {submitting && <Loader2 className="animate-spin" />}
                  {submitting ? "En cours..." : "Valider"}
                </Button>
              </DialogFooter>
            </form>
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}

/** An operation of the + menu besides an entry: it opens its own short form. */
function MovementChoice({ icon: Icon, title, hint, onClick }: { icon: typeof Building2; title: string; hint: string; onClick: () => void }) {
  return (
    <button type="button" onClick={onClick} className="flex items-center gap-3 rounded-lg border border-dashed p-2.5 text-left text-xs transition-colors hover:bg-muted sm:p-3">
      <Icon className="size-5 shrink-0 text-emerald-700" aria-hidden />
      <span className="min-w-0">
        <span className="block font-medium leading-tight">{title}</span>
        <span className="block text-[11px] text-muted-foreground">{hint}</span>
      </span>
    </button>
  );
}
