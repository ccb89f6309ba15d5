/** A post body from its blocks (paragraphs, '## ' headings, '- ' lists), blank line between. */
export function blocks(...parts: string[]): string {
  return parts.join('\n\n');
}

/** A '- ' list block. */
export function list(...items: string[]): string {
  return items.map((item) => `- ${item}`).join('\n');
}
