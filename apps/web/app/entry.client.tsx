import { loadMessages, locales, parseLocale } from '@shop/i18n';
import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';
import { hushCancelledRequests } from './lib/cancelled-requests.ts';
import { parseMessageAreas } from './lib/page-messages.ts';
import { parseZodWithoutEval } from './lib/zod-without-eval.ts';

parseZodWithoutEval();
hushCancelledRequests(window);

// The page was rendered with its language's messages: hydrating without them would not match.
const page = document.documentElement;
const locale = parseLocale(page.lang) ?? locales[0];

void loadMessages(locale, parseMessageAreas(page.dataset.messageAreas)).then(() => {
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
});
