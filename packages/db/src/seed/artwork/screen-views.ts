/**
 * The views of a shower or bath screen beyond its front picture (screen-art.ts): the screen in
 * 3D in its bathroom in another finish, a close-up of its profile and handle, and the plan seen
 * from above. Each follows the product's family (opening), profile colour and glass.
 */
import { profileColors } from '../catalogue/screen-products.ts';
import type { ProductArtwork, ProductDefinition } from '../catalogue/types.ts';
import { screenScenes, type ScreenLook } from './videos/demo-videos.ts';
import { height, shade, width } from './svg.ts';

type Opening = NonNullable<ProductArtwork['opening']>;

/** The product's finishes in the order it offers them, as colours. */
function finishes(product: ProductDefinition): string[] {
  const offered = (product.options['color-perfil'] ?? [])
    .map((slug) => profileColors[slug])
    .filter((color): color is string => color !== undefined);
  return offered.length > 0 ? offered : [product.artwork.color];
}

/**
 * The bathroom view shows the screen in its second finish with matte glass when it offers
 * them: the buyer sees what the options change, not the front picture again.
 */
export function ambienceLook(product: ProductDefinition): ScreenLook {
  const colors = finishes(product);
  const matte = (product.options['tipo-vidrio'] ?? []).includes('mate');
  return {
    profile: colors[1] ?? colors[0] ?? product.artwork.color,
    tint: matte ? 'matte' : 'clear',
  };
}

const sceneOf: Record<Opening, keyof typeof screenScenes> = {
  sliding: 'sliding',
  hinged: 'sliding',
  folding: 'sliding',
  corner: 'corner',
  round: 'corner',
  fixed: 'fixed',
  bath: 'bath',
};

/** The screen in 3D in a tiled bathroom, turned three quarters, a door part open. */
export function ambienceSvg(product: ProductDefinition): string {
  const opening = product.artwork.opening ?? 'sliding';
  const draw = screenScenes[sceneOf[opening]];
  // A moment of the video's movement where the doors are part open and the view turned.
  const moment = opening === 'hinged' || opening === 'folding' ? 0 : 0.32;
  return draw(moment, ambienceLook(product), { width, height, background: '#e9ecee' });
}

