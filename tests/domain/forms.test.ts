// The login form shows the server's schema's problems under each field (lib/forms/field-errors.ts).
import { fieldErrors } from "@/lib/forms/field-errors";
import { LOGIN_MESSAGES, REQUIRED_FIELDS_MESSAGE } from "@/lib/domain/forms";
import { PHONE_MESSAGE } from "@/lib/domain/phone";
import { loginSchema } from "@/lib/validation/auth";

const problems = (input: { telephone: string; Code: string }) => {
  const parsed = loginSchema.safeParse(input);
  return parsed.success ? {} : fieldErrors(parsed.error.issues);
};

describe("the login schema, field by field", () => {
  it("accepts a phone and a code, trimmed", () => {
    expect(loginSchema.safeParse({ telephone: " 77 000 00 00 ", Code: "123456 " })).toEqual({ success: true, data: { telephone: "770000000", Code: "123456" } });
  });

  it("marks each missing field with SPEC's required message", () => {
    expect(problems({ telephone: "", Code: "  " })).toEqual({ telephone: REQUIRED_FIELDS_MESSAGE, Code: REQUIRED_FIELDS_MESSAGE });
    expect(problems({ telephone: "770000000", Code: "" })).toEqual({ Code: REQUIRED_FIELDS_MESSAGE });
  });

  it("says what is wrong with a value, under its field", () => {
    expect(problems({ telephone: "12", Code: "123456" })).toEqual({ telephone: PHONE_MESSAGE });
    expect(problems({ telephone: "770000000", Code: "1".repeat(21) })).toEqual({ Code: LOGIN_MESSAGES.codeLong });
    expect(problems({ telephone: "770000000", Code: "12\u000734" })).toEqual({ Code: LOGIN_MESSAGES.codeChars });
  });
});
