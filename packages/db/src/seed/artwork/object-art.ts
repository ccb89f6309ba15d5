import type { ProductArtwork } from '../catalogue/types.ts';
import { randomFrom, shade, studioBackdrop } from './svg.ts';

/** A resin shower tray seen from above at an angle, with its texture and drain. */
export function trayBody(art: ProductArtwork, seed: string): string {
  const random = randomFrom(seed);
  const base = art.color;
  const texture =
    art.variant === 1
      ? ''
      : Array.from({ length: 70 }, () => {
          const x = 170 + random() * 460;
          const y = 230 + random() * 190;
          const length = 20 + random() * 60;
          return `<path d="M${x.toFixed(0)} ${y.toFixed(0)}q${(length / 2).toFixed(0)} ${(random() * 8 - 4).toFixed(1)} ${length.toFixed(0)} 0" stroke="${shade(base, random() > 0.5 ? 0.12 : -0.12)}" stroke-width="2" fill="none"/>`;
        }).join('');
  return [
    studioBackdrop('tray-bg', '#ecebe7'),
    `<path d="M190 200h420l90 250H100z" fill="${shade(base, -0.18)}"/>`,
    `<path d="M190 190h420l90 250H100z" fill="${base}"/>`,
    `<clipPath id="tray-surface"><path d="M190 190h420l90 250H100z"/></clipPath>`,
    `<g clip-path="url(#tray-surface)">${texture}</g>`,
    `<path d="M190 190h420l90 250H100z" fill="none" stroke="${shade(base, -0.25)}" stroke-width="2"/>`,
    `<ellipse cx="400" cy="320" rx="46" ry="24" fill="${shade(base, -0.35)}"/>`,
    `<ellipse cx="400" cy="318" rx="38" ry="19" fill="#c9ced3"/>`,
    `<path d="M372 318h56M378 310h44M378 326h44" stroke="#7d8286" stroke-width="3"/>`,
  ].join('');
}

/** A shower column (variant 0) or a basin mixer (variant 1). */
export function tapBody(art: ProductArtwork): string {
  const metal = art.color;
  const highlight = shade(metal, 0.45);
  if (art.variant === 1) {
    return [
      studioBackdrop('tap-bg'),
      `<path d="M180 470h440q0 60-60 60H240q-60 0-60-60z" fill="#fbfbfa" stroke="#d5d1ca" stroke-width="3"/>`,
      `<rect x="360" y="250" width="70" height="220" rx="10" fill="${metal}"/>`,
      `<rect x="372" y="262" width="10" height="196" rx="5" fill="${highlight}" opacity="0.7"/>`,
      `<path d="M380 270h-120q-20 0-20 20v20h30v-10h110z" fill="${metal}"/>`,
      `<rect x="380" y="200" width="110" height="26" rx="13" fill="${metal}" transform="rotate(-12 380 213)"/>`,
    ].join('');
  }
  return [
    studioBackdrop('tap-bg'),
    `<rect x="380" y="90" width="26" height="420" rx="13" fill="${metal}"/>`,
    `<rect x="386" y="100" width="6" height="400" fill="${highlight}" opacity="0.7"/>`,
    `<path d="M393 100h-140" stroke="${metal}" stroke-width="18" stroke-linecap="round"/>`,
    `<ellipse cx="230" cy="118" rx="110" ry="20" fill="${metal}"/>`,
    `<ellipse cx="230" cy="124" rx="96" ry="12" fill="${shade(metal, -0.25)}"/>`,
    `<rect x="330" y="380" width="150" height="44" rx="22" fill="${metal}"/>`,
    `<circle cx="340" cy="402" r="24" fill="${shade(metal, -0.2)}"/><circle cx="470" cy="402" r="24" fill="${shade(metal, -0.2)}"/>`,
    `<path d="M470 280l30-60" stroke="${metal}" stroke-width="22" stroke-linecap="round"/>`,
    `<ellipse cx="505" cy="210" rx="26" ry="16" fill="${metal}" transform="rotate(-30 505 210)"/>`,
    `<path d="M470 300q60 110 -20 190" stroke="#9aa0a4" stroke-width="6" fill="none"/>`,
  ].join('');
}

