import { fileURLToPath } from 'node:url';
import { reactRouter } from '@react-router/dev/vite';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';

const browserMessages = fileURLToPath(
  new URL('../../packages/i18n/src/browser.ts', import.meta.url),
);

/**
 * The browser gets `@shop/i18n`'s browser entry: one language's messages, loaded on demand,
 * without the areas only servers use. The server render keeps the full catalogues.
 */
function messagesForTheBrowser(): Plugin {
  return {
    name: 'shop:messages-for-the-browser',
    enforce: 'pre',
    resolveId(source) {
      return source === '@shop/i18n' && this.environment.name === 'client' ? browserMessages : null;
    },
  };
}

/** React, React DOM and React Router: every page needs them, and they change only on upgrades. */
const framework = /node_modules[\\/](react|react-dom|react-router|@react-router|scheduler)[\\/]/;
/**
 * The small modules nearly every page shares (ui pieces, browser helpers, the translator, the
 * domain's formatting): rolldown would give each its own chunk of a few hundred bytes, and each
 * script costs a request and ~350 bytes of response headers (about 7 KB on the product page).
 */
const common =
  /[\\/]apps[\\/]web[\\/]app[\\/](components|lib)[\\/]|[\\/]packages[\\/]i18n[\\/]src[\\/][^\\/]+\.ts$|[\\/]packages[\\/]domain[\\/]src[\\/](money|edition|errors|message-keys|payment-methods|recently-viewed|wishlist)\.ts$|^\0(vite\/preload-helper|rolldown\/runtime)/;
export default defineConfig({
  plugins: [messagesForTheBrowser(), tailwindcss(), reactRouter()],
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            // One framework chunk instead of four: every page loads all of it anyway, and each
            // script costs a request and ~350 bytes of headers (3 KB less on the product page).
            codeSplitting: {
              groups: [
                { name: 'framework', test: framework, priority: 2 },
                { name: 'common', test: common, priority: 1 },
              ],
            },
          },
        },
      },
    },
  },
});
