// GET /api/settings — the network settings (admin); PUT /api/settings — changes them (audited)
import { apiRoute, reply } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { getDb } from "@/lib/db/client";
import { getNetworkSettings, updateNetworkSettings } from "@/lib/services/settings";
import { settingsSchema } from "@/lib/validation/day-close";

export const GET = apiRoute({ permission: "settings:read" }, async () => getNetworkSettings(await getDb()));

export const PUT = apiRoute({ permission: "settings:update", body: settingsSchema }, async ({ user, body }) =>
  reply({ message: "Paramètres enregistrés", data: await updateNetworkSettings(await getDb(), user, body) }),
);

export const { HEAD, POST, PATCH, DELETE, OPTIONS } = otherMethods({ GET, PUT });
