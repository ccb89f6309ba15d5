import type { Catalog, MessageKey } from './catalog-shape.ts';
import { es } from './catalog/es/index.ts';
import { fr } from './catalog/fr/index.ts';
import type { Locale } from './locales.ts';

const catalogs: Record<Locale, Catalog> = { es, fr };

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

function lookup(catalog: Catalog, key: MessageKey): string {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    node = (node as Record<string, unknown>)[part];
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

export function translate(locale: Locale, key: MessageKey, params?: MessageParams): string {
  return interpolate(lookup(catalogs[locale], key), params);
}

export function createTranslator(locale: Locale): Translate {
  return (key, params) => translate(locale, key, params);
}
