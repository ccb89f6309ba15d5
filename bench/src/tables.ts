/** Columns from `firstFigure` on hold figures and are right-aligned in the plain table. */
export type Table = { header: string[]; rows: string[][]; firstFigure: number };

export function plain({ header, rows, firstFigure }: Table): string {
  const widths = header.map((_, column) =>
    Math.max(...[header, ...rows].map((row) => (row[column] ?? '').length)),
  );
  const line = (row: string[]) =>
    row
      .map((cell, column) =>
        column >= firstFigure
          ? cell.padStart(widths[column] ?? 0)
          : cell.padEnd(widths[column] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const rule = widths.map((width) => '-'.repeat(width)).join('  ');
  return [line(header), rule, ...rows.map(line)].join('\n');
}

export function markdown({ header, rows, firstFigure }: Table): string {
  const line = (row: string[]) => `| ${row.join(' | ')} |`;
  const rule = header.map((_, column) => (column >= firstFigure ? '---:' : '---'));
  return [line(header), line(rule), ...rows.map(line)].join('\n');
}
