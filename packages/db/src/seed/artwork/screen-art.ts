import type { ProductArtwork } from '../catalogue/types.ts';
import { bathroomBackdrop, shade } from './svg.ts';

const glassFill: Record<NonNullable<ProductArtwork['glass']>, { fill: string; opacity: number }> = {
  clear: { fill: '#cfe8f2', opacity: 0.35 },
  frosted: { fill: '#f4f8fa', opacity: 0.8 },
  smoked: { fill: '#5d6468', opacity: 0.45 },
  printed: { fill: '#cfe8f2', opacity: 0.35 },
};

function pane(
  x: number,
  y: number,
  w: number,
  h: number,
  profile: string,
  glass: ProductArtwork['glass'] = 'clear',
): string {
  const { fill, opacity } = glassFill[glass];
  const stripes =
    glass === 'printed'
      ? Array.from(
          { length: 6 },
          (_, i) =>
            `<rect x="${x}" y="${y + h * 0.3 + i * 14}" width="${w}" height="6" fill="#fff" opacity="0.7"/>`,
        ).join('')
      : '';
  return [
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${fill}" opacity="${opacity}"/>`,
    stripes,
    `<path d="M${x + w * 0.15} ${y + 30}L${x + w * 0.45} ${y + 10}M${x + w * 0.2} ${y + 70}L${x + w * 0.7} ${y + 25}" stroke="#fff" stroke-width="6" opacity="0.6"/>`,
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="none" stroke="${profile}" stroke-width="7"/>`,
  ].join('');
}

const handle = (x: number, y: number, profile: string) =>
  `<rect x="${x}" y="${y}" width="12" height="70" rx="6" fill="${shade(profile, -0.25)}"/>`;

function shelfTray(): string {
  return `<path d="M150 470h500l30 40H120z" fill="#f7f7f5" stroke="#cfcac2" stroke-width="3"/>`;
}

function bathtub(): string {
  return [
    `<path d="M110 360h580v110q0 40-40 40H150q-40 0-40-40z" fill="#fbfbfa" stroke="#cfcac2" stroke-width="3"/>`,
    `<rect x="100" y="350" width="600" height="18" rx="9" fill="#ffffff" stroke="#cfcac2" stroke-width="3"/>`,
  ].join('');
}

/** A framed glass screen with its profile colour, glass type and opening. */
export function screenBody(art: ProductArtwork): string {
  const profile = art.color;
  const glass = art.glass ?? 'clear';
  const top = 70;
  const paneHeight = 400;
  switch (art.opening) {
    case 'bath':
      return `${bathroomBackdrop()}${bathtub()}${pane(430, 90, 230, 262, profile, glass)}<rect x="660" y="90" width="10" height="262" fill="${profile}"/>`;
    case 'corner':
      return [
        bathroomBackdrop(),
        shelfTray(),
        `<path d="M150 ${top}l170 40v${paneHeight - 40}l-170 -${0}z" fill="${glassFill[glass].fill}" opacity="${glassFill[glass].opacity}" stroke="${profile}" stroke-width="7"/>`,
        pane(320, top + 40, 330, paneHeight - 40, profile, glass),
        handle(330, 260, profile),
      ].join('');
    case 'round':
      return [
        bathroomBackdrop(),
        shelfTray(),
        `<path d="M160 ${top}v${paneHeight}M640 ${top}v${paneHeight}M160 ${top}q240 90 480 0" stroke="${profile}" stroke-width="7" fill="none"/>`,
        `<path d="M160 ${top}q240 90 480 0v${paneHeight}q-240 60-480 0z" fill="${glassFill[glass].fill}" opacity="${glassFill[glass].opacity}"/>`,
        `<path d="M160 ${top + paneHeight}q240 60 480 0" stroke="${profile}" stroke-width="7" fill="none"/>`,
        handle(390, 250, profile),
      ].join('');
    case 'fixed':
      return [
        bathroomBackdrop(),
        shelfTray(),
        pane(300, top, 300, paneHeight, profile, glass),
        `<rect x="600" y="${top + 12}" width="200" height="8" fill="${profile}"/>`,
      ].join('');
    case 'hinged':
      return [
        bathroomBackdrop(),
        shelfTray(),
        pane(170, top, 460, paneHeight, profile, glass),
        `<rect x="165" y="${top + 40}" width="16" height="30" fill="${shade(profile, -0.3)}"/><rect x="165" y="${top + 330}" width="16" height="30" fill="${shade(profile, -0.3)}"/>`,
        handle(600, 240, profile),
      ].join('');
    case 'folding':
      return [
        bathroomBackdrop(),
        shelfTray(),
        pane(170, top, 230, paneHeight, profile, glass),
        pane(400, top, 230, paneHeight, profile, glass),
        handle(600, 240, profile),
      ].join('');
    default:
      return [
        bathroomBackdrop(),
        shelfTray(),
        pane(160, top, 290, paneHeight, profile, glass),
        pane(400, top + 8, 250, paneHeight - 8, profile, glass),
        `<rect x="150" y="${top - 10}" width="510" height="12" fill="${profile}"/>`,
        handle(420, 250, profile),
      ].join('');
  }
}
