// Login input, shared by the /auth form and POST /api/users/login (SPEC §5: telephone and Code required).
import { z } from "zod";

export const REQUIRED_FIELDS_MESSAGE = "⚠️ Veuillez remplir tous les champs obligatoires (*)";

const required = () => z.string({ error: REQUIRED_FIELDS_MESSAGE }).trim().min(1, REQUIRED_FIELDS_MESSAGE);

export const loginSchema = z.object({
  telephone: required(),
  Code: required(),
});

export type LoginInput = z.infer<typeof loginSchema>;
