// POST /api/reconciliation/formats (admin) — a column mapping saved by name, found again by its header's
// signature; GET — the saved formats
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { loadFormats, saveFormat } from "@/lib/services/statements/formats";
import { statementFormatSchema } from "@/lib/validation/reconciliation";

export const POST = apiRoute({ permission: "reconciliation:import", body: statementFormatSchema }, async ({ user, body }) =>
  reply({ status: 201, message: "Format enregistré", data: { format: await saveFormat(await getDb(), user, body) } }),
);

export const GET = apiRoute({ permission: "reconciliation:import" }, async () => ({ formats: await loadFormats(await getDb()) }));

export const { HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
