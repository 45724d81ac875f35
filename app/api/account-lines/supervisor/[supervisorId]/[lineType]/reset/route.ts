// PUT /api/account-lines/supervisor/{supervisorId}/{lineType}/reset {accountKey, newValue} — the earlier app's
// path (ORIGINAL-CLIENT.md) for PUT /api/transactions/supervisors/{supervisorId}/lines/{lineType}/reset
import { otherMethods } from "@/lib/api/methods";
import { PUT } from "@/app/api/transactions/supervisors/[supervisorId]/lines/[lineType]/reset/route";

export { PUT };
export const { GET, HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ PUT });
