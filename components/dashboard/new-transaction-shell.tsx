// What a tap on + shows while the 'Nouvelle Transaction' dialog's code is still on its way (docs/decisions/0074-pas-tap-perdu.md
// and 0075-formulaire-tap.md): the dialog's own frame and its form as it opens, in plain
// HTML that takes input with no JavaScript at all. The type, the supervisor (admin), the account, a free
// partner's name and phone, Début/Fin and the amount can be chosen and typed at once; the type's own fields show
// by CSS alone (.tx-shell in app/globals.css). Only the buttons that record wait for the code. Once the form's code
// is there, it takes over what was chosen and typed, and the field that had the focus
// (components/transactions/shell-hand-over.ts), in the same frame.
//
// A server component: the dashboards' pages hand it to the client dashboard as a prop, so its markup travels in the
// page's HTML and costs no first-load JavaScript. The early script shows it for a tap before hydration
// (lib/early/events.ts), React for a tap after it (components/dashboard/dashboard-chrome.tsx). A <form> for its
// native reset: Annuler and Fermer are reset buttons, and the early script resets it on Escape, so that a frame
// closed and opened again starts blank, as the form does. Enter never sends it: it has no submit button and
// several text fields (HTML's implicit submission then does nothing), and none has a name but its radios.
import { Button } from "@/components/ui/button";
import { DIALOG_BODY, DIALOG_FRAME, FOOTER_BUTTONS, STICKY_FOOTER, STICKY_HEADER } from "@/components/ui/dialog-layout";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ENTRY_IDS, SHELL_NAMES } from "@/components/transactions/new-transaction-model";
import { cn } from "@/lib/utils";
import { PARTNER_NAME_MAX } from "@/lib/validation/transactions";

export interface NewTransactionShellProps {
  variant: "admin" | "supervisor";
  /** the accounts the form offers (formAccountTypesOf) */
  accounts: { code: string; label: string; icon: string }[];
  /** the admin's supervisors (the dashboard's cards) */
  supervisors?: { id: string; nom: string }[];
  /** Début or Fin as the form opens for the supervisor (likelyOperation); the admin's depends on his choice */
  likely?: "depot" | "retrait";
}

// Lucide's icons drawn here (ISC): a Lucide icon in a server component is a client reference (its Icon module),
// which would tie this page's chunk to every page that shows one
const ICONS = {
  direct: ["M10 12h4", "M10 8h4", "M14 21v-3a2 2 0 0 0-4 0v3", "M6 10H4a2 2 0 0 0-2 2v7a2 2 0 0 0 2 2h16a2 2 0 0 0 2-2V9a2 2 0 0 0-2-2h-2", "M6 21V5a2 2 0 0 1 2-2h8a2 2 0 0 1 2 2v16"],
  registered: ["M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2", "M16 3.128a4 4 0 0 1 0 7.744", "M22 21v-2a4 4 0 0 0-3-3.87", "M13 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0"],
  libre: ["M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2", "M13 7a4 4 0 1 1-8 0 4 4 0 0 1 8 0", "M19 8v6", "M22 11h-6"],
  transfer: ["M8 3 4 7l4 4", "M4 7h16", "m16 21 4-4-4-4", "M20 17H4"],
  allocation: [
    "M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z",
  ],
  next: ["M16 5H3", "M11 12H3", "M16 19H3", "M18 9v6", "M21 12h-6"],
  close: ["M18 6 6 18", "m6 6 12 12"],
};

