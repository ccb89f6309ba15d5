import { Component, type ReactNode } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';

/** SPEC section 2: when the error page itself fails, a plain message with a link home. */
function ErrorPageFailure() {
  const t = useTranslate();
  return (
    <main className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-2xl font-bold">{t('errorPage.failed')}</h1>
      <a href="/" className="mt-6 inline-block font-semibold text-brand-700 underline">
        {t('errorPage.goHome')}
      </a>
    </main>
  );
}

/**
 * Catches a failure while the error page renders in the browser. On the server the same case
 * is answered by entry.server.tsx, because React does not run error boundaries there.
 */
export class ErrorPageGuard extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <ErrorPageFailure /> : this.props.children;
  }
}
