// GET /api/partner-balance/{partnerId} — a partner's balance, figures and latest movements;
// partnerId is a registered partner's id or a free partner's name
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { presentPartnerBalance } from "@/lib/presenters/partner-balance";
import { getPartnerBalance } from "@/lib/services/partner-balance";
import { partnerParam } from "@/lib/validation/partner-balance";

export const GET = apiRoute({ permission: "partners:balance" }, async ({ user, params }) =>
  presentPartnerBalance(await getPartnerBalance(await getDb(), user, partnerParam(params.partnerId))),
);

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