function Icon({ name, className }: { name: keyof typeof ICONS; className: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden>
      {ICONS[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}

/** a legend drawn as the form's labels (components/ui/label.tsx) */
const LEGEND = "mb-2 flex items-center gap-1 text-sm leading-none font-medium select-none";
/** a native select drawn as the form's (components/ui/select.tsx's trigger); its placeholder greyed while "" (required) */
const SELECT = "flex h-10 w-full rounded-md border border-input bg-background px-3 py-2 text-sm shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40 disabled:cursor-not-allowed disabled:opacity-50 invalid:text-muted-foreground";

export function NewTransactionShell({ variant, accounts, supervisors = [], likely }: NewTransactionShellProps) {
  const admin = variant === "admin";
  return (
    <>
      <div className="fixed inset-0 z-50 bg-black/50" aria-hidden />
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby="new-transaction-early-title"
        data-testid="new-transaction-early-shell"
        tabIndex={-1}
        className={cn(DIALOG_FRAME, "max-w-lg")}
      >
        <form id="tx-shell-form" data-shell className={cn(DIALOG_BODY, "tx-shell")}>
          <div className={cn(STICKY_HEADER, "flex flex-col gap-1.5 pr-12 text-left sm:pr-10")}>
            <h2 id="new-transaction-early-title" className="text-lg leading-tight font-semibold">
              Nouvelle Transaction
            </h2>
            <p className="text-sm text-muted-foreground">{admin ? "Enregistrer une opération pour un superviseur" : "Enregistrer une opération d'aujourd'hui"}</p>
          </div>
          <div className="space-y-4">
            <TypeChoice admin={admin} />
            {admin && (
              <ShellSelect id={ENTRY_IDS.superviseurId} label="Superviseur" placeholder="Choisir un superviseur" options={supervisors.map((s) => ({ value: s.id, label: s.nom }))} />
            )}
            <div data-shell-type="direct">
              <ShellSelect id={ENTRY_IDS.typeCompte} label="Compte" placeholder="Choisir un compte" options={accounts.map((a) => ({ value: a.code, label: `${a.icon} ${a.label}` }))} />
            </div>
            <div data-shell-type="registered">
              <ShellSelect id={ENTRY_IDS.partenaireId} label="Partenaire" placeholder="Chargement..." options={[]} disabled />
            </div>
            <div data-shell-type="libre" className="space-y-4">
              <ShellInput id={ENTRY_IDS.partenaireNom} label="Nom du partenaire" placeholder="Ex. Boutique Keur Massar" maxLength={PARTNER_NAME_MAX} />
              <ShellInput id={ENTRY_IDS.telephone} label="Téléphone (optionnel)" placeholder="Ex. 77 123 45 67" type="tel" inputMode="tel" maxLength={30} />
            </div>
            <OperationChoice likely={likely} />
            <div className="space-y-1.5">
              <Label htmlFor={ENTRY_IDS.montant}>Montant</Label>
              <div className="relative">
                <Input id={ENTRY_IDS.montant} inputMode="numeric" autoComplete="off" placeholder="0" className="pr-16 text-right text-lg font-semibold tabular-nums" />
                <span className="pointer-events-none absolute inset-y-0 right-3 flex items-center text-sm text-muted-foreground">F CFA</span>
              </div>
            </div>
          </div>
          <div className={cn(STICKY_FOOTER, FOOTER_BUTTONS)}>
            <Button type="reset" variant="outline" data-early="close:new-transaction">
              Annuler
            </Button>
            <Button variant="secondary" disabled>
              <Icon name="next" className="size-4" /> Saisir la suivante
            </Button>
            <Button disabled>Valider</Button>
          </div>
        </form>
        <button
          type="reset"
          form="tx-shell-form"
          data-early="close:new-transaction"
          className="absolute top-2 right-2 z-20 flex size-11 items-center justify-center rounded-md opacity-70 hover:opacity-100 focus:ring-2 focus:ring-ring focus:outline-none sm:top-3 sm:right-3 sm:size-8"
        >
          <Icon name="close" className="size-4" />
          <span className="sr-only">Fermer</span>
        </button>
      </div>
    </>
  );
}

/** The three entry types as native radios (the form's cards), then the + menu's movements, which wait for the code. */
function TypeChoice({ admin }: { admin: boolean }) {
  const cards = [
    { value: admin ? "depot_retrait" : "direct", title: "Transaction direct", hint: "Début/Fin journée", icon: "direct" },
    { value: "partner_registered", title: "Partenaire enregistré", hint: "Du système", icon: "registered" },
    { value: "partner_libre", title: "Partenaire libre", hint: "Nom manuel", icon: "libre" },
  ] as const;
  return (
    <fieldset className="space-y-2">
      <legend className={LEGEND}>Type d&apos;opération</legend>
      <div className="grid grid-cols-3 gap-2">
        {cards.map((card, i) => (
          <label
            key={card.value}
            className="flex cursor-pointer flex-col items-center gap-1 rounded-lg border p-2 text-center text-xs transition-colors hover:bg-muted has-checked:border-primary has-checked:bg-accent has-checked:text-accent-foreground has-checked:ring-1 has-checked:ring-primary has-focus-visible:ring-2 has-focus-visible:ring-ring sm:p-3"
          >
            <input type="radio" name={SHELL_NAMES.type} value={card.value} defaultChecked={i === 0} data-shell-kind={card.icon} className="sr-only" />
            <Icon name={card.icon} className="size-5" />
            <span className="leading-tight font-medium">{card.title}</span>
            <span className="text-[11px] text-muted-foreground">{card.hint}</span>
          </label>
        ))}
      </div>
      <div className={cn("grid gap-2", admin && "sm:grid-cols-2")}>
        <Movement icon="transfer" title="Transfert entre kiosques" hint="Float ou espèces vers un autre kiosque" />
        {admin && <Movement icon="allocation" title="Allocation UV Master" hint="Crédit au Début UV Master" />}
      </div>
    </fieldset>
  );
}

function Movement({ icon, title, hint }: { icon: "transfer" | "allocation"; title: string; hint: string }) {
  return (
    <button type="button" disabled className="flex items-center gap-3 rounded-lg border border-dashed p-2.5 text-left text-xs opacity-60 sm:p-3">
      <Icon name={icon} className="size-5 shrink-0 text-emerald-700" />
      <span className="min-w-0">
        <span className="block leading-tight font-medium">{title}</span>
        <span className="block text-[11px] text-muted-foreground">{hint}</span>
      </span>
    </button>
  );
}

function OperationChoice({ likely }: { likely?: "depot" | "retrait" }) {
  return (
    <fieldset className="space-y-2">
      <legend className={LEGEND}>Opération</legend>
      <div className="grid grid-cols-2 gap-2">
        {(["depot", "retrait"] as const).map((op) => (
          <label
            key={op}
            className={cn(
              "flex h-10 cursor-pointer items-center max-sm:h-11 justify-center rounded-md border text-sm font-medium transition-colors hover:bg-muted has-focus-visible:ring-2 has-focus-visible:ring-ring",
              op === "depot" ? "has-checked:border-emerald-600 has-checked:bg-emerald-50 has-checked:text-emerald-800" : "has-checked:border-orange-500 has-checked:bg-orange-50 has-checked:text-orange-800",
            )}
          >
            <input type="radio" id={`tx-operation-${op}`} name={SHELL_NAMES.operation} value={op} defaultChecked={op === likely} className="sr-only" />
            {op === "depot" ? "Début" : "Fin"}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function ShellSelect({ id, label, placeholder, options, disabled }: { id: string; label: string; placeholder: string; options: { value: string; label: string }[]; disabled?: boolean }) {
  return (
    <div className="min-w-0 space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} defaultValue="" required disabled={disabled} className={SELECT}>
        <option value="" disabled>
          {placeholder}
        </option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function ShellInput({ id, label, ...props }: { id: string; label: string } & React.ComponentProps<"input">) {
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} autoComplete="off" {...props} />
    </div>
  );
}
