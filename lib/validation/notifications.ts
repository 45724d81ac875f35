// GET /api/notifications's query: how many, and whether only the unread ones.
import * as z from "zod/mini";
import { flag } from "./fields";
import { pageParam } from "./lines";

const INVALID = "Paramètre invalide";

export const notificationsQuerySchema = z.object({
  limit: pageParam(20, 100, "Limite invalide"),
  unreadOnly: flag(INVALID),
});
