// A large profile photo is stored scaled down (at most PHOTO_MAX_SIDE px, a few tens of kilobytes), an
// image whose decoding could not stay in bounded memory is refused before it is decoded, and a header over
// data that does not decode is refused; nothing is stored in either case.
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { GET as photo } from "@/app/api/users/[id]/photo/route";
import { PUT as putProfile } from "@/app/api/users/profile/route";
import { getDb } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { PHOTO_KEPT_BYTES, PHOTO_MAX_SIDE } from "@/lib/domain/images";
import { call } from "../helpers/http";
import { createTestUser, loginAs } from "../helpers/users";

const dataUrl = (bytes: Buffer, type: string) => `data:${type};base64,${bytes.toString("base64")}`;
/** a photo-like picture (noise, so that it does not compress to nothing) */
const picture = (width: number, height: number, channels: 3 | 4 = 3) =>
  sharp({ create: { width, height, channels, background: { r: 120, g: 90, b: 60, alpha: 0.5 }, noise: { type: "gaussian", mean: 120, sigma: 40 } } });

async function storedPhoto(id: string) {
  const [row] = await (await getDb()).select({ photo: users.photo, mime: users.photoMime }).from(users).where(eq(users.id, id));
  return row!;
}

describe("a large profile photo", () => {
  it("is stored scaled down to 512 px, as JPEG (or WebP when it has transparency), and served so", async () => {
    const user = await createTestUser("SUPERVISEUR");
    const token = await loginAs(user);
    const jpeg = await picture(3000, 2000).jpeg({ quality: 95 }).toBuffer();
    expect(jpeg.length).toBeGreaterThan(PHOTO_KEPT_BYTES);
    const res = await call(putProfile, "/api/users/profile", { method: "PUT", token, body: { nomComplet: user.nomComplet, profileImage: dataUrl(jpeg, "image/jpeg") } });
    expect(res.status).toBe(200);
    const stored = await storedPhoto(user.id);
    expect(stored.mime).toBe("image/jpeg");
    expect(stored.photo!.length).toBeLessThan(PHOTO_KEPT_BYTES);
    expect(await sharp(stored.photo!).metadata()).toMatchObject({ format: "jpeg", width: PHOTO_MAX_SIDE, height: 341 });
    const served = await call(photo, res.body.data.user.photo, { token, params: { id: user.id } });
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    expect(Number(served.headers.get("content-length"))).toBe(stored.photo!.length);

    // a transparent PNG, taller than wide: WebP keeps its transparency
    const png = await picture(700, 1050, 4).png().toBuffer();
    expect(png.length).toBeGreaterThan(PHOTO_KEPT_BYTES);
    expect((await call(putProfile, "/api/users/profile", { method: "PUT", token, body: { nomComplet: user.nomComplet, profileImage: dataUrl(png, "image/png") } })).status).toBe(200);
    const transparent = await storedPhoto(user.id);
    expect(transparent.mime).toBe("image/webp");
    expect(await sharp(transparent.photo!).metadata()).toMatchObject({ format: "webp", width: 341, height: PHOTO_MAX_SIDE, hasAlpha: true });
  });

  it("is refused before decoding when it has too many pixels to decode in bounded memory, and nothing changes", async () => {
    const user = await createTestUser("PARTENAIRE");
    const token = await loginAs(user);
    const put = (bytes: Buffer, type: string) => call(putProfile, "/api/users/profile", { method: "PUT", token, body: { nomComplet: "Nouveau Nom", profileImage: dataUrl(bytes, type) } });
    // 6000 × 4001 pixels of one colour: a few hundred kilobytes of PNG, 72 MB once decoded
    const flat = await sharp({ create: { width: 6000, height: 4001, channels: 3, background: "#808080" } }).png().toBuffer();
    expect(flat.length).toBeLessThan(1024 * 1024);
    const tooMany = await put(flat, "image/png");
    expect(tooMany.status).toBe(422);
    expect(tooMany.body).toEqual({ success: false, code: "VALIDATION_ERROR", message: "L'image est trop grande (24 mégapixels au plus)", data: null });
    // a progressive JPEG is decoded whole before it can be scaled: 3000 × 3000 is past its 8 MP
    const progressive = await picture(3000, 3000).jpeg({ quality: 50, progressive: true }).toBuffer();
    const whole = await put(progressive, "image/jpeg");
    expect(whole.status).toBe(422);
    expect(whole.body.message).toBe("L'image est trop grande (8 mégapixels au plus)");
    // JPEG's first bytes over data that is not a JPEG
    const fake = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(PHOTO_KEPT_BYTES * 2, 1)]);
    const invalid = await put(fake, "image/jpeg");
    expect(invalid.status).toBe(422);
    expect(invalid.body.message).toBe("Image invalide");
    const row = await storedPhoto(user.id);
    expect(row.photo).toBeNull();
    const [named] = await (await getDb()).select({ nomComplet: users.nomComplet }).from(users).where(eq(users.id, user.id));
    expect(named!.nomComplet).toBe(user.nomComplet);
  });
});
