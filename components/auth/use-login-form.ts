"use client";

// The login form's state, check and sending: the server's schema (loaded when the browser is idle, so that zod
// stays out of /auth's first load) puts each problem under its field, and so does a server answer that belongs
// to one field; no network is a toast. What was typed or tapped before hydration is taken over from the early
// script (lib/early/events.ts). A successful login leaves for the role's home page.
import { useEffect, useRef, useState } from "react";
import { queueToast, toast } from "@/lib/client/toast";
import { api, ApiError } from "@/lib/api-client";
import { isNetworkError } from "@/lib/client/expired";
import { fieldErrors, serverFieldErrors } from "@/lib/forms/field-errors";
import { useFormFields } from "@/lib/forms/use-form-fields";
import { rememberUser } from "@/lib/client/session";
import { useEarlyClaim } from "@/lib/client/early";
import { LOGIN_MESSAGES, REQUIRED_FIELDS_MESSAGE } from "@/lib/domain/forms";
import { PHONE_MESSAGE } from "@/lib/domain/phone";
import { homePathFor } from "@/lib/domain/users";
import type { PublicUser } from "@/lib/services/users";

const loadSchema = () => import("@/lib/validation/auth").then((m) => m.loginSchema);
export const LOGIN_IDS = { telephone: "login-telephone", Code: "login-code" };
type Values = Record<keyof typeof LOGIN_IDS, string>;
/** The server's answers that belong to one field (SPEC §5: telephone and Code). */
const SERVER_FIELDS = { telephone: [PHONE_MESSAGE], Code: [LOGIN_MESSAGES.codeLong, LOGIN_MESSAGES.codeChars] };

export function useLoginForm() {
  const { values, setValues, edit, errors, show } = useFormFields<Values>({ telephone: "", Code: "" }, LOGIN_IDS);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => setTimeout(run, 1));
    idle(() => void loadSchema().catch(() => undefined));
  }, []);

  // declared before the early claim below, whose callback replays a Se connecter that waited through it
  async function submit(typed: Values) {
    const body = { telephone: typed.telephone.trim(), Code: typed.Code.trim() };
    // without its code (offline), the server checks the same schema and its answer goes under the field
    const parsed = (await loadSchema().catch(() => null))?.safeParse(body);
    if (parsed && !parsed.success) {
      const problems = fieldErrors<keyof typeof LOGIN_IDS>(parsed.error.issues);
      show(problems);
      if (Object.values(problems).includes(REQUIRED_FIELDS_MESSAGE)) toast.error(REQUIRED_FIELDS_MESSAGE);
      return;
    }
    setSubmitting(true);
    try {
      const data = await api<{ token: string; user: PublicUser }>("/api/users/login", {
        method: "POST",
        body,
      });
      rememberUser(data.user);
      // the home page is another application shell: a full navigation, the toast shown on arrival
      queueToast("success", `Connexion réussie ! Bienvenue ${data.user.nomComplet}`);
      window.location.replace(homePathFor(data.user.role));
    } catch (error) {
      const network = isNetworkError(error);
      const onField = !network && error instanceof ApiError && serverFieldErrors(error.serverMessage, SERVER_FIELDS);
      if (onField) show(onField);
      toast.error(
        network
          ? "Erreur de connexion. Vérifiez votre réseau."
          : (error instanceof ApiError && error.serverMessage) || "Erreur de connexion",
      );
      setSubmitting(false);
    }
  }

  // Hydrated: what was typed before is the form's (React does not read it back), the early messages become
  // this form's own, and a Se connecter that waited goes now.
  useEarlyClaim("login", ({ replay, invalid }) => {
    const form = formRef.current;
    if (!form) return;
    const typed = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? "";
    const early = { telephone: typed("telephone"), Code: typed("Code").replace(/\D/g, "") };
    setValues(early);
    const marked = invalid.filter((field): field is keyof typeof LOGIN_IDS => field in LOGIN_IDS);
    if (marked.length) show(Object.fromEntries(marked.map((field) => [field, REQUIRED_FIELDS_MESSAGE])), { focus: false });
    if (replay) void submit(early);
  });

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    void submit(values);
  }

  return { formRef, values, edit, errors, submitting, onSubmit };
}
