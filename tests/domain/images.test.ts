import { base64DecodedSize, dataUrlPayload, detectImageMime, formatFileSize, photoTooManyPixels } from "@/lib/domain/images";

const bytes = (...values: number[]) => Uint8Array.from(values);

describe("photos", () => {
  it("recognises JPEG, PNG and WebP by their first bytes, and nothing else", () => {
    expect(detectImageMime(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe("image/jpeg");
    expect(detectImageMime(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe("image/png");
    const webp = Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WEBPVP8 ")]);
    expect(detectImageMime(webp)).toBe("image/webp");
    expect(detectImageMime(Buffer.concat([Buffer.from("RIFF"), Buffer.alloc(4), Buffer.from("WAVE")]))).toBeNull();
    expect(detectImageMime(Buffer.from("GIF89a"))).toBeNull();
    expect(detectImageMime(Buffer.from("<svg>"))).toBeNull();
    expect(detectImageMime(bytes(0xff))).toBeNull();
  });

  it("reads a base64 data URL and its decoded size", () => {
    expect(dataUrlPayload("data:image/png;base64,AAAA")).toBe("AAAA");
    expect(dataUrlPayload("data:;base64,QQ==")).toBe("QQ==");
    expect(dataUrlPayload("image.png")).toBeNull();
    expect(dataUrlPayload("data:image/png,raw")).toBeNull();
    expect(base64DecodedSize(Buffer.from("abc").toString("base64"))).toBe(3);
    expect(base64DecodedSize(Buffer.from("abcd").toString("base64"))).toBe(4);
    expect(base64DecodedSize(Buffer.from("abcde").toString("base64"))).toBe(5);
    // line breaks and blanks (a MIME-wrapped payload) do not count
    expect(base64DecodedSize("YWJj\nZGVm\r\nZ2g= ")).toBe(8);
  });

  it("says how many pixels an image may have", () => {
    expect(photoTooManyPixels(24_000_000)).toBe("L'image est trop grande (24 mégapixels au plus)");
    expect(photoTooManyPixels(8_000_000)).toBe("L'image est trop grande (8 mégapixels au plus)");
  });

  it("formats sizes in Bytes, KB, MB, GB (SPEC §9)", () => {
    expect(formatFileSize(0)).toBe("0 Bytes");
    expect(formatFileSize(512)).toBe("512 Bytes");
    expect(formatFileSize(1536)).toBe("1.5 KB");
    expect(formatFileSize(5 * 1024 * 1024)).toBe("5 MB");
    expect(formatFileSize(3 * 1024 ** 4)).toBe("3072 GB");
  });
});
