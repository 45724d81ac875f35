// Login input, shared by the /auth form and POST /api/users/login (SPEC §5: telephone and Code required).
// Schemas shared with the browser use zod/mini: the same rules at a sixth of the weight.
import * as z from "zod/mini";

import { REQUIRED_FIELDS_MESSAGE } from "@/lib/domain/forms";

export { REQUIRED_FIELDS_MESSAGE };

const required = () => z.string({ error: REQUIRED_FIELDS_MESSAGE }).check(z.trim(), z.minLength(1, REQUIRED_FIELDS_MESSAGE));

export const loginSchema = z.object({
  telephone: required(),
  Code: required(),
});

export type LoginInput = z.infer<typeof loginSchema>;
