// POST /api/transactions/partners/convert-free {partenaireNom, telephoneLibre} — the admin makes a free partner
// a registered one: his account and code (shown once, sent by SMS), his history and balance his
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { siteUrlOf } from "@/lib/api/site";
import { getDb } from "@/lib/db/client";
import { presentConvertedPartner } from "@/lib/presenters/partner-balance";
import { convertFreePartner, FREE_PARTNER_TEXT } from "@/lib/services/free-partners";
import { convertFreeSchema } from "@/lib/validation/free-partners";

export const POST = apiRoute({ permission: "accounts:create", body: convertFreeSchema }, async ({ req, user, body }) => {
  const converted = await convertFreePartner(await getDb(), user, { ...body, siteUrl: siteUrlOf(req) });
  return reply({ status: 201, message: FREE_PARTNER_TEXT.converted, data: presentConvertedPartner(converted) });
});

export const { GET, HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ POST });
