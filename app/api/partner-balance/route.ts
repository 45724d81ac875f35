// GET /api/partner-balance — every partner the caller may see with his running balance
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { presentPartnerBalances } from "@/lib/presenters/partner-balance";
import { listPartnerBalances } from "@/lib/services/partner-balance";
import { balanceListQuerySchema } from "@/lib/validation/partner-balance";

export const GET = apiRoute({ permission: "partners:balance", query: balanceListQuerySchema }, async ({ user, query }) => ({
  partners: presentPartnerBalances(await listPartnerBalances(await getDb(), user, query)),
}));

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