/** A vanity unit with basin and `variant` drawers, or a lit mirror (variant 0). */
export function furnitureBody(art: ProductArtwork): string {
  const wood = art.color;
  if (!art.variant) {
    return [
      studioBackdrop('mirror-bg', '#e9ecee'),
      `<circle cx="400" cy="280" r="215" fill="#fff8e6" opacity="0.7"/>`,
      `<circle cx="400" cy="280" r="190" fill="${wood}"/>`,
      `<circle cx="400" cy="280" r="176" fill="#dfe7eb"/>`,
      `<path d="M300 180l140-60M290 240l200-90" stroke="#fff" stroke-width="10" opacity="0.7"/>`,
    ].join('');
  }
  const drawers = art.variant;
  const drawerHeight = 200 / drawers;
  const fronts = Array.from({ length: drawers }, (_, i) => {
    const y = 250 + i * drawerHeight;
    return `<rect x="175" y="${y + 4}" width="450" height="${drawerHeight - 8}" rx="4" fill="${shade(wood, 0.08)}" stroke="${shade(wood, -0.2)}" stroke-width="2"/><rect x="370" y="${y + 14}" width="60" height="6" rx="3" fill="${shade(wood, -0.35)}"/>`;
  }).join('');
  return [
    studioBackdrop('furniture-bg', '#efece7'),
    `<rect x="165" y="240" width="470" height="220" rx="6" fill="${wood}"/>`,
    fronts,
    `<path d="M150 210h500v36H150z" fill="#fdfdfc" stroke="#d5d1ca" stroke-width="3"/>`,
    `<ellipse cx="400" cy="222" rx="150" ry="10" fill="#e3e0da"/>`,
    `<path d="M400 215v-70h40" stroke="#c9ced3" stroke-width="12" fill="none" stroke-linecap="round"/>`,
  ].join('');
}

const accessoryShapes = [
  (metal: string) =>
    `<path d="M250 320h300l-150 100z" fill="${metal}"/><path d="M250 320h300" stroke="${shade(metal, -0.3)}" stroke-width="8"/>`,
  (metal: string) =>
    `<rect x="180" y="260" width="440" height="18" rx="9" fill="${metal}"/><rect x="170" y="240" width="30" height="60" rx="6" fill="${metal}"/><rect x="600" y="240" width="30" height="60" rx="6" fill="${metal}"/><rect x="260" y="270" width="280" height="200" fill="#f0e6d8"/>`,
  (metal: string) =>
    `<rect x="230" y="280" width="340" height="34" rx="17" fill="${metal}"/><rect x="210" y="260" width="40" height="74" rx="10" fill="${shade(metal, -0.2)}"/><rect x="550" y="260" width="40" height="74" rx="10" fill="${shade(metal, -0.2)}"/>`,
  (metal: string) =>
    `<rect x="360" y="220" width="80" height="40" rx="8" fill="${metal}"/><path d="M380 260q-10 90 40 90M420 260q10 60 60 60" stroke="${metal}" stroke-width="14" fill="none" stroke-linecap="round"/>`,
  (metal: string) =>
    `<rect x="340" y="300" width="120" height="200" rx="20" fill="#e9eef0" opacity="0.9"/><rect x="392" y="150" width="16" height="180" rx="8" fill="${metal}"/><circle cx="400" cy="150" r="18" fill="${metal}"/>`,
  (metal: string) =>
    `<rect x="340" y="280" width="120" height="220" rx="26" fill="#e9eef0"/><rect x="385" y="210" width="30" height="70" fill="${metal}"/><path d="M400 215h60" stroke="${metal}" stroke-width="14" stroke-linecap="round"/>`,
  (metal: string) =>
    `<rect x="350" y="250" width="100" height="250" rx="22" fill="#3d8fb3"/><path d="M360 250l10-60h40l30 20v40z" fill="${metal}"/><rect x="365" y="320" width="70" height="90" rx="8" fill="#fff" opacity="0.85"/>`,
];

export function accessoryBody(art: ProductArtwork): string {
  const shape = accessoryShapes[(art.variant ?? 0) % accessoryShapes.length] ?? accessoryShapes[0];
  return `${studioBackdrop('accessory-bg')}${shape?.(art.color) ?? ''}`;
}
