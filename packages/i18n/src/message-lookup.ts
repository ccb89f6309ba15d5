import type { MessageKey, PluralMessage } from './catalog-shape.ts';
import type { Locale } from './locales.ts';

export type MessageParams = Record<string, string | number>;
export type Translate = (key: MessageKey, params?: MessageParams) => string;

function isPlural(node: unknown): node is PluralMessage {
  return (
    typeof node === 'object' &&
    node !== null &&
    typeof (node as PluralMessage).one === 'string' &&
    typeof (node as PluralMessage).other === 'string'
  );
}

/** The message at a dotted key; a key the catalogue lacks is a bug, so it throws. */
function lookup(catalog: object, key: MessageKey): string | PluralMessage {
  let node: unknown = catalog;
  for (const part of key.split('.')) {
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[part]
        : undefined;
  }
  if (typeof node !== 'string' && !isPlural(node)) throw new Error(`Missing message ${key}`);
  return node;
}

const pluralRules = new Map<Locale, Intl.PluralRules>();

/**
 * A message with its placeholders filled. A counted message ({ one, other }) takes the form the
 * language's plural rules give `count`: '1 artículo', '0 article' (French counts 0 as one).
 */
export function message(
  catalog: object,
  locale: Locale,
  key: MessageKey,
  params?: MessageParams,
): string {
  const found = lookup(catalog, key);
  if (typeof found === 'string') return interpolate(found, params);
  const count = params?.count;
  if (typeof count !== 'number') throw new Error(`Message ${key} needs a numeric count`);
  let rules = pluralRules.get(locale);
  if (!rules) {
    rules = new Intl.PluralRules(locale);
    pluralRules.set(locale, rules);
  }
  return interpolate(rules.select(count) === 'one' ? found.one : found.other, params);
}

/** Replaces `{name}` placeholders; an unknown placeholder is left visible so it gets noticed. */
function interpolate(template: string, params: MessageParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
