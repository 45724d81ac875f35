// Profile photos: JPEG, PNG or WebP recognised by their first bytes (never by a name or a declared type), 5 MB at most.
// What is stored is small (lib/services/photos.ts): a larger photo is scaled down to PHOTO_MAX_SIDE.

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TOO_LARGE = "L'image ne doit pas dépasser 5MB";
export const PHOTO_BAD_TYPE = "Format d'image non pris en charge (JPEG, PNG ou WebP)";
export const PHOTO_INVALID = "Image invalide";
/** the longest side of a stored photo, in pixels (the avatar shows 64 px; 512 stays sharp on any screen) */
export const PHOTO_MAX_SIDE = 512;
/** a photo already this small (bytes, and PHOTO_MAX_SIDE px) is stored as sent */
export const PHOTO_KEPT_BYTES = 256 * 1024;
/**
 * The most pixels decoded to scale a photo down: a JPEG, WebP or PNG read in strips (24 MP: a 6000 × 4000
 * camera photo), or a progressive JPEG or interlaced PNG, which is decoded whole before it can be scaled
 * (8 MP, about 32 MB while it is decoded).
 */
export const PHOTO_MAX_PIXELS = 24_000_000;
export const PHOTO_MAX_PIXELS_WHOLE = 8_000_000;
export const photoTooManyPixels = (max: number) => `L'image est trop grande (${max / 1_000_000} mégapixels au plus)`;
export const PHOTO_MIMES = ["image/jpeg", "image/png", "image/webp"] as const;
export type PhotoMime = (typeof PHOTO_MIMES)[number];

const startsWith = (bytes: Uint8Array, signature: number[], offset = 0) =>
  bytes.length >= offset + signature.length && signature.every((b, i) => bytes[offset + i] === b);

/** The image type announced by the content itself, or null. */
export function detectImageMime(bytes: Uint8Array): PhotoMime | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "image/jpeg";
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "image/png";
  // RIFF <size> WEBP
  if (startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8)) return "image/webp";
  return null;
}

/** The base64 payload of a `data:<type>;base64,<payload>` URL, or null when it is not one. */
export function dataUrlPayload(value: string): string | null {
  const match = /^data:[a-z0-9.+/-]*;base64,/i.exec(value);
  return match ? value.slice(match[0].length) : null;
}

/** Decoded size of a base64 text, without decoding it (to refuse a huge upload early). */
export function base64DecodedSize(base64: string): number {
  // a photo's text is megabytes long: copied without its blanks only when it has some
  const clean = /\s/.test(base64) ? base64.replace(/\s/g, "") : base64;
  const padding = clean.endsWith("==") ? 2 : clean.endsWith("=") ? 1 : 0;
  return Math.floor((clean.length * 3) / 4) - padding;
}

const UNITS = ["Bytes", "KB", "MB", "GB"] as const;

/** SPEC §9: file sizes in Bytes, KB, MB, GB. */
export function formatFileSize(bytes: number): string {
  if (bytes <= 0) return "0 Bytes";
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${exponent === 0 ? value : value.toFixed(2).replace(/\.?0+$/, "")} ${UNITS[exponent]}`;
}
