// Raw HTTP and extra servers for the e2e specs that test the server itself (hardening, a remote backend).
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';

export type RawAnswer = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number };

/** Bodies from this size on wait for an early answer before they are sent (see rawRequest). */
const LARGE_BODY = 1_000_000;

/**
 * One HTTP request exactly as given: any method, request target and Host header (Node's fetch and
 * Playwright's request context both rewrite the Host header and refuse odd targets).
 */
export function rawRequest(
  port: number,
  /** `address`: the server address to connect to (127.0.0.1; another of this machine's addresses to come from off loopback). */
  options: { method?: string; path?: string; headers?: Record<string, string>; body?: string | Buffer; timeoutMs?: number; address?: string },
): Promise<RawAnswer> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = http.request(
      { host: options.address ?? '127.0.0.1', port, method: options.method ?? 'GET', path: options.path ?? '/', headers: options.headers ?? {}, agent: false },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8'), ms: Date.now() - started });
          // A body that was never sent (the answer came first) must not keep the connection open.
          req.destroy();
        });
        res.on('error', reject);
      },
    );
    req.setTimeout(options.timeoutMs ?? 20_000, () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 20_000} ms`)));
    // A server that refuses a large body answers before reading it and closes: writing the body then fails
    // (EPIPE, ECONNRESET) and can take the answer down with the socket. So a large body waits a moment after
    // the headers, as a client sending `Expect: 100-continue` would, and is not sent once the answer is in.
    let answered = false;
    req.on('response', () => (answered = true));
    req.on('error', (error) => setTimeout(() => (answered ? undefined : reject(error)), 500));
    const body = options.body;
    if (body === undefined || body.length < LARGE_BODY) {
      if (body !== undefined) req.write(body);
      req.end();
      return;
    }
    req.flushHeaders();
    setTimeout(() => {
      if (answered) return;
      req.write(body);
      req.end();
    }, 300);
  });
}

/** The compiled programs `npm run build` writes (decision 062): what `npm start` runs, as the e2e server does. */
export const COMPILED = { shop: 'build/node/index.js', backend: 'build/node/backend.js' } as const;

/** A server process of its own; its mail catcher takes any free port, so several can run at once. */
export function startNode(program: keyof typeof COMPILED, env: Record<string, string>): ChildProcess {
  return spawn(process.execPath, ['--disable-warning=ExperimentalWarning', COMPILED[program]], {
    env: { ...process.env, LOG_LEVEL: 'warn', SMTP_CATCHER_PORT: '0', ...env },
    stdio: 'ignore',
  });
}

export async function waitFor(url: string, init: RequestInit = {}, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await fetch(url, init).then((response) => response.ok, () => false);
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer`);
}

/** Stops a child process and waits until it is gone. */
export function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
