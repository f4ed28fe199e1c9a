// Remix's handleError writes through the request's pino logger (issue 24 item 7), never console.
import { describe, expect, it, vi } from 'vitest';
import { pino } from 'pino';
import type { AppLoadContext } from '@remix-run/node';
import { handleError } from '~/entry.server';

function recordedRequest() {
  const lines: Record<string, unknown>[] = [];
  const log = pino({ base: { reqId: 'req-7' } }, { write: (line: string) => void lines.push(JSON.parse(line)) });
  const context = { storefront: { request: { log } } } as unknown as AppLoadContext;
  return { lines, args: { request: new Request('http://sk.localhost/p/x'), params: {}, context } };
}

describe('handleError', () => {
  it('logs a loader failure as an error line of the request logger, with the stack', () => {
    const { lines, args } = recordedRequest();
    const console = vi.spyOn(globalThis.console, 'error').mockImplementation(() => {});
    handleError(new Error('backend exploded'), args);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ level: 50, reqId: 'req-7', msg: 'loader or action failed', err: { message: 'backend exploded' } });
    expect((lines[0]!.err as { stack: string }).stack).toContain('backend exploded');
    expect(console).not.toHaveBeenCalled();
    console.mockRestore();
  });

  it('logs nothing for a 404 the page already shows, nor for a request the shopper left', () => {
    const { lines, args } = recordedRequest();
    handleError({ status: 404, statusText: 'Not Found', internal: true, data: null }, args);
    const aborted = new AbortController();
    aborted.abort();
    handleError(new Error('late'), { ...args, request: new Request('http://sk.localhost/', { signal: aborted.signal }) });
    expect(lines).toEqual([]);
  });
});
