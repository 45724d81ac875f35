// GET /api/partner-balance/{partnerId}/history?page&limit&from&to — a partner's movements, paged
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { presentPartnerHistory } from "@/lib/presenters/partner-balance";
import { getPartnerHistory } from "@/lib/services/partner-history";
import { balanceHistoryQuerySchema, partnerParam } from "@/lib/validation/partner-balance";

export const GET = apiRoute({ permission: "partners:balance", query: balanceHistoryQuerySchema }, async ({ user, params, query }) =>
  presentPartnerHistory(await getPartnerHistory(await getDb(), user, partnerParam(params.partnerId), query)),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
