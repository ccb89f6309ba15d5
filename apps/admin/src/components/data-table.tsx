import type { ReactNode } from 'react';

/**
 * A dense table that scrolls sideways on its own on a narrow screen (the page never does);
 * the scrolling region is focusable and named, so keyboard users can scroll it too.
 */
export function DataTable({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div
      role="region"
      aria-label={label}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region takes focus so keyboard users can scroll it (axe scrollable-region-focusable)
      tabIndex={0}
      className="overflow-x-auto rounded border border-line bg-white"
    >
      <table className="w-full border-collapse text-left text-sm [&_tbody_th]:border-t [&_tbody_th]:border-line [&_td]:border-t [&_td]:border-line [&_td]:px-3 [&_td]:py-1.5 [&_th]:px-3 [&_th]:py-2 [&_th]:font-semibold [&_thead]:bg-brand-50">
        {children}
      </table>
    </div>
  );
}
