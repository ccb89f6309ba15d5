/**
 * The content pages' text format (README.md beside this file): plain text from the database,
 * never HTML, turned into blocks the renderer draws with React elements, so nothing an admin
 * types can inject markup.
 */
export type Inline =
  | { kind: 'text'; text: string }
  | { kind: 'strong'; text: string }
  | { kind: 'link'; text: string; href: string };

export type Block =
  | { kind: 'heading'; level: 2 | 3; text: string; anchor: string }
  | { kind: 'paragraph'; content: Inline[] }
  | { kind: 'list'; items: Inline[][] }
  | { kind: 'diagram'; name: string }
  | { kind: 'cta'; label: string; href: string }
  | { kind: 'products'; showcase: ProductShowcase };

/** The product lists a page may show as cards: the store's offers or its novelties. */
export const productShowcases = ['offers', 'novelties'] as const;
export type ProductShowcase = (typeof productShowcases)[number];

const isProductShowcase = (name: string): name is ProductShowcase =>
  (productShowcases as readonly string[]).includes(name);

/** Shop paths, in-page query strings, e-mail and telephone links: nothing that runs script. */
export function isSafeHref(href: string): boolean {
  return /^(\/(?!\/)|\?|#|mailto:|tel:|https:\/\/)/.test(href);
}

/** 'Ancho y alto' -> 'ancho-y-alto', the id a table of contents links to. */
export function anchorOf(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

const inlinePattern = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g;

export function parseInline(text: string): Inline[] {
  const parts: Inline[] = [];
  let last = 0;
  for (const match of text.matchAll(inlinePattern)) {
    const [whole, label, href, stressed] = match;
    if (match.index > last) parts.push({ kind: 'text', text: text.slice(last, match.index) });
    if (stressed !== undefined) parts.push({ kind: 'strong', text: stressed });
    else if (label !== undefined && href !== undefined && isSafeHref(href)) {
      parts.push({ kind: 'link', text: label, href });
    } else parts.push({ kind: 'text', text: label ?? whole });
    last = match.index + whole.length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return parts;
}

/**
 * '## Title' or '## Title {#id}': the explicit id lets a section keep the address other pages
 * link to (the chat widget's /ayuda#chat) whatever its title says in each language.
 */
const headingPattern = /^(#{2,3}) (.+?)(?: \{#([a-z0-9-]+)\})?$/;

function parseBlock(block: string): Block {
  const heading = headingPattern.exec(block);
  if (heading?.[1] !== undefined && heading[2] !== undefined) {
    const text = heading[2].trim();
    return {
      kind: 'heading',
      level: heading[1].length === 2 ? 2 : 3,
      text,
      anchor: heading[3] ?? anchorOf(text),
    };
  }
  const diagram = /^\[diagram:([a-z0-9-]+)\]$/.exec(block);
  if (diagram?.[1] !== undefined) return { kind: 'diagram', name: diagram[1] };
  const products = /^\[products:([a-z]+)\]$/.exec(block);
  if (products?.[1] !== undefined && isProductShowcase(products[1])) {
    return { kind: 'products', showcase: products[1] };
  }
  const cta = /^\[cta:([^\]]+)\]\(([^)\s]+)\)$/.exec(block);
  if (cta?.[1] !== undefined && cta[2] !== undefined && isSafeHref(cta[2])) {
    return { kind: 'cta', label: cta[1], href: cta[2] };
  }
  const lines = block.split('\n');
  if (lines.every((line) => line.startsWith('- '))) {
    return { kind: 'list', items: lines.map((line) => parseInline(line.slice(2).trim())) };
  }
  return { kind: 'paragraph', content: parseInline(lines.join(' ')) };
}

/** Blocks are separated by one or more blank lines; line breaks inside a paragraph are spaces. */
export function parsePageBody(body: string): Block[] {
  return body
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block !== '')
    .map(parseBlock);
}

/** The product lists a page body shows, each once. */
export function showcasesOf(blocks: readonly Block[]): ProductShowcase[] {
  const named = blocks.flatMap((block) => (block.kind === 'products' ? [block.showcase] : []));
  return [...new Set(named)];
}

/** Second-level headings, for the table of contents of a long page. */
export function headingsOf(blocks: readonly Block[]) {
  return blocks.flatMap((block) =>
    block.kind === 'heading' && block.level === 2
      ? [{ text: block.text, anchor: block.anchor }]
      : [],
  );
}
