import { useSyncExternalStore } from 'react';
import { useTranslate } from '../../lib/use-storefront.ts';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** Tells the visitor the connection is gone (navigator.onLine and its events). */
export function OfflineNotice() {
  const t = useTranslate();
  const online = useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
  return (
    <div role="status" aria-live="polite" data-widget="offline">
      {!online && (
        <p className="fixed inset-x-0 bottom-0 z-50 bg-ink px-4 py-3 text-center text-sm font-medium text-white">
          {t('widgets.offline')}
        </p>
      )}
    </div>
  );
}
