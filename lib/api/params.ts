// Route parameters. An `[id]` that is not a uuid is a path that does not exist (404), never a SQL error.
import { AppError } from "@/lib/domain/errors";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function uuidParam(params: Record<string, string>, name = "id"): string {
  const value = params[name];
  if (!value || !UUID.test(value)) throw new AppError("NOT_FOUND");
  return value.toLowerCase();
}
