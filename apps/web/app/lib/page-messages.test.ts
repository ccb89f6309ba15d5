import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RouteConfigEntry } from '@react-router/dev/routes';
import { pageAreas, type PageArea } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import routes from '../routes.ts';
import { pageMessageAreas, parseMessageAreas, type MessagesHandle } from './page-messages.ts';

const appDirectory = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const relativeImport = /(?:\bfrom\s*|\bimport\s*\(\s*)'(\.{1,2}\/[^']+)'/g;
/** A message key of a page area in the source: 'checkout.title', `account.menu.${key}`. */
const areaKey = new RegExp(`['\`](${pageAreas.join('|')})\\.[A-Za-z$]`, 'g');
/** How a route module names its areas (lib/page-messages.ts). */
const handleLine = /^export const handle: MessagesHandle = \{ messages: \[([^\]]*)\] \};$/m;

/**
 * The page areas a module and everything it imports (statically or lazily) translate in the
 * browser: server modules (*.server.ts) translate with every message at hand.
 */
function areasUsedFrom(file: string, seen = new Set<string>()): Set<PageArea> {
  const used = new Set<PageArea>();
  if (seen.has(file) || /\.server\.tsx?$/.test(file)) return used;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, area] of source.matchAll(areaKey)) used.add(area as PageArea);
  for (const [, specifier = ''] of source.matchAll(relativeImport)) {
    const imported = resolve(dirname(file), specifier);
    if (!existsSync(imported) || !/\.tsx?$/.test(imported)) continue;
    for (const area of areasUsedFrom(imported, seen)) used.add(area);
  }
  return used;
}

/** The `handle` a route module declares, read from its source. */
function handleOf(source: string): MessagesHandle {
  const listed = handleLine.exec(source)?.[1] ?? '';
  const messages = [...listed.matchAll(/'(\w+)'/g)].map(([, area]) => area);
  return { messages: pageMessageAreas([{ messages }]) };
}

interface RouteUse {
  id: string;
  /** The areas its own modules use. */
  used: Set<PageArea>;
  /** The areas its handle names. */
  own: readonly PageArea[];
  /** The areas its handle and its layouts' handles name. */
  named: Set<PageArea>;
  below: RouteUse[];
}

function routeUses(entries: RouteConfigEntry[], above: readonly MessagesHandle[] = []): RouteUse[] {
  return entries.map((entry) => {
    const source = readFileSync(resolve(appDirectory, entry.file), 'utf8');
    const handle = handleOf(source);
    const handles = [...above, handle];
    // A resource route (no component) answers from the server only.
    const page = /^export default /m.test(source);
    return {
      id: entry.id ?? entry.file,
      used: page ? areasUsedFrom(resolve(appDirectory, entry.file)) : new Set<PageArea>(),
      own: handle.messages,
      named: new Set(pageMessageAreas(handles)),
      below: routeUses(entry.children ?? [], handles),
    };
  });
}

const everyRoute = (uses: RouteUse[]): RouteUse[] =>
  uses.flatMap((use) => [use, ...everyRoute(use.below)]);
const uses = everyRoute(routeUses(routes));

describe('page messages', () => {
  it('names, for every route, each area its modules translate in the browser', () => {
    const unnamed = uses.flatMap(({ id, used, named }) =>
      [...used].filter((area) => !named.has(area)).map((area) => `${id}: ${area}`),
    );
    expect(unnamed).toEqual([]);
  });

  it('names no area that a route and the pages under it do not use', () => {
    const unused = uses.flatMap((use) =>
      use.own
        .filter((area) => ![use, ...everyRoute(use.below)].some((r) => r.used.has(area)))
        .map((area) => `${use.id}: ${area}`),
    );
    expect(unused).toEqual([]);
  });

  it('reads back the areas written on the page', () => {
    const handles = [undefined, { messages: ['checkout'] }, { messages: ['account', 'checkout'] }];
    const areas = pageMessageAreas(handles);
    expect(areas).toEqual(['account', 'checkout']);
    expect(parseMessageAreas(areas.join(' '))).toEqual(areas);
    expect(parseMessageAreas('checkout nonsense')).toEqual(['checkout']);
    expect(parseMessageAreas(undefined)).toEqual([]);
  });
});
