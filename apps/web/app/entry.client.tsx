import { loadMessages, locales, parseLocale } from '@shop/i18n';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { z } from 'zod';
import { hushCancelledRequests } from './lib/cancelled-requests.ts';

// zod compiles fast parsers with `new Function` unless told not to; the page's
// Content-Security-Policy allows no eval (lib/security-headers.server.ts).
z.config({ jitless: true });

hushCancelledRequests(window);

// The page was rendered with its language's messages: hydrating without them would not match.
const locale = parseLocale(document.documentElement.lang) ?? locales[0];

void loadMessages(locale).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
