// A transfer's receiver is told with it, in the transfer's own database transaction, and his notice is read once
// he has answered it (confirmed or contested): docs/decisions/0039-transferts-entre-kiosques.md.
import { and, eq, isNull } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { notifications, type Transfer } from "@/lib/db/schema";
import { receivedTransferNotice } from "@/lib/domain/transfers";
import type { TransferWithRights } from "./transfer-views";

/** Where a received transfer's notice leads: his dashboard, where it waits first. */
const receivedLink = (id: string) => `/supervisor?transfert=${id}`;

/** The receiving kiosk is told, in the transfer's own transaction. */
export async function notifyReceiver(tx: Tx, t: TransferWithRights) {
  await tx.insert(notifications).values({
    userId: t.to.id,
    kind: "TRANSFER_RECEIVED",
    ...receivedTransferNotice({ fromName: t.from.nom, montant: t.montant, fromLabel: t.from.compteLabel, toLabel: t.to.compteLabel }),
    link: receivedLink(t.id),
  });
}

/** Once he has answered it (confirmed or contested), its notice is read. */
export async function readReceiverNotice(tx: Tx, t: Transfer) {
  await tx
    .update(notifications)
    .set({ readAt: new Date() })
    .where(and(eq(notifications.userId, t.toSupervisorId), eq(notifications.link, receivedLink(t.id)), isNull(notifications.readAt)));
}
