import { describe, expect, it } from 'vitest';
import { parseXml } from './xml-check';

describe('the test XML reader', () => {
  it.each([
    ['unbalanced', '<a><b></a></b>'],
    ['unclosed', '<a><b/>'],
    ['stray ampersand', '<a>x & y</a>'],
    ['raw < in an attribute', '<a b="<"/>'],
    ['unquoted attribute', '<a b=c/>'],
    ['duplicate attribute', '<a b="1" b="2"/>'],
    ['undeclared prefix', '<a><x:link/></a>'],
    ['two roots', '<a/><b/>'],
  ])('rejects %s', (_name, xml) => {
    expect(() => parseXml(xml)).toThrow();
  });

  it('resolves namespaces', () => {
    const root = parseXml('<?xml version="1.0" encoding="UTF-8"?>\n<u xmlns="urn:a" xmlns:x="urn:b"><x:l/></u>');
    expect(root.namespace).toBe('urn:a');
    expect(root.children[0]).toMatchObject({ name: 'l', namespace: 'urn:b' });
  });
});
