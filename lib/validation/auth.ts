// Login input, shared by the /auth form and POST /api/users/login (SPEC §5: telephone and Code required).
// Schemas shared with the browser use zod/mini: the same rules at a sixth of the weight.
import * as z from "zod/mini";

import { LOGIN_MESSAGES, REQUIRED_FIELDS_MESSAGE } from "@/lib/domain/forms";
import { body, phone, PHONE_MESSAGE, text } from "./fields";

export { LOGIN_MESSAGES, REQUIRED_FIELDS_MESSAGE };

export const loginSchema = body({
  // a phone that cannot be one is refused for its form, whoever holds an account: nothing is revealed
  telephone: phone({ missing: REQUIRED_FIELDS_MESSAGE, invalid: PHONE_MESSAGE }),
  Code: text({ min: 1, max: 20, type: REQUIRED_FIELDS_MESSAGE, short: REQUIRED_FIELDS_MESSAGE, long: LOGIN_MESSAGES.codeLong, chars: LOGIN_MESSAGES.codeChars }),
});

export type LoginInput = z.infer<typeof loginSchema>;
