// GET /api/users/{id}/photo — a profile photo (one's own, or any for the admin); personal data: never stored by a cache
import { apiRoute } from "@/lib/api/handler";
import { otherMethods } from "@/lib/api/methods";
import { uuidParam } from "@/lib/api/params";
import { getDb } from "@/lib/db/client";
import { getUserPhoto } from "@/lib/services/profile";

export const GET = apiRoute({ permission: "profile:read" }, async ({ user, params }) => {
  const photo = await getUserPhoto(await getDb(), user, uuidParam(params));
  return new Response(new Uint8Array(photo.bytes), {
    headers: {
      "Content-Type": photo.mime,
      "Content-Length": String(photo.bytes.length),
      "Cache-Control": "no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

export const { HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = otherMethods({ GET });
