import { z } from "zod";

export const notificationsQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  unreadOnly: z.preprocess((v) => v === "true" || v === "1" || v === true, z.boolean()).default(false),
});
