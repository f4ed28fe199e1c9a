import express from 'express';
import { describe, expect, it } from 'vitest';
import { ServiceStack } from '../../../server/services/stack';

describe('the service stack', () => {
  it('closes the services in reverse order of building, each once, past one that fails', async () => {
    const closed: string[] = [];
    const errors: unknown[] = [];
    const stack = new ServiceStack({ error: (fields: unknown) => void errors.push(fields) } as never);
    const pages = [{ method: 'use' as const, path: '/__pages' as const, handlers: [express.Router()] }];
    expect(stack.add('backend', { value: 1, close: async () => void closed.push('backend') })).toBe(1);
    stack.add('mail', { value: 2, routes: pages, close: () => void closed.push('mail') });
    stack.add('broken', { value: 3, close: () => {
      closed.push('broken');
      throw new Error('refused');
    } });
    stack.add('http', { value: 4, close: async () => void closed.push('http') });
    expect(stack.names).toEqual(['backend', 'mail', 'broken', 'http']);
    expect(stack.routes).toEqual(pages);

    await stack.close();
    expect(closed).toEqual(['http', 'broken', 'mail', 'backend']);
    expect(errors).toMatchObject([{ service: 'broken' }]);
    await stack.close();
    expect(closed).toHaveLength(4);
  });
});
