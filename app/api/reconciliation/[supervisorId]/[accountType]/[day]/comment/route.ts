// PATCH /api/reconciliation/{supervisorId}/{accountType}/{day}/comment { comment } — the supervisor himself
// explains a day's écart against his statement ("" removes his comment); the admin reads it on the day's detail
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { saveReconciliationComment, VIEW_MESSAGES } from "@/lib/services/statements/views";
import { reconciliationCommentSchema } from "@/lib/validation/reconciliation";
import { reconciliationParams } from "@/lib/validation/reconciliation-params";

export const PATCH = apiRoute({ permission: "reconciliation:comment", body: reconciliationCommentSchema }, async ({ user, params, body }) =>
  reply({ message: VIEW_MESSAGES.saved, data: await saveReconciliationComment(await getDb(), user, { ...reconciliationParams(params), comment: body.comment }) }),
);

export const { GET, HEAD, POST, PUT, DELETE, OPTIONS } = otherMethods({ PATCH });
