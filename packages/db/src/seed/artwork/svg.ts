/** Small helpers for the generated SVG artwork (no downloads: every picture is drawn here). */

export const width = 800;
export const height = 600;

export function svgDocument(
  body: string,
  viewBox = `0 0 ${width} ${height}`,
  size = { width, height },
): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="${viewBox}">${body}</svg>`;
}

/** Deterministic pseudo-random numbers, so the same reference always draws the same picture. */
export function randomFrom(seedText: string): () => number {
  let seed = 2166136261;
  for (const char of seedText) seed = Math.imul(seed ^ char.charCodeAt(0), 16777619);
  return () => {
    seed = Math.imul(seed ^ (seed >>> 15), 2246822507);
    seed = Math.imul(seed ^ (seed >>> 13), 3266489909);
    return ((seed ^= seed >>> 16) >>> 0) / 4294967296;
  };
}

/** Mixes a hex colour with white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const current = (value >> shift) & 255;
    const target = amount > 0 ? 255 : 0;
    return Math.round(current + (target - current) * Math.abs(amount));
  };
  return `#${[16, 8, 0].map((shift) => channel(shift).toString(16).padStart(2, '0')).join('')}`;
}

export function escapeText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A tiled bathroom wall with a floor, the backdrop of every product picture. */
export function bathroomBackdrop(wall = '#eef0f1', floor = '#d9d4cc'): string {
  const joints: string[] = [];
  for (let x = 0; x <= width; x += 80) joints.push(`M${x} 0V470`);
  for (let y = 0; y <= 470; y += 40) joints.push(`M0 ${y}H${width}`);
  return [
    `<rect width="${width}" height="${height}" fill="${wall}"/>`,
    `<path d="${joints.join('')}" stroke="${shade(wall, -0.06)}" stroke-width="2"/>`,
    `<rect y="470" width="${width}" height="130" fill="${floor}"/>`,
    `<rect y="470" width="${width}" height="6" fill="${shade(floor, -0.15)}"/>`,
  ].join('');
}

/** A studio backdrop (soft gradient) for taps, furniture and accessories. */
export function studioBackdrop(id: string, tone = '#f3f1ee'): string {
  return [
    `<defs><radialGradient id="${id}" cx="50%" cy="40%" r="75%"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="${tone}"/></radialGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#${id})"/>`,
    `<ellipse cx="400" cy="540" rx="260" ry="22" fill="#000" opacity="0.08"/>`,
  ].join('');
}
