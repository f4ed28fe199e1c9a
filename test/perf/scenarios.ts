/**
 * One autocannon run of the bench (issue 25): GETs without cookies, with one fixed jar, or rotating over many
 * distinct sessions (each request takes the next session; every connection keeps its own when `perConnection`).
 * Answers' Set-Cookie go back into the session's jar, as a browser would keep them.
 */
import os from 'node:os';
import autocannon from 'autocannon';
import { BROWSER_UA, type BenchServer } from './load-server';
import type { CookieJar } from './sessions';

export type Step = { path: string; method?: 'GET' | 'POST'; body?: () => string; form?: boolean };

export type Row = {
  run: string; connections: number; seconds: number; reqPerSec: number; p50: number; p99: number;
  ok2xx: number; s3xx: number; s4xx: number; s5xx: number; s503: number; errors: number; load: string;
};

export const loadAverage = () => os.loadavg().map((value) => value.toFixed(2)).join(' ');

type Context = { jar?: CookieJar };

export async function run(
  server: BenchServer,
  host: string,
  name: string,
  steps: Step[],
  options: { connections: number; seconds: number; sessions?: CookieJar[]; perConnection?: boolean },
): Promise<Row> {
  const load = loadAverage();
  const sessions = options.sessions ?? [];
  let next = 0;
  const base = { host, 'user-agent': BROWSER_UA, accept: 'text/html', 'accept-encoding': 'br, gzip' };
  const result = await autocannon({
    url: `http://127.0.0.1:${server.port}`,
    connections: options.connections,
    duration: options.seconds,
    timeout: 30,
    requests: steps.map((step) => ({
      method: step.method ?? 'GET',
      path: step.path,
      setupRequest(req: autocannon.Request, raw: object) {
        const context = raw as Context;
        if (sessions.length > 0 && (!options.perConnection || !context.jar)) context.jar = sessions[next++ % sessions.length];
        const headers: Record<string, string> = { ...base };
        if (context.jar) headers.cookie = context.jar.header();
        if (step.form) Object.assign(headers, { 'content-type': 'application/x-www-form-urlencoded', origin: `http://${host}` });
        return { ...req, headers, ...(step.body ? { body: step.body() } : {}) };
      },
      onResponse(_status: number, _body: string, raw: object, headers: autocannon.Request['headers']) {
        const context = raw as Context;
        if (context.jar && headers) context.jar.update(headers);
      },
    })),
  });
  const stats = result.statusCodeStats ?? {};
  return {
    run: name, connections: options.connections, seconds: options.seconds,
    reqPerSec: Math.round(result.requests.average * 10) / 10,
    p50: result.latency.p50, p99: result.latency.p99,
    ok2xx: result['2xx'], s3xx: result['3xx'], s4xx: result['4xx'], s5xx: result['5xx'], s503: stats['503']?.count ?? 0,
    errors: result.errors + result.timeouts,
    load,
  };
}

/** A target of issue 25 with its measured value. */
export type Target = { name: string; measured: string; pass: boolean };

export const ratio = (value: number, base: number) => (base > 0 ? Math.round((value / base) * 100) / 100 : 0);
