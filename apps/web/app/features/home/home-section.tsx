import { useId, type ReactNode } from 'react';

/** A titled band of the home page; `aside` sits at the heading's end (a "see all" link). */
export function HomeSection({
  title,
  aside,
  children,
}: {
  title: string;
  aside?: ReactNode;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="mx-auto mt-14 max-w-7xl px-4 sm:mt-20">
      <div className="mb-6 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-bold tracking-tight text-brand-900 sm:text-3xl">
          {title}
        </h2>
        {aside}
      </div>
      {children}
    </section>
  );
}
