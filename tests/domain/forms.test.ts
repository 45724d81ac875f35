import { REQUIRED_FIELDS_MESSAGE, requiredValues } from "@/lib/domain/forms";
import { loginSchema } from "@/lib/validation/auth";

describe("requiredValues", () => {
  it("answers the values trimmed when none is empty", () => {
    expect(requiredValues({ telephone: " 770000000 ", Code: "123456 " })).toEqual({ telephone: "770000000", Code: "123456" });
  });

  it("answers null when a value is empty or blank", () => {
    expect(requiredValues({ telephone: "", Code: "123456" })).toBeNull();
    expect(requiredValues({ telephone: "770000000", Code: "   " })).toBeNull();
  });

  it("agrees with the server's login schema", () => {
    for (const input of [
      { telephone: "770000000", Code: "123456" },
      { telephone: " 770000000", Code: " 1 " },
      { telephone: "", Code: "123456" },
      { telephone: "770000000", Code: " " },
    ]) {
      const server = loginSchema.safeParse(input);
      expect(requiredValues(input)).toEqual(server.success ? server.data : null);
      if (!server.success) expect(server.error.issues[0]!.message).toBe(REQUIRED_FIELDS_MESSAGE);
    }
  });
});
