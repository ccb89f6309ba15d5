import sharp, { type Sharp } from 'sharp';

/** The gallery and listing sizes of SPEC section 9 (thumbnails 80, gallery 865, modal 1500...). */
export const imageWidths = [80, 160, 320, 480, 640, 865, 1200, 1500] as const;

/** AVIF and WebP for the browsers that take them, JPEG (photos) or PNG (drawings) for the rest. */
export const imageFormats = ['avif', 'webp', 'jpeg', 'png'] as const;
export type ImageFormat = (typeof imageFormats)[number];
export type ImageRequest = { width: number; height: number | undefined; format: ImageFormat };
/** The content type matters only for an SVG (drawn at the asked size); a photo needs none. */
export type ImageOriginal = { bytes: Uint8Array; contentType?: string };

/** Rasterizing past this density costs a lot of memory for no visible gain. */
const maxSvgDensity = 2400;

/** Renders one variant; an SVG is rasterized at the density that gives the asked width directly. */
export async function renderVariant(
  original: ImageOriginal,
  { width, height, format }: ImageRequest,
) {
  const input = Buffer.from(original.bytes);
  let density: number | undefined;
  if (original.contentType === 'image/svg+xml') {
    const { width: naturalWidth = width } = await sharp(input).metadata();
    density = Math.min(maxSvgDensity, Math.max(1, (72 * width) / naturalWidth));
  }
  const image = sharp(input, density === undefined ? {} : { density })
    // A phone's photo is stored as taken: its EXIF orientation says which way is up.
    .autoOrient()
    .resize({ width, height, fit: height === undefined ? 'inside' : 'cover' });
  return encoders[format](image).toBuffer();
}

const encoders: Record<ImageFormat, (image: Sharp) => Sharp> = {
  // Effort 3 of 9: a large photo encodes in about a second, close to the best size.
  avif: (image) => image.avif({ quality: 55, effort: 3 }),
  webp: (image) => image.webp({ quality: 80 }),
  // JPEG has no transparency: a cut-out product shows on white, as the gallery's background.
  jpeg: (image) => image.flatten({ background: '#ffffff' }).jpeg({ quality: 82, mozjpeg: true }),
  png: (image) => image.png(),
};

/**
 * A small least-recently-used cache of rendered variants, bounded in entries and bytes. It only
 * saves CPU on one instance; the immutable Cache-Control lets the CDN hold the variants for all.
 * It is a copy of the file store and the catalogue: `clear()` drops it when they change (a
 * removed photo must answer 404 on every instance, not the bytes kept here).
 */
export class RenderedVariants {
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;
  /** Counts the clears, so bytes rendered from what was there before the last one are not kept. */
  #clears = 0;

  constructor(
    private readonly maxEntries = 256,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

  /** The kept variant, else what `render` makes (kept unless a clear came meanwhile). */
  async load(key: string, render: () => Promise<Buffer | undefined>): Promise<Buffer | undefined> {
    const kept = this.get(key);
    if (kept !== undefined) return kept;
    const clears = this.#clears;
    const bytes = await render();
    if (bytes !== undefined && clears === this.#clears) this.set(key, bytes);
    return bytes;
  }

  clear(): void {
    this.#entries.clear();
    this.#bytes = 0;
    this.#clears += 1;
  }

  get(key: string): Buffer | undefined {
    const bytes = this.#entries.get(key);
    if (bytes === undefined) return undefined;
    this.#entries.delete(key);
    this.#entries.set(key, bytes);
    return bytes;
  }

  set(key: string, bytes: Buffer): void {
    if (bytes.byteLength > this.maxBytes) return;
    this.#remove(key);
    this.#entries.set(key, bytes);
    this.#bytes += bytes.byteLength;
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.maxEntries && this.#bytes <= this.maxBytes) break;
      this.#remove(oldest);
    }
  }

  #remove(key: string): void {
    const bytes = this.#entries.get(key);
    if (bytes === undefined) return;
    this.#entries.delete(key);
    this.#bytes -= bytes.byteLength;
  }
}
