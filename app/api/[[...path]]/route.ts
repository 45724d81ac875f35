// * /api/** — any /api path no other route file serves: 404 NOT_FOUND in the envelope, whatever the method
import { unknownPath } from "@/lib/api/methods";

export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = unknownPath();
