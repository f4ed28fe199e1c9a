import { describe, expect, it, vi } from 'vitest';
import {
  callCommerce,
  cartNotFoundInStore,
  CommerceError,
  isConcurrentModification,
  isNotFound,
  isNotFoundInStore,
  toCommerceError,
} from '~/commerce/errors.server';

// The shapes sdk-client-v2 rejects with.
const sdkError = (statusCode: number, body: unknown, message = 'sdk message') => Object.assign(new Error(message), { statusCode, body });

describe('toCommerceError', () => {
  it('formats the spec message from the backend body', () => {
    const error = toCommerceError('/addToCart', sdkError(400, { message: "SKU 'X' not found", errors: [{ code: 'General' }] }));
    expect(error.message).toBe("An error occurred during request to /addToCart, SKU 'X' not found");
    expect(error).toMatchObject({ endpoint: '/addToCart', statusCode: 400, code: 'General', detail: "SKU 'X' not found" });
  });

  it('prefers the body over the SDK’s "URI not found" for 404s', () => {
    const error = toCommerceError('/getCart', sdkError(404, { message: "The Resource with ID 'x' was not found.", errors: [{ code: 'ResourceNotFound' }] }, 'URI not found: /p/carts/x'));
    expect(error.detail).toBe("The Resource with ID 'x' was not found.");
    expect(isNotFound(error)).toBe(true);
  });

  it('reads the current version of a concurrent modification', () => {
    const error = toCommerceError('/updateCart', sdkError(409, {
      message: 'different version',
      errors: [{ code: 'SomethingElse' }, { code: 'ConcurrentModification', currentVersion: 7 }],
    }));
    expect(isConcurrentModification(error)).toBe(true);
    expect(error.currentVersion).toBe(7);
    expect(toCommerceError('/x', sdkError(409, { errors: [{ code: 'ConcurrentModification' }] })).currentVersion).toBeUndefined();
  });

  it('handles network errors, timeouts and non-errors', () => {
    expect(toCommerceError('/getProduct', Object.assign(new Error('fetch failed: connect ECONNREFUSED'), { statusCode: 0 })))
      .toMatchObject({ statusCode: 0, message: 'An error occurred during request to /getProduct, fetch failed: connect ECONNREFUSED' });
    expect(toCommerceError('/getProduct', new Error('The operation was aborted due to timeout')).detail).toBe('request timed out');
    expect(toCommerceError('/x', 'plain text').message).toBe('An error occurred during request to /x, plain text');
  });

  it('keeps an existing CommerceError as it is', () => {
    const original = cartNotFoundInStore('/updateCart', 'c1', 'sk');
    expect(toCommerceError('/other', original)).toBe(original);
  });
});

describe('callCommerce', () => {
  it('returns the value or throws the generic error', async () => {
    expect(await callCommerce('/x', async () => 42)).toBe(42);
    await expect(callCommerce('/x', () => Promise.reject(sdkError(500, { message: 'boom' })))).rejects.toThrow(
      'An error occurred during request to /x, boom',
    );
  });

  it('with a catch callback, runs it and resolves to null', async () => {
    const onError = vi.fn();
    expect(await callCommerce('/x', () => Promise.reject(sdkError(503, { message: 'down' })), onError)).toBeNull();
    expect(onError).toHaveBeenCalledOnce();
    expect(onError.mock.calls[0][0]).toBeInstanceOf(CommerceError);
  });
});

describe('not found in store', () => {
  it('is recognised from the text, as spec §8 says', () => {
    expect(isNotFoundInStore(cartNotFoundInStore('/updateCart', 'c1', 'sk'))).toBe(true);
    expect(isNotFoundInStore(new Error("Cart 'x' was not found in store 'cz'."))).toBe(true);
    expect(isNotFoundInStore(new Error('The Resource was not found.'))).toBe(false);
    expect(isNotFoundInStore('was not found in store')).toBe(false);
  });
});
