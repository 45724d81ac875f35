// POST /api/reconciliation/statements (admin, multipart: file, supervisorId, accountType, formatId?) — imports an
// operator's statement, all or nothing; GET ?supervisorId=&accountType= — the imports, newest first
import { apiRoute, reply } from "@/lib/api/handler";
import { STATEMENT_MAX_BODY_BYTES } from "@/lib/api/body-limits";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { AppError } from "@/lib/domain/errors";
import { importStatement } from "@/lib/services/statements/import";
import { listStatements } from "@/lib/services/statements/views";
import { RECONCILIATION_MESSAGES, statementImportSchema, statementsQuerySchema } from "@/lib/validation/reconciliation";

export const POST = apiRoute(
  { permission: "reconciliation:import", multipart: true, maxBodyBytes: STATEMENT_MAX_BODY_BYTES, body: statementImportSchema },
  async ({ user, body, form }) => {
    const file = form?.get("file");
    if (!file || typeof file === "string") throw new AppError("VALIDATION_ERROR", RECONCILIATION_MESSAGES.file);
    const bytes = Buffer.from(await file.arrayBuffer());
    const statement = await importStatement(await getDb(), user, { ...body, fileName: file.name, mime: file.type, bytes });
    return reply({ status: 201, message: "Relevé importé", data: { statement } });
  },
);

export const GET = apiRoute({ permission: "reconciliation:read", query: statementsQuerySchema }, async ({ user, query }) => listStatements(await getDb(), user, query));

export const { HEAD, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET, POST });
