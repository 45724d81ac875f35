// Free partners who come back (ORIGINAL-CLIENT.md's /transactions/partners/frequent-free and
// /convert-free). A free partner is known by his folded name (his line key `part-<folded name>`); one who came
// often in the last days and whose phone is known can be made a registered partner: an account with a code
// (shown once, sent by SMS), and his past free-name transactions, lines and balance become his, keyed by his
// new id, in one SQL transaction with its audit row.
import { eq, sql } from "drizzle-orm";
import { newAccessCode } from "@/lib/auth/codes";
import type { SessionUser } from "@/lib/auth/session";
import { queryRows, type Db, type Executor } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { accountLines, partnerBalances, transactions } from "@/lib/db/schema";
import { AppError } from "@/lib/domain/errors";
import { centsToFrancs } from "@/lib/domain/money";
import { balanceOf, partnerIdOfLineKey } from "@/lib/domain/partner-balance";
import { freePartnerKey, partnerIdOfKey, registeredPartnerKey, tidyName } from "@/lib/domain/partners";
import { addDays } from "@/lib/domain/periods";
import type { ConvertFreeInput } from "@/lib/validation/free-partners";
import { writeAudit } from "./audit";
import { businessToday } from "./ledger/days";
import { deliverSms, type SmsOutcome } from "./sms";
import { insertAccountWithCode, USER_ADMIN_MESSAGES } from "./user-admin";
import type { PublicUser } from "./users";

export const FREE_PARTNER_TEXT = {
  ownOnly: "Vous ne pouvez consulter que vos propres partenaires",
  nameInvalid: "Nom du partenaire invalide",
  noHistory: "Aucune opération n'est enregistrée pour ce partenaire libre",
  noPhone: "Téléphone inconnu : indiquez-le pour créer son compte",
  phoneTaken: "Ce numéro a déjà un compte",
  converted: "Partenaire enregistré : son historique et son solde lui sont rattachés",
} as const;

/** The line keys of registered partners, which the frequent list leaves out (they already have an account). */
const REGISTERED_KEY = "^part-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$";
/** How many partners the frequent list answers at most, most frequent first. */
export const FREQUENT_LIMIT = 200;

export interface FrequentFreePartner {
  /** his folded name: the id the balance routes take */
  id: string;
  partenaireNom: string;
  telephoneLibre: string | null;
  nombreTransactions: number;
  totalDepots: number;
  totalRetraits: number;
  derniereTransaction: string;
  superviseurIds: string[];
  peutConvertir: boolean;
  /** why he cannot be converted yet, in French; null when he can */
  motif: string | null;
}

interface FrequentRow {
  account_key: string;
  name: string | null;
  phone: string | null;
  n: string | number;
  dep: string | number;
  ret: string | number;
  last: string | Date;
  sups: string[] | string;
}

/** GET /transactions/partners/frequent-free: free partners with at least `minTransactions` in the last `daysBack` days. */
export async function listFrequentFree(
  db: Executor,
  viewer: SessionUser,
  query: { superviseurId?: string; daysBack: number; minTransactions: number },
): Promise<{ partners: FrequentFreePartner[]; config: { daysBack: number; minTransactions: number } }> {
  let supervisorId = query.superviseurId ?? null;
  if (viewer.role === "SUPERVISEUR") {
    if (supervisorId && supervisorId !== viewer.id) throw new AppError("FORBIDDEN", FREE_PARTNER_TEXT.ownOnly);
    supervisorId = viewer.id;
  }
  const today = businessToday();
  const from = addDays(today, -(query.daysBack - 1));
  const rows = await queryRows<FrequentRow>(
    db,
    sql`SELECT account_key,
          (array_agg(partner_name ORDER BY seq DESC) FILTER (WHERE partner_name IS NOT NULL))[1] AS name,
          (array_agg(partner_phone ORDER BY seq DESC) FILTER (WHERE partner_phone IS NOT NULL))[1] AS phone,
          count(*) AS n,
          coalesce(sum(amount) FILTER (WHERE type = 'DEPOT'), 0) AS dep,
          coalesce(sum(amount) FILTER (WHERE type = 'RETRAIT'), 0) AS ret,
          max(created_at) AS last,
          to_json(array_agg(DISTINCT supervisor_id)) AS sups
        FROM transactions
        WHERE day BETWEEN ${from}::date AND ${today}::date AND type IN ('DEPOT', 'RETRAIT')
          AND account_key LIKE 'part-%' AND account_key !~ ${REGISTERED_KEY}
          AND (${supervisorId}::uuid IS NULL OR supervisor_id = ${supervisorId}::uuid)
        GROUP BY account_key
        HAVING count(*) >= ${query.minTransactions}
        ORDER BY count(*) DESC, max(created_at) DESC
        LIMIT ${FREQUENT_LIMIT}`,
  );
  const phones = [...new Set(rows.map((r) => r.phone).filter((p): p is string => !!p))];
  const taken = new Set(
    phones.length
      ? (await queryRows<{ telephone: string }>(db, sql`SELECT telephone FROM users WHERE telephone IN (${sql.join(phones.map((p) => sql`${p}`), sql`, `)})`)).map(
          (r) => r.telephone,
        )
      : [],
  );
  const partners = rows.map((r): FrequentFreePartner => {
    const motif = !r.phone ? FREE_PARTNER_TEXT.noPhone : taken.has(r.phone) ? FREE_PARTNER_TEXT.phoneTaken : null;
    const sups = typeof r.sups === "string" ? (JSON.parse(r.sups) as string[]) : r.sups;
    const id = partnerIdOfLineKey(r.account_key);
    return {
      id,
      partenaireNom: r.name ?? id,
      telephoneLibre: r.phone,
      nombreTransactions: Number(r.n),
      totalDepots: centsToFrancs(Number(r.dep)),
      totalRetraits: centsToFrancs(Number(r.ret)),
      derniereTransaction: new Date(r.last).toISOString(),
      superviseurIds: sups,
      peutConvertir: motif === null,
      motif,
    };
  });
  return { partners, config: { daysBack: query.daysBack, minTransactions: query.minTransactions } };
}

