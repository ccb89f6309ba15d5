import { Suspense, type ReactNode } from 'react';
import { Await } from 'react-router';

/**
 * A home section whose data streams in after the first byte. While it loads, a placeholder
 * of the same height holds its place; if its call fails, the section is left out rather
 * than failing the page.
 */
export function DeferredSection<Data>({
  data,
  placeholder,
  children,
}: {
  data: Promise<Data>;
  placeholder: ReactNode;
  children: (data: Data) => ReactNode;
}) {
  return (
    <Suspense fallback={placeholder}>
      <Await resolve={data} errorElement={<></>}>
        {children}
      </Await>
    </Suspense>
  );
}
