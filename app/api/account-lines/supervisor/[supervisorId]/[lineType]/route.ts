// DELETE /api/account-lines/supervisor/{supervisorId}/{lineType} {accountKey} — the earlier app's path
// (ORIGINAL-CLIENT.md) for DELETE /api/transactions/supervisors/{supervisorId}/lines/{lineType}
import { otherMethods } from "@/lib/api/methods";
import { DELETE } from "@/app/api/transactions/supervisors/[supervisorId]/lines/[lineType]/route";

export { DELETE };
export const { GET, HEAD, POST, PUT, PATCH, OPTIONS } = otherMethods({ DELETE });
