// The photo a profile keeps. A photo already small (PHOTO_KEPT_BYTES, PHOTO_MAX_SIDE px) is stored as sent;
// a larger one, as a phone sends it (up to 5 MB), is scaled down to PHOTO_MAX_SIDE px by sharp (libvips),
// so that its database row, the answers that carry it and the embedded database's memory (which never
// shrinks) hold tens of kilobytes rather than megabytes.
//
// Bounded memory: sharp is loaded with the first photo (about 20 MB resident), reads the image's header
// before decoding anything, refuses one whose decoding would not stay within a few tens of megabytes
// (PHOTO_MAX_PIXELS, PHOTO_MAX_PIXELS_WHOLE), decodes in strips (JPEG and WebP shrink while they decode),
// on one thread, without libvips' cache, and one photo at a time for the whole server.
import type { Sharp, SharpOptions } from "sharp";
import { AppError } from "@/lib/domain/errors";
import {
  PHOTO_INVALID,
  PHOTO_KEPT_BYTES,
  PHOTO_MAX_PIXELS,
  PHOTO_MAX_PIXELS_WHOLE,
  PHOTO_MAX_SIDE,
  photoTooManyPixels,
  type PhotoMime,
} from "@/lib/domain/images";

export interface StoredPhoto {
  bytes: Buffer;
  mime: PhotoMime;
}

type SharpFactory = (input: Buffer, options?: SharpOptions) => Sharp;

let loading: Promise<SharpFactory> | null = null;

/** sharp, loaded on first use: a server that never receives a photo does not carry libvips. */
function loadSharp(): Promise<SharpFactory> {
  return (loading ??= import("sharp").then((module) => {
    const sharp = module.default;
    // libvips' operation cache would keep decoded images; one worker thread keeps one image's strips at a time
    sharp.cache(false);
    sharp.concurrency(1);
    return sharp as unknown as SharpFactory;
  }));
}

const FORMAT_OF: Record<PhotoMime, string> = { "image/jpeg": "jpeg", "image/png": "png", "image/webp": "webp" };

/** photos are scaled one after the other: two phones sending at once do not double the memory */
let queue: Promise<unknown> = Promise.resolve();

/**
 * The photo to store for `bytes` (its type `mime` already recognised from its first bytes): as sent when
 * it is small, scaled down otherwise (JPEG, or WebP when it has transparency). Refuses (422) an image
 * whose header cannot be read, whose header says another format, or that has too many pixels.
 */
export function storablePhoto(bytes: Buffer, mime: PhotoMime): Promise<StoredPhoto> {
  const run = queue.then(() => scalePhoto(bytes, mime));
  queue = run.catch(() => undefined);
  return run;
}

async function scalePhoto(bytes: Buffer, mime: PhotoMime): Promise<StoredPhoto> {
  const sharp = await loadSharp();
  // the header only: dimensions, format, and whether the image must be decoded whole
  const meta = await sharp(bytes).metadata().catch(() => null);
  if (!meta || meta.format !== FORMAT_OF[mime] || !meta.width || !meta.height) throw new AppError("VALIDATION_ERROR", PHOTO_INVALID);
  // a progressive JPEG or an interlaced PNG is decoded whole before it can be scaled
  const maxPixels = meta.isProgressive ? PHOTO_MAX_PIXELS_WHOLE : PHOTO_MAX_PIXELS;
  if (meta.width * meta.height > maxPixels) throw new AppError("VALIDATION_ERROR", photoTooManyPixels(maxPixels));
  if (bytes.length <= PHOTO_KEPT_BYTES && meta.width <= PHOTO_MAX_SIDE && meta.height <= PHOTO_MAX_SIDE) return { bytes, mime };

  const scaled = sharp(bytes, { limitInputPixels: maxPixels, sequentialRead: true, failOn: "error" })
    .rotate() // the camera's orientation applied, since the metadata that carried it is not kept
    .resize({ width: PHOTO_MAX_SIDE, height: PHOTO_MAX_SIDE, fit: "inside", withoutEnlargement: true });
  try {
    if (meta.hasAlpha) return { bytes: await scaled.webp({ quality: 80 }).toBuffer(), mime: "image/webp" };
    return { bytes: await scaled.jpeg({ quality: 82, mozjpeg: true }).toBuffer(), mime: "image/jpeg" };
  } catch {
    // a header that reads well over data that does not (truncated or corrupt)
    throw new AppError("VALIDATION_ERROR", PHOTO_INVALID);
  }
}
