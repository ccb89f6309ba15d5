/**
 * The little XML the S3 operations of the file store exchange (ListBucketResult, Delete,
 * DeleteResult, Error): flat elements with text, never attributes that matter, so a few regular
 * expressions read them and no XML library is needed.
 */

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

export const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => escapes[character] ?? character);

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function unescapeXml(text: string) {
  return text.replace(/&(#x[0-9a-fA-F]+|#\d+|amp|lt|gt|quot|apos);/g, (whole, entity: string) => {
    if (entity.startsWith('#x')) return String.fromCodePoint(Number.parseInt(entity.slice(2), 16));
    if (entity.startsWith('#')) return String.fromCodePoint(Number.parseInt(entity.slice(1), 10));
    return named[entity] ?? whole;
  });
}

/** The raw inner XML of every <tag> element, in document order. */
export function elementsOf(xml: string, tag: string): string[] {
  const pattern = new RegExp(`<${tag}(?:\\s[^>]*)?>([\\s\\S]*?)</${tag}>`, 'g');
  return Array.from(xml.matchAll(pattern), (match) => match[1] ?? '');
}

/** The text of the first <tag> element, unescaped, or undefined without one. */
export function textOf(xml: string, tag: string): string | undefined {
  const [inner] = elementsOf(xml, tag);
  return inner === undefined ? undefined : unescapeXml(inner);
}

/** The texts of every <tag> element, unescaped. */
export const textsOf = (xml: string, tag: string) => elementsOf(xml, tag).map(unescapeXml);

export const xmlDocument = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}`;
