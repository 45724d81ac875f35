// Route parameters. An `[id]` that is not a uuid is a path that does not exist (404), never a SQL error.
import { AppError } from "@/lib/domain/errors";
import { isUuid } from "@/lib/domain/input";

/** The uuid in `params[name]`, in lower case; 404 (with `notFound`, e.g. 'Transaction non trouvée') otherwise. */
export function uuidParam(params: Record<string, string>, name = "id", notFound?: string): string {
  const value = params[name];
  if (!isUuid(value)) throw new AppError("NOT_FOUND", notFound);
  return value.toLowerCase();
}
