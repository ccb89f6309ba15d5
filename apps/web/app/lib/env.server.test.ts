import { describe, expect, it } from 'vitest';
import { parseWebEnv } from './env.server.ts';

describe('parseWebEnv', () => {
  it('defaults to the local api and the two local host names', () => {
    const env = parseWebEnv({});
    expect(env.API_URL).toBe('http://127.0.0.1:4000');
    expect([...env.STORE_HOSTS]).toEqual([
      ['localhost', 'ESSM'],
      ['fr.localhost', 'FRSM'],
    ]);
  });

  it('reads STORE_HOSTS as store=host pairs, host names in lower case', () => {
    const env = parseWebEnv({
      STORE_HOSTS: 'ESSM=www.Example.es, FRSM=www.example.fr,ESSM=example.es',
    });
    expect(env.STORE_HOSTS.get('www.example.es')).toBe('ESSM');
    expect(env.STORE_HOSTS.get('example.es')).toBe('ESSM');
    expect(env.STORE_HOSTS.get('www.example.fr')).toBe('FRSM');
  });

  it('fails with a line naming the variable', () => {
    expect(() => parseWebEnv({ STORE_HOSTS: 'ESSM=www.example.es' })).toThrow(/STORE_HOSTS/);
    expect(() => parseWebEnv({ STORE_HOSTS: 'XXSM=a,ESSM=b,FRSM=c' })).toThrow(/STORE=host/);
    expect(() => parseWebEnv({ API_URL: 'not a url' })).toThrow(/API_URL/);
  });
});
