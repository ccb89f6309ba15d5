import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { localChangeBus } from '../../../cache-invalidation/change-bus.ts';
import { sharedAnswerCache } from './shared-answer-cache.ts';

/** A bare app whose one route counts its runs; the root hook stands in for plugins/cache-policy. */
async function appWith(cacheControl: string, clock = { now: 0 }) {
  const app = Fastify();
  const bus = localChangeBus();
  app.decorate('onChange', bus.listen);
  let runs = 0;
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', cacheControl);
    return payload;
  });
  await app.register(async (listing) => {
    sharedAnswerCache(listing, () => clock.now);
    listing.get('/listing', async (request) => {
      runs += 1;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return { run: runs, query: request.query };
    });
  });
  return { app, runs: () => runs, clock, announce: bus.announce };
}

describe('shared answer cache', () => {
  it('answers a repeated URL from memory for max-age seconds, then recomputes', async () => {
    const { app, runs, clock } = await appWith('public, max-age=60');
    const first = await app.inject('/listing?page=1');
    const second = await app.inject('/listing?page=1');
    expect(second.json()).toEqual(first.json());
    expect(second.headers['cache-control']).toBe('public, max-age=60');
    expect(runs()).toBe(1);
    await app.inject('/listing?page=2');
    expect(runs()).toBe(2);
    clock.now += 61_000;
    expect((await app.inject('/listing?page=1')).json()).toMatchObject({ run: 3 });
  });

  it('computes identical concurrent requests once', async () => {
    const { app, runs } = await appWith('public, max-age=60');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => app.inject('/listing?sort=news')),
    );
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    expect(runs()).toBe(1);
  });

  it('keeps nothing the shared-cache policy forbids, nor asked with credentials', async () => {
    const { app, runs } = await appWith('no-store');
    await app.inject('/listing');
    await app.inject('/listing');
    expect(runs()).toBe(2);

    const shared = await appWith('public, max-age=60');
    await shared.app.inject({ url: '/listing', headers: { authorization: 'Bearer x' } });
    await shared.app.inject({ url: '/listing', headers: { authorization: 'Bearer x' } });
    expect(shared.runs()).toBe(2);
  });

  it('empties on a catalogue change, and keeps no answer computed before it', async () => {
    const { app, runs, announce } = await appWith('public, max-age=60');
    await app.inject('/listing');
    await announce('content');
    await app.inject('/listing');
    expect(runs()).toBe(1);
    await announce('catalogue');
    expect((await app.inject('/listing')).json()).toMatchObject({ run: 2 });

    // The change lands while run 3 computes: its answer may predate it.
    await announce('catalogue');
    const during = app.inject('/listing?page=2');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await announce('catalogue');
    await during;
    expect((await app.inject('/listing?page=2')).json()).toMatchObject({ run: 4 });
  });
});