export interface ConvertedPartner {
  user: PublicUser;
  codeAcces: string;
  sms: SmsOutcome;
  /** how many of his transactions became his */
  transactionsTransferees: number;
  solde: ReturnType<typeof balanceOf>;
}

/**
 * POST /transactions/partners/convert-free: the free partner named `partenaireNom` (however typed) becomes a
 * registered partner with the phone `telephoneLibre`. Refused when he has no transaction, or the phone already
 * has an account. Conversions of one name run one at a time (an advisory lock on his key).
 */
export async function convertFreePartner(db: Db, actor: SessionUser, input: ConvertFreeInput & { siteUrl: string }): Promise<ConvertedPartner> {
  const name = tidyName(input.partenaireNom);
  const oldKey = freePartnerKey(name);
  if (!oldKey || partnerIdOfKey(oldKey)) throw new AppError("VALIDATION_ERROR", FREE_PARTNER_TEXT.nameInvalid);
  const code = await newAccessCode();
  try {
    const done = await db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${"caisse-free-partner:" + oldKey}, 0))`);
      const [history] = await queryRows<{ n: string | number; dep: string | number; ret: string | number; name: string | null }>(
        tx,
        sql`SELECT count(*) AS n,
              coalesce(sum(amount) FILTER (WHERE type = 'DEPOT'), 0) AS dep,
              coalesce(sum(amount) FILTER (WHERE type = 'RETRAIT'), 0) AS ret,
              (array_agg(partner_name ORDER BY seq DESC))[1] AS name
            FROM transactions WHERE account_key = ${oldKey} AND account_key LIKE 'part-%' AND type IN ('DEPOT', 'RETRAIT')`,
      );
      const moved = Number(history?.n ?? 0);
      if (!moved) throw new AppError("NOT_FOUND", FREE_PARTNER_TEXT.noHistory);
      const { user, smsId } = await insertAccountWithCode(
        tx,
        actor,
        { nomComplet: name, telephone: input.telephoneLibre, role: "PARTENAIRE" },
        { code, purpose: "ACCOUNT_CREATED", siteUrl: input.siteUrl, source: "partenaire libre enregistré" },
      );
      const newKey = registeredPartnerKey(user.id);
      // his rows move in one statement each: the balance triggers stand aside (drizzle/0009)
      await tx.execute(sql`SELECT set_config('caisse.partner_balance_sync', 'off', true)`);
      await tx.update(transactions).set({ accountKey: newKey, partnerId: user.id }).where(eq(transactions.accountKey, oldKey));
      await tx.update(partnerBalances).set({ accountKey: newKey, partnerId: user.id }).where(eq(partnerBalances.accountKey, oldKey));
      await tx.execute(sql`SELECT set_config('caisse.partner_balance_sync', 'on', true)`);
      await tx.update(accountLines).set({ accountKey: newKey, partnerId: user.id, label: user.nomComplet }).where(eq(accountLines.accountKey, oldKey));
      const solde = balanceOf(centsToFrancs(Number(history!.dep)), centsToFrancs(Number(history!.ret)));
      await writeAudit(tx, {
        actor,
        action: "FREE_PARTNER_CONVERTED",
        entity: "user",
        entityId: user.id,
        before: { partenaireNom: history!.name ?? name, accountKey: oldKey },
        after: { userId: user.id, accountKey: newKey, telephone: user.telephone, transactions: moved, solde: solde.montant },
      });
      return { user, smsId, moved, solde };
    });
    return { user: done.user, codeAcces: code.plain, sms: await deliverSms(db, done.smsId), transactionsTransferees: done.moved, solde: done.solde };
  } catch (error) {
    // the phone taken by an account created meanwhile
    if (isUniqueViolation(error, "users_telephone_key")) throw new AppError("CONFLICT", USER_ADMIN_MESSAGES.phoneUsed);
    throw error;
  }
}

