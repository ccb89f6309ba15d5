import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';

const api = process.env.API_URL ?? 'http://127.0.0.1:4000';

/*
 * `npm run dev` serves the app on ADMIN_PORT and forwards /admin/v1/ (and the catalogue's
 * images, /media/v1/images/) to the api, as the production server (server.ts) does, so the
 * staff session cookie is first-party in both.
 */
export default defineConfig({
  plugins: [tailwindcss()],
  build: { outDir: 'dist', assetsDir: 'assets' },
  server: {
    port: Number(process.env.ADMIN_PORT ?? 3400),
    strictPort: true,
    proxy: { '/admin/v1/': api, '/media/v1/images/': api },
  },
});
