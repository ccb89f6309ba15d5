import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Request, RequestHandler, Response } from 'express';
import { afterAll, expect, it } from 'vitest';
import { clientFilesOnly } from './client-files.server.ts';

const folder = mkdtempSync(path.join(tmpdir(), 'client-files-'));
mkdirSync(path.join(folder, 'assets'));
writeFileSync(path.join(folder, 'robots-extra.txt'), 'x');
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Which of the two a request reaches: the file server, or the next step (the pages). */
function reached(requestPath: string): 'files' | 'pages' {
  let outcome: 'files' | 'pages' | undefined;
  const serve: RequestHandler = () => {
    outcome = 'files';
  };
  clientFilesOnly(folder, serve)({ path: requestPath } as Request, {} as Response, () => {
    outcome = 'pages';
  });
  if (!outcome) throw new Error('the request went nowhere');
  return outcome;
}

it('hands the paths of the build’s files to the file server', () => {
  expect(reached('/assets/entry.client-abc.js')).toBe('files');
  expect(reached('/robots-extra.txt')).toBe('files');
});

it('sends every page on without the file server', () => {
  expect(reached('/')).toBe('pages');
  expect(reached('/mamparas-de-ducha')).toBe('pages');
  expect(reached('/mampara-luce.html')).toBe('pages');
  expect(reached('/fr/assets-guide')).toBe('pages');
});
