import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestApp } from '../testing/test-app.ts';

let testApp: Awaited<ReturnType<typeof openTestApp>>;
beforeAll(async () => {
  testApp = await openTestApp({ PUBLIC_API_URL: 'https://api.example.com/shop/' });
});
afterAll(() => testApp.close());

describe('pagedList links', () => {
  it('start from PUBLIC_API_URL, path included, when it is set', async () => {
    const response = await testApp.app.inject({ url: '/stores/v1/stores/?store=ESSM&page_size=1' });
    expect(response.json().next).toBe(
      'https://api.example.com/shop/stores/v1/stores/?store=ESSM&page_size=1&page=2',
    );
  });
});
