import type { ReactNode } from 'react';

/**
 * One titled block of a detail screen; `empty` shows when it has nothing to list. Not a
 * landmark: its table is one already, under the same name.
 */
export function DetailSection({
  id,
  title,
  empty,
  children,
}: {
  id: string;
  title: string;
  empty?: string;
  children: ReactNode;
}) {
  return (
    <section className="flex flex-col gap-2">
      <h2 id={id} className="text-base font-semibold">
        {title}
      </h2>
      {empty ? <p className="text-ink-soft">{empty}</p> : children}
    </section>
  );
}