const metal = (id: string, color: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${shade(color, -0.3)}"/><stop offset="0.35" stop-color="${shade(color, 0.45)}"/><stop offset="0.6" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient>`;
const metalDown = (id: string, color: string) =>
  `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${shade(color, 0.45)}"/><stop offset="0.5" stop-color="${color}"/><stop offset="1" stop-color="${shade(color, -0.35)}"/></linearGradient>`;

function handleDetail(opening: Opening, color: string): string {
  switch (opening) {
    case 'hinged':
    case 'folding':
      // A hinge plate on the wall profile and a round knob through the glass.
      return [
        `<rect x="150" y="180" width="130" height="90" rx="10" fill="url(#side)" stroke="${shade(color, -0.4)}" stroke-width="2"/>`,
        `<circle cx="185" cy="225" r="7" fill="${shade(color, -0.45)}"/><circle cx="245" cy="225" r="7" fill="${shade(color, -0.45)}"/>`,
        `<circle cx="620" cy="360" r="46" fill="url(#side)" stroke="${shade(color, -0.4)}" stroke-width="3"/>`,
        `<circle cx="610" cy="350" r="16" fill="#ffffff" opacity="0.45"/>`,
      ].join('');
    case 'fixed':
      // The stabiliser bar's clamp holding the top edge of the glass.
      return [
        `<rect x="150" y="110" width="650" height="26" fill="url(#top)"/>`,
        `<rect x="470" y="100" width="90" height="120" rx="8" fill="url(#side)" stroke="${shade(color, -0.4)}" stroke-width="2"/>`,
        `<circle cx="515" cy="180" r="9" fill="${shade(color, -0.45)}"/>`,
      ].join('');
    default:
      // A roller hanging from the top rail, and a bar handle on standoffs.
      return [
        `<circle cx="420" cy="132" r="34" fill="url(#side)" stroke="${shade(color, -0.4)}" stroke-width="3"/>`,
        `<circle cx="420" cy="132" r="10" fill="${shade(color, -0.5)}"/>`,
        `<rect x="404" y="150" width="32" height="60" rx="4" fill="url(#side)"/>`,
        `<rect x="600" y="250" width="26" height="310" rx="13" fill="url(#side)" stroke="${shade(color, -0.4)}" stroke-width="2"/>`,
        `<rect x="560" y="290" width="44" height="18" fill="url(#side)"/><rect x="560" y="500" width="44" height="18" fill="url(#side)"/>`,
      ].join('');
  }
}

/** Close-up of the top corner: wall profile, top rail, glass edge and the family's hardware. */
export function profileDetailSvg(product: ProductDefinition): string {
  // The last finish offered (black, gold...): with the front and the bathroom views, the
  // gallery shows the finishes the configurator offers.
  const color = finishes(product).at(-1) ?? product.artwork.color;
  const opening = product.artwork.opening ?? 'sliding';
  const matte = product.artwork.glass === 'frosted';
  const joints = [200, 400, 600].map((x) => `M${x} 0V${height}`).join('') + 'M0 300H800';
  const drops = Array.from({ length: 14 }, (_, index) => {
    const x = 220 + ((index * 137) % 520);
    const y = 260 + ((index * 89) % 300);
    return `<ellipse cx="${x}" cy="${y}" rx="${4 + (index % 3)}" ry="${6 + (index % 4)}" fill="#ffffff" opacity="0.55"/>`;
  }).join('');
  return [
    `<defs>${metal('side', color)}${metalDown('top', color)}</defs>`,
    `<rect width="${width}" height="${height}" fill="#eef0f1"/>`,
    `<path d="${joints}" stroke="#d7dcdf" stroke-width="4"/>`,
    // The glass: 8 mm edge seen as a pale green band, then the pane.
    `<rect x="170" y="96" width="630" height="${height}" fill="${matte ? '#f4f8fa' : '#cfe8f2'}" opacity="${matte ? 0.9 : 0.45}"/>`,
    `<rect x="170" y="96" width="630" height="10" fill="#9cc9b8" opacity="0.8"/>`,
    `<path d="M260 420L420 300M300 520L520 340" stroke="#ffffff" stroke-width="10" opacity="0.5"/>`,
    matte ? '' : drops,
    // Wall profile and top rail.
    opening === 'fixed' ? '' : `<rect x="150" y="60" width="650" height="40" fill="url(#top)"/>`,
    `<rect x="120" y="0" width="54" height="${height}" fill="url(#side)"/>`,
    `<rect x="120" y="0" width="8" height="${height}" fill="${shade(color, -0.5)}" opacity="0.5"/>`,
    handleDetail(opening, color),
  ].join('');
}

const wallFill = '#9aa3a8';

/** Where the glass runs in plan, in a 160 x 120 cm frame drawn at 4 px per cm from (80, 60). */
function planGlass(opening: Opening, color: string): string {
  const glassLine = (d: string) =>
    `<path d="${d}" stroke="#5fa8c4" stroke-width="8" fill="none" stroke-linecap="round"/>`;
  const cap = (x: number, y: number) =>
    `<rect x="${x - 7}" y="${y - 7}" width="14" height="14" fill="${color}" stroke="${shade(color, -0.4)}" stroke-width="2"/>`;
  const arrow = (x1: number, y: number, x2: number) =>
    `<path d="M${x1} ${y}H${x2}M${x2} ${y}l${x2 < x1 ? 14 : -14} -9M${x2} ${y}l${x2 < x1 ? 14 : -14} 9" stroke="#1d3557" stroke-width="3" fill="none"/>`;
  switch (opening) {
    case 'corner':
      return [
        glassLine('M120 420H330'),
        glassLine('M300 432H470'),
        glassLine('M560 80V250'),
        glassLine('M548 220V400'),
        cap(120, 420),
        cap(560, 80),
        arrow(440, 470, 360),
      ].join('');
    case 'round':
      return [glassLine('M120 420Q560 420 560 80'), cap(120, 420), cap(560, 80)].join('');
    case 'fixed':
      return [
        glassLine('M120 330H470'),
        cap(120, 330),
        `<path d="M460 330V80" stroke="${color}" stroke-width="5" stroke-dasharray="10 8"/>`,
      ].join('');
    case 'hinged':
      return [
        glassLine('M120 420H600'),
        cap(120, 420),
        `<path d="M120 420A480 480 0 0 0 460 760" stroke="#1d3557" stroke-width="3" stroke-dasharray="10 8" fill="none" transform="scale(1 0.55) translate(0 344)"/>`,
      ].join('');
    case 'folding':
      return [
        glassLine('M120 420H360'),
        glassLine('M360 420H600'),
        cap(120, 420),
        `<path d="M360 420l80 100" stroke="#1d3557" stroke-width="3" stroke-dasharray="10 8"/>`,
      ].join('');
    case 'bath':
      return [
        `<rect x="80" y="80" width="640" height="300" rx="40" fill="#fbfbfa" stroke="#cfcac2" stroke-width="4"/>`,
        glassLine('M120 380H300'),
        glassLine('M270 392H440'),
        cap(120, 380),
        arrow(420, 440, 320),
      ].join('');
    default:
      return [
        glassLine('M120 420H380'),
        glassLine('M350 432H600'),
        cap(120, 420),
        cap(600, 420),
        arrow(560, 480, 440),
      ].join('');
  }
}

/** The screen seen from above: walls, the tray or bath, the glass and how it opens. */
export function planViewSvg(product: ProductDefinition): string {
  const opening = product.artwork.opening ?? 'sliding';
  const color = product.artwork.color;
  const grid = Array.from({ length: 15 }, (_, index) => `M${index * 60} 0V${height}`)
    .concat(Array.from({ length: 11 }, (_, index) => `M0 ${index * 60}H${width}`))
    .join('');
  return [
    `<rect width="${width}" height="${height}" fill="#ffffff"/>`,
    `<path d="${grid}" stroke="#eef1f4" stroke-width="2"/>`,
    opening === 'bath'
      ? ''
      : `<rect x="120" y="80" width="${opening === 'fixed' ? 480 : 440}" height="340" fill="#f4f2ee" stroke="#cfcac2" stroke-width="4"/>`,
    opening === 'bath'
      ? ''
      : `<circle cx="${opening === 'fixed' ? 540 : 340}" cy="250" r="16" fill="none" stroke="#9aa3a8" stroke-width="4"/>`,
    `<rect x="60" y="40" width="${width - 120}" height="40" fill="${wallFill}"/>`,
    `<rect x="80" y="40" width="40" height="${height - 100}" fill="${wallFill}"/>`,
    opening === 'corner' || opening === 'round'
      ? ''
      : opening === 'bath'
        ? ''
        : `<rect x="${opening === 'fixed' ? 720 : 600}" y="40" width="40" height="${opening === 'fixed' ? 120 : 420}" fill="${wallFill}"/>`,
    planGlass(opening, color),
  ].join('');
}
