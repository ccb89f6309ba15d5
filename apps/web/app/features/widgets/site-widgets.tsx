import { useEffect } from 'react';
import { ChatLink } from './chat-link.tsx';
import { isChunkLoadError, reloadForChunk } from './chunk-reload.ts';
import { ConsentBanner } from './consent-banner.tsx';
import { LoadingBar } from './loading-bar.tsx';
import { OfflineNotice } from './offline-notice.tsx';
import { Toaster } from './toaster.tsx';
import type { WidgetSettings } from './widget-settings.server.ts';

function useChunkReload() {
  useEffect(() => {
    const reload = () =>
      reloadForChunk({
        storage: window.sessionStorage,
        reload: () => window.location.reload(),
        now: Date.now(),
      });
    // Vite's preload helper reports a missing chunk or stylesheet with this event.
    const onPreloadError = (event: Event) => {
      if (reload()) event.preventDefault();
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isChunkLoadError(event.reason)) reload();
    };
    window.addEventListener('vite:preloadError', onPreloadError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('vite:preloadError', onPreloadError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
}

type SiteWidgetsProps = {
  settings: WidgetSettings | undefined;
  /** The page is an error page: a navigation that ended here failed. */
  failed?: boolean;
  /** The checkout keeps the customer on the purchase: no chat corner button there. */
  chat?: boolean;
};

/** The site-wide widgets of SPEC sections 2, 4 and 8, placed once by each layout. */
export function SiteWidgets({ settings, failed = false, chat = true }: SiteWidgetsProps) {
  useChunkReload();
  return (
    <>
      <LoadingBar failed={failed} />
      <Toaster />
      <OfflineNotice />
      {chat && <ChatLink />}
      {settings && <ConsentBanner settings={settings.consent} />}
    </>
  );
}
