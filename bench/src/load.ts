import autocannon from 'autocannon';

export interface LoadFigures {
  p50: number;
  p95: number;
  p99: number;
  /** 2xx responses per second. */
  rps: number;
  requests: number;
  non2xx: number;
  /** Failed connections and timeouts. */
  errors: number;
  /** Mean bytes read per response, headers included: shows two pages are comparable. */
  responseBytes: number;
}

export interface LoadOptions {
  connections?: number;
  warmupSeconds?: number;
  durationSeconds?: number;
  /** A request other than GET url, e.g. a POST whose body changes per request. */
  request?: autocannon.Request;
}

function run(
  url: string,
  connections: number,
  seconds: number,
  request: autocannon.Request | undefined,
  onResponse?: (ms: number, bytes: number) => void,
) {
  return new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url,
        connections,
        pipelining: 1,
        duration: seconds,
        ...(request ? { requests: [request] } : {}),
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    if (onResponse)
      instance.on('response', (_client, _status, bytes, responseTime) =>
        onResponse(responseTime, bytes),
      );
  });
}

/** Nearest-rank percentile: autocannon's histogram has no p95, so latencies are kept raw. */
function percentile(sorted: number[], fraction: number): number {
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[index] ?? Number.NaN;
}

/** Warms the target up, then loads it. Failures are counted, not thrown, so every figure is printed. */
export async function measure(url: string, options: LoadOptions = {}): Promise<LoadFigures> {
  const { connections = 50, warmupSeconds = 3, durationSeconds = 10, request } = options;
  await run(url, connections, warmupSeconds, request);
  const latencies: number[] = [];
  let bytes = 0;
  const result = await run(url, connections, durationSeconds, request, (ms, responseBytes) => {
    latencies.push(ms);
    bytes += responseBytes;
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    rps: result['2xx'] / result.duration,
    requests: result.requests.total,
    non2xx: result.non2xx,
    errors: result.errors,
    responseBytes: bytes / latencies.length,
  };
}
