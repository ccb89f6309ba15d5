import type { MessageKey } from './catalog-shape.ts';

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

/** The message at a dotted key; a key the catalogue lacks is a bug, so it throws. */
export function lookup(catalog: object, key: MessageKey): string {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string') throw new Error(`Missing message ${key}`);
  return node;
}

/** Replaces `{name}` placeholders; an unknown placeholder is left visible so it gets noticed. */
export function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
