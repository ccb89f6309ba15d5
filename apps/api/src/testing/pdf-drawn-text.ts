import { inflateSync } from 'node:zlib';

/** WinAnsi is Latin-1 but for 0x80-0x9F, where the few signs our documents may use live. */
const winAnsiSigns: Record<string, string> = {
  '\x80': '€',
  '\x91': '‘',
  '\x92': '’',
  '\x93': '“',
  '\x94': '”',
  '\x95': '•',
  '\x96': '–',
  '\x97': '—',
};
const winAnsi = (bytes: Buffer) =>
  bytes.toString('latin1').replace(/[\x80-\x9f]/g, (code) => winAnsiSigns[code] ?? code);

/**
 * The text drawn on the pages. pdfkit writes standard-font text as hex strings of WinAnsi
 * codes (`[<48656c6c6f> 0] TJ`); kerning splits them, so the pieces of one TJ are joined.
 */
export function drawnText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const operations = source.match(/\[([^\]]*)\]\s*TJ/g) ?? [];
  return operations
    .map((operation) =>
      (operation.match(/<([0-9a-fA-F]*)>/g) ?? [])
        .map((hex) => winAnsi(Buffer.from(hex.slice(1, -1), 'hex')))
        .join(''),
    )
    .join('\n');
}

/** The drawn text of a compressed PDF: each Flate stream inflated, then read as above. */
export function drawnTextOfCompressed(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  return [...source.matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)]
    .map((match) => {
      try {
        return inflateSync(Buffer.from(match[1] ?? '', 'latin1'));
      } catch {
        return Buffer.alloc(0);
      }
    })
    .map((buffer) => drawnText(buffer))
    .join('\n');
}
