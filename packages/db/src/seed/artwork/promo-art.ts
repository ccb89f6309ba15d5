import type { ProductArtwork } from '../catalogue/types.ts';
import type { ProductKind } from '../../schema/index.ts';
import { accessoryBody, furnitureBody, tapBody, trayBody } from './object-art.ts';
import { screenBody } from './screen-art.ts';
import { escapeText, shade, svgDocument } from './svg.ts';

const kindBody: Record<ProductKind, (art: ProductArtwork) => string> = {
  'shower-screen': screenBody,
  'bath-screen': screenBody,
  'shower-tray': (art) => trayBody(art, 'category'),
  tap: tapBody,
  furniture: furnitureBody,
  accessory: accessoryBody,
};

/** Category card: the kind's illustration in the shop's default finish. */
export function categorySvg(kind: ProductKind, art: ProductArtwork): string {
  return svgDocument(kindBody[kind](art));
}

export interface PromoArtwork {
  background: string;
  accent: string;
  kind: ProductKind;
  art: ProductArtwork;
}

/**
 * Slider and banner artwork: a colour field with the product illustration on the right. No
 * words are drawn, the page prints the slide's title over it in the right language.
 */
export function promoSvg(promo: PromoArtwork, size: { width: number; height: number }): string {
  const margin = size.height * 0.08;
  const scale = (size.height - 2 * margin) / 600;
  const productX = size.width - 800 * scale - margin;
  const body = [
    `<defs><linearGradient id="promo-bg" x1="0" x2="1"><stop offset="0" stop-color="${promo.background}"/><stop offset="1" stop-color="${shade(promo.background, 0.25)}"/></linearGradient></defs>`,
    `<rect width="${size.width}" height="${size.height}" fill="url(#promo-bg)"/>`,
    `<circle cx="${size.width * 0.18}" cy="${size.height * 0.85}" r="${size.height * 0.45}" fill="${promo.accent}" opacity="0.25"/>`,
    `<clipPath id="promo-frame"><rect width="800" height="600" rx="36"/></clipPath>`,
    `<g transform="translate(${productX.toFixed(0)} ${margin.toFixed(0)}) scale(${scale.toFixed(3)})" clip-path="url(#promo-frame)">${kindBody[promo.kind](promo.art)}</g>`,
  ].join('');
  return svgDocument(body, `0 0 ${size.width} ${size.height}`, size);
}

/** Typographic logo: the brand name set in its colour beside a simple drop mark. */
export function logoSvg(name: string, color: string): string {
  const text = escapeText(name);
  const textWidth = Math.round(name.length * 24);
  const logoWidth = textWidth + 90;
  return svgDocument(
    [
      `<rect width="${logoWidth}" height="80" fill="#ffffff"/>`,
      `<path d="M40 14c14 18 22 30 22 40a22 22 0 0 1-44 0c0-10 8-22 22-40z" fill="${color}"/>`,
      `<text x="76" y="52" font-family="Georgia, 'Times New Roman', serif" font-size="36" font-weight="700" fill="${color}">${text}</text>`,
    ].join(''),
    `0 0 ${logoWidth} 80`,
    { width: logoWidth, height: 80 },
  );
}
