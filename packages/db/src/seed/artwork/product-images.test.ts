import { describe, expect, it } from 'vitest';
import { productDefinitions } from '../catalogue/products.ts';
import { profileColors } from '../catalogue/screen-products.ts';
import { productImages } from './product-images.ts';

const product = (ref: string) => {
  const found = productDefinitions.find((definition) => definition.ref === ref);
  if (!found) throw new Error(`no product ${ref}`);
  return found;
};

describe('productImages of a screen', () => {
  it('draws five different views: front, profile close-up, bathroom in 3D, sketch and plan', () => {
    const images = productImages(product('CRB-LUCE-CM'));
    expect(images.map((image) => image.type)).toEqual([100, 200, 300, 400, 400]);
    expect(new Set(images.map((image) => image.svg)).size).toBe(5);
    for (const image of images) expect(image.svg).toMatch(/^<svg [^>]*>.*<\/svg>$/s);
  });

  it('follows the family and the finishes the product offers', () => {
    const corner = productImages(product('CRB-LUCE-CM'));
    const front = productImages(product('AQN-KALA-CM'));
    // Another opening: another close-up, bathroom and plan.
    for (const index of [1, 2, 4]) expect(corner[index]?.svg).not.toBe(front[index]?.svg);
    // The close-up shows the last finish offered, the bathroom the second one.
    const kala = product('AQN-KALA-CM');
    const finishes = (kala.options['color-perfil'] ?? []).map((slug) => profileColors[slug]);
    expect(front[1]?.svg).toContain(`stop-color="${finishes.at(-1) ?? ''}"`);
    expect(front[2]?.svg).toContain(finishes[1] ?? '');
  });

  it('keeps two pictures for a tap', () => {
    const tap = productDefinitions.find((definition) => definition.kind === 'tap');
    expect(tap && productImages(tap).map((image) => image.type)).toEqual([100, 200]);
  });
});
