/*
 * pdfkit's built-in Helvetica covers WinAnsi only: Latin-1 plus a few typographic signs.
 * Text outside it would print as a wrong glyph, so it is mapped to the nearest WinAnsi text.
 */
const winAnsiExtras = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');

function isWinAnsi(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    (code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff) || winAnsiExtras.has(character)
  );
}

/** Printable text for the standard fonts: thin spaces become no-break ones, accents are kept. */
export function pdfText(text: string): string {
  let out = '';
  for (const character of text.normalize('NFC').replace(/[\u2009\u202f]/g, '\u00a0')) {
    if (character === '\n' || isWinAnsi(character)) {
      out += character;
      continue;
    }
    // 'ł' has no decomposition and stays '?'; 'ș' becomes 's'.
    const base = character.normalize('NFD').replace(/\p{M}/gu, '');
    out += base !== character && [...base].every(isWinAnsi) ? base : '?';
  }
  return out;
}
