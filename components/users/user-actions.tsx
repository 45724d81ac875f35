"use client";

// A user's row actions (SPEC §2): Modifier, régénérer le code, déconnecter partout, Suspendre (if active) or
// Activer, Supprimer.
import { KeyRound, Loader2, LogOut, MoreVertical, Pencil, Trash2, UserCheck, UserX } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { UserRow } from "./use-users-data";

export interface UserActionHandlers {
  edit(user: UserRow): void;
  suspend(user: UserRow): void;
  activate(user: UserRow): void;
  regenerate(user: UserRow): void;
  endSessions(user: UserRow): void;
  remove(user: UserRow): void;
}

export function UserActions({ user, busy, handlers }: { user: UserRow; busy: boolean; handlers: UserActionHandlers }) {
  const active = user.status === "ACTIVE";
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon-sm" disabled={busy} aria-label={`Actions pour ${user.nomComplet}`}>
          {busy ? <Loader2 className="animate-spin" /> : <MoreVertical />}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuItem onSelect={() => handlers.edit(user)}>
          <Pencil />
          Modifier
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handlers.regenerate(user)}>
          <KeyRound />
          Régénérer le code
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => handlers.endSessions(user)}>
          <LogOut />
          Déconnecter partout
        </DropdownMenuItem>
        {active ? (
          <DropdownMenuItem onSelect={() => handlers.suspend(user)}>
            <UserX />
            Suspendre
          </DropdownMenuItem>
        ) : (
          <DropdownMenuItem onSelect={() => handlers.activate(user)}>
            <UserCheck />
            Activer
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" onSelect={() => handlers.remove(user)}>
          <Trash2 />
          Supprimer
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
