import { headerCarries } from './secret-header.ts';

/**
 * The header a scrape names METRICS_TOKEN in. Not Authorization: the api reads that as a
 * customer's access token and refuses anything else in it.
 */
export const metricsTokenHeader = 'x-metrics-token';

/**
 * Whether a scrape may read /metrics: always when no METRICS_TOKEN is set (a private network,
 * the demo), else only when X-Metrics-Token carries it (compared in constant time).
 */
export function metricsReadable(
  given: string | string[] | undefined,
  token: string | undefined,
): boolean {
  if (token === undefined || token === '') return true;
  return headerCarries(given, token);
}
