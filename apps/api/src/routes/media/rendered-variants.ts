import sharp from 'sharp';

/** The gallery and listing sizes of SPEC section 9 (thumbnails 80, gallery 865, modal 1500...). */
export const imageWidths = [80, 160, 320, 480, 640, 865, 1200, 1500] as const;

export type ImageFormat = 'webp' | 'png';
export type ImageRequest = { width: number; height: number | undefined; format: ImageFormat };
export type ImageOriginal = { bytes: Uint8Array; contentType: string };

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
  const image = sharp(input, density === undefined ? {} : { density }).resize({
    width,
    height,
    fit: height === undefined ? 'inside' : 'cover',
  });
  return format === 'webp' ? image.webp({ quality: 80 }).toBuffer() : image.png().toBuffer();
}

/**
 * A small least-recently-used cache of rendered variants, bounded in entries and bytes. It only
 * saves CPU on one instance; the immutable Cache-Control lets the CDN hold the variants for all.
 */
export class RenderedVariants {
  readonly #entries = new Map<string, Buffer>();
  #bytes = 0;

  constructor(
    private readonly maxEntries = 256,
    private readonly maxBytes = 64 * 1024 * 1024,
  ) {}

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
