"use client";

// The profile page (SPEC §2 "Profile page"): back link to the role's dashboard, photo, name, phone, role badge,
// statut Actif/Inactif, address or 'Non renseignée', member since, account status, own code; 'Modifier le profil'.
import { useState } from "react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { ArrowLeft, Pencil } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { homePathFor, ROLE_LABELS, statusLabel } from "@/lib/domain/users";
import type { PublicUser } from "@/lib/services/users";
import { Avatar } from "./avatar";
import { OwnCode } from "./own-code";
import { lazyRoot } from "@/components/ui/lazy-parts";
import { formatPhone } from "@/lib/domain/phone";

// the edit form (and its validation code) loads the first time it opens
const ProfileModal = lazyRoot(() => import("./profile-modal").then((m) => m.ProfileModal));

const ROLE_NOTES: Partial<Record<PublicUser["role"], string>> = {
  SUPERVISEUR:
    "En tant que superviseur, vous saisissez les soldes de début et de fin de journée de vos comptes et de vos partenaires. Pour changer de numéro de téléphone ou de rôle, contactez l'administrateur.",
  PARTENAIRE:
    "En tant que partenaire, vous accédez à votre tableau de bord partenaire. Pour changer de numéro de téléphone ou de rôle, contactez l'administrateur.",
};

export function ProfileView({ initialUser, memberSince }: { initialUser: PublicUser; memberSince: string }) {
  const router = useRouter();
  const [user, setUser] = useState(initialUser);
  const [editing, setEditing] = useState(false);
  const active = user.status === "ACTIVE";
  const note = ROLE_NOTES[user.role];

  return (
    <div className="mx-auto w-full max-w-3xl space-y-4 p-3 sm:p-6">
      <Link href={homePathFor(user.role)} className="inline-flex items-center gap-1 text-sm text-muted-foreground hover:text-foreground">
        <ArrowLeft className="size-4" aria-hidden />
        Retour au tableau de bord
      </Link>

      <section className="rounded-xl border bg-card p-4 shadow-sm sm:p-6">
        <div className="flex flex-col items-center gap-4 text-center sm:flex-row sm:text-left">
          <Avatar name={user.nomComplet} photo={user.photo} className="size-20 text-2xl" />
          <div className="min-w-0 flex-1 space-y-2">
            <h2 className="text-xl font-bold break-words" data-testid="profile-name">
              {user.nomComplet}
            </h2>
            <p className="text-muted-foreground tabular-nums">{formatPhone(user.telephone)}</p>
            <div className="flex flex-wrap justify-center gap-2 sm:justify-start">
              <Badge variant="outline">{ROLE_LABELS[user.role]}</Badge>
              <Badge variant={active ? "success" : "secondary"}>{active ? "Actif" : "Inactif"}</Badge>
            </div>
          </div>
          <Button onClick={() => setEditing(true)} className="w-full sm:w-auto">
            <Pencil />
            Modifier le profil
          </Button>
        </div>

        <dl className="mt-6 grid gap-x-6 gap-y-4 text-sm sm:grid-cols-2">
          <Item label="Nom complet">{user.nomComplet}</Item>
          <Item label="Téléphone">{formatPhone(user.telephone)}</Item>
          <Item label="Adresse">{user.adresse || <span className="text-muted-foreground italic">Non renseignée</span>}</Item>
          <Item label="Membre depuis">{memberSince}</Item>
          <Item label="Statut du compte">
            {statusLabel(user.status)}
            {active && <span className="text-muted-foreground"> — vous pouvez vous connecter</span>}
          </Item>
          <Item label="Code d'accès">
            <OwnCode userId={user.id} />
          </Item>
        </dl>
      </section>

      {note && (
        <p className="rounded-xl border border-sky-200 bg-sky-50 p-3 text-sm text-sky-900" data-testid="role-note">
          {note}
        </p>
      )}

      {editing && (
        <ProfileModal
          user={user}
          open={editing}
          onOpenChange={setEditing}
          onSaved={(saved) => {
            setUser(saved);
            router.refresh();
          }}
        />
      )}
    </div>
  );
}

function Item({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-muted-foreground uppercase">{label}</dt>
      <dd className="mt-1 break-words">{children}</dd>
    </div>
  );
}
