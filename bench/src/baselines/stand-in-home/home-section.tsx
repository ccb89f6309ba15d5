import type { ReactNode } from 'react';

/** A titled band of the home page, as the web's. */
export function HomeSection({
  id,
  title,
  children,
}: {
  id: string;
  title: string;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} className="mx-auto mt-14 max-w-7xl px-4 sm:mt-20">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={id} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {title}
        </h2>
      </div>
      {children}
    </section>
  );
}
