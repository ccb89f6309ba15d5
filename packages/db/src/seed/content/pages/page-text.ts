/**
 * One language's version of a content page. The body uses the shop's page format (plain text,
 * never HTML): blocks separated by a blank line; '## ' and '### ' start headings ('## Title {#id}'
 * fixes the heading's anchor); a block of
 * '- ' lines is a list; '[diagram:frontal|angular|semicircular|banera]' draws a measuring
 * diagram; '[cta:Label](/path)' is a button link; inside text '[label](/path)' is a link and
 * '**words**' are stressed. Described in apps/web/app/features/content-page/README.md.
 */
export interface PageText {
  slug: string;
  title: string;
  description: string;
  body: string;
}

/** A page of both editions, or of the Spanish one only when `fr` is absent. */
export interface PageDefinition {
  es: PageText;
  fr?: PageText;
}

/** Blocks of a page body, each already in the page format. */
export const blocks = (...parts: string[]) => parts.join('\n\n');
export const list = (...items: string[]) => items.map((item) => `- ${item}`).join('\n');
