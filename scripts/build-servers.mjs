// Compiles the shop's server processes to JavaScript, so production runs `node` on them with no
// TypeScript loader (README: "Production"):
//   apps/api/build/server.js   the api            (apps/api/src/server.ts)
//   apps/api/build/worker.js   the background worker (apps/api/src/worker/main.ts)
//   apps/api/build/migrate.js  the migrations, run once before a deploy
//   apps/web/build/server.js   the web's server   (apps/web/server.ts; React Router's build beside it)
//   apps/admin/build/server.js the staff app's server (apps/admin/server.ts; Vite's dist/ beside it)
// The workspace packages (@shop/*) are TypeScript sources: they are bundled in. Everything
// from node_modules stays an import, since native modules (argon2, sharp), WebAssembly
// (PGlite) and packages that read their own files (pdfkit's fonts, BullMQ's scripts) only
// work from where npm installed them.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Every server entry point and the file it compiles to, from the repository root. */
export const serverEntries = [
  { entry: 'apps/api/src/server.ts', output: 'apps/api/build/server.js' },
  { entry: 'apps/api/src/worker/main.ts', output: 'apps/api/build/worker.js' },
  { entry: 'apps/api/src/migrate-main.ts', output: 'apps/api/build/migrate.js' },
  { entry: 'apps/web/server.ts', output: 'apps/web/build/server.js' },
  { entry: 'apps/admin/server.ts', output: 'apps/admin/build/server.js' },
];

/** Bundles the workspace's own code; leaves every npm package to Node's resolution. */
const externalPackages = {
  name: 'external-packages',
  setup(bundler) {
    bundler.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shop/') ? undefined : { path: args.path, external: true },
    );
  },
};

/**
 * Sources find their files (migrations, seed artwork, the staff app's dist/, DATA_DIR's
 * default) with `new URL(relative, import.meta.url)`. In a bundle, import.meta.url is the
 * bundle's, so each source's is rewritten to its own location, relative to the bundle: the
 * build runs in place, in the repository it was built from (or a copy of it).
 */
function sourceLocations(outputDirectory) {
  return {
    name: 'source-locations',
    setup(bundler) {
      bundler.onLoad({ filter: /\.(ts|tsx|mts)$/ }, async (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const contents = await readFile(args.path, 'utf8');
        if (!contents.includes('import.meta.url')) return undefined;
        const fromBundle = path.relative(outputDirectory, args.path).split(path.sep).join('/');
        return {
          contents: contents.replaceAll(
            'import.meta.url',
            `new URL(${JSON.stringify(fromBundle)}, import.meta.url).href`,
          ),
          loader: path.extname(args.path).slice(1),
        };
      });
    },
  };
}

/** Compiles every server entry point (about a second each). */
export async function buildServers() {
  await Promise.all(
    serverEntries.map(({ entry, output }) => {
      const outfile = path.join(repoRoot, output);
      return build({
        entryPoints: [path.join(repoRoot, entry)],
        outfile,
        bundle: true,
        platform: 'node',
        format: 'esm',
        target: 'node20.19',
        sourcemap: true,
        logLevel: 'warning',
        plugins: [externalPackages, sourceLocations(path.dirname(outfile))],
      });
    }),
  );
}

// `node scripts/build-servers.mjs` (the last step of `npm run build`).
if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServers();
