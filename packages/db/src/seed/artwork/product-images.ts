import type { ProductDefinition } from '../catalogue/types.ts';
import type { ImageType, ProductKind } from '../../schema/index.ts';
import { accessoryBody, furnitureBody, tapBody, trayBody } from './object-art.ts';
import { screenBody } from './screen-art.ts';
import { ambienceSvg, planViewSvg, profileDetailSvg } from './screen-views.ts';
import { escapeText, svgDocument } from './svg.ts';

export interface GeneratedImage {
  publicId: string;
  type: ImageType;
  svg: string;
}

function principalBody(product: ProductDefinition): string {
  const drawers: Record<ProductKind, () => string> = {
    'shower-screen': () => screenBody(product.artwork),
    'bath-screen': () => screenBody(product.artwork),
    'shower-tray': () => trayBody(product.artwork, product.ref),
    tap: () => tapBody(product.artwork),
    furniture: () => furnitureBody(product.artwork),
    accessory: () => accessoryBody(product.artwork),
  };
  return drawers[product.kind]();
}

/** Where the detail picture zooms in: the handle, the drain, the mixer... */
const detailViewBox: Record<ProductKind, string> = {
  'shower-screen': '340 180 240 180',
  'bath-screen': '480 200 240 180',
  'shower-tray': '300 250 200 150',
  tap: '300 330 240 180',
  furniture: '240 180 320 240',
  accessory: '200 180 400 300',
};

function measureLabel(product: ProductDefinition): string {
  const width = product.measures?.find((measure) => measure.attribute === 'width-attr');
  if (width) return `${width.minCm}–${width.maxCm} cm`;
  const sizes = product.options['medida'] ?? [];
  const first = sizes[0];
  const last = sizes[sizes.length - 1];
  if (!first || !last) return '';
  return first === last ? `${first} cm` : `${first} – ${last} cm`;
}

/** Croquis: the outline with its measures, language-neutral. */
function sketchBody(product: ProductDefinition): string {
  const label = escapeText(measureLabel(product));
  return [
    '<rect width="800" height="600" fill="#ffffff"/>',
    '<g fill="none" stroke="#1d3557" stroke-width="3">',
    '<rect x="180" y="90" width="440" height="380"/>',
    product.kind.endsWith('screen')
      ? '<path d="M400 90v380M410 270v60"/>'
      : '<ellipse cx="400" cy="280" rx="40" ry="22"/>',
    '<path d="M180 520h440M180 505v30M620 505v30M190 520l-10 0M610 520l10 0"/>',
    '<path d="M130 90v380M115 90h30M115 470h30"/>',
    '</g>',
    `<text x="400" y="560" font-family="Helvetica, Arial, sans-serif" font-size="28" text-anchor="middle" fill="#1d3557">${label}</text>`,
    product.kind.endsWith('screen')
      ? '<text x="90" y="290" font-family="Helvetica, Arial, sans-serif" font-size="22" text-anchor="middle" fill="#1d3557" transform="rotate(-90 90 290)">195 cm</text>'
      : '',
  ].join('');
}

const isScreen = (kind: ProductKind) => kind === 'shower-screen' || kind === 'bath-screen';

/**
 * Principal and detail pictures for every product; a sketch only where measures matter.
 * Screens, the shop's costliest products, also get their bathroom in 3D (ambience) and the
 * plan seen from above (a second sketch), and a close-up of their own profile and handle.
 */
export function productImageTypes(kind: ProductKind): ImageType[] {
  if (isScreen(kind)) return [100, 200, 300, 400, 400];
  return kind === 'shower-tray' ? [100, 200, 400] : [100, 200];
}

export function productImages(product: ProductDefinition): GeneratedImage[] {
  const principal = principalBody(product);
  const screen = isScreen(product.kind);
  // Views in the order of productImageTypes: the nth picture is products/<ref>/<n>.
  const views: (() => string)[] = screen
    ? [
        () => svgDocument(principal),
        () => svgDocument(profileDetailSvg(product)),
        () => ambienceSvg(product),
        () => svgDocument(sketchBody(product)),
        () => svgDocument(planViewSvg(product)),
      ]
    : [
        () => svgDocument(principal),
        () => svgDocument(principal, detailViewBox[product.kind]),
        () => svgDocument(sketchBody(product)),
      ];
  return productImageTypes(product.kind).map((type, index) => ({
    publicId: `products/${product.ref}/${index + 1}`,
    type,
    svg: views[index]?.() ?? '',
  }));
}
