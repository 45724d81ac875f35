import { decryptAccessCode, encryptAccessCode, generateAccessCode, hashAccessCode, isAccessCode, sealAccessCode, verifyAccessCode, verifyAgainstDummy } from "@/lib/auth/codes";

describe("access codes", () => {
  it("generates 6 digits", () => {
    const codes = Array.from({ length: 200 }, generateAccessCode);
    for (const code of codes) expect(code).toMatch(/^[0-9]{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(190);
    expect(isAccessCode("012345")).toBe(true);
    expect(isAccessCode("12345")).toBe(false);
  });

  // five hashes at the production cost: well under a second alone, several on a machine running other suites
  it("hashes with a salt and verifies", async () => {
    const a = await hashAccessCode("123456");
    const b = await hashAccessCode("123456");
    expect(a).not.toBe(b);
    expect(a).not.toContain("123456");
    await expect(verifyAccessCode("123456", a)).resolves.toBe(true);
    await expect(verifyAccessCode("123457", a)).resolves.toBe(false);
    await expect(verifyAccessCode("123456", "plain")).resolves.toBe(false);
    await expect(verifyAgainstDummy("123456")).resolves.toBe(false);
  }, 30_000);

  it("encrypts so that only the server's secret reads it back", async () => {
    const sealed = encryptAccessCode("654321");
    expect(sealed).not.toContain("654321");
    expect(decryptAccessCode(sealed)).toBe("654321");
    const [v, iv, tag, data] = sealed.split(":");
    const tampered = [v, iv, tag, Buffer.from("xxxxxx").toString("base64")].join(":");
    expect(decryptAccessCode(tampered)).toBeNull();
    expect(decryptAccessCode("garbage")).toBeNull();
    expect(data).toBeTruthy();
    const both = await sealAccessCode("111111");
    expect(decryptAccessCode(both.codeCipher)).toBe("111111");
    await expect(verifyAccessCode("111111", both.codeHash)).resolves.toBe(true);
  });
});
