import { describe, expect, it } from 'vitest';
import { escapeXml } from '~/seo/xml';
import { parseXml } from './xml-check';

describe('escapeXml', () => {
  it('escapes markup characters and drops characters XML cannot hold', () => {
    expect(escapeXml(`a&b<c>d"e'f`)).toBe('a&amp;b&lt;c&gt;d&quot;e&apos;f');
    expect(escapeXml('x\u0000y\u001fz\ud800')).toBe('xyz');
    expect(escapeXml('τρυπάνι 😀')).toBe('τρυπάνι 😀');
    const parsed = parseXml(`<a href="${escapeXml('https://x/?a=1&b="2"')}">${escapeXml('</a><b>')}</a>`);
    expect(parsed.attributes.href).toBe('https://x/?a=1&b="2"');
    expect(parsed.text).toBe('</a><b>');
  });
});

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
