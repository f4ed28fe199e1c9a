// A small strict XML reader for the sitemap tests: throws on anything not well-formed (unbalanced or
// crossed tags, unquoted or duplicate attributes, raw `<` or stray `&`, undeclared namespace prefixes,
// content after the root) and returns a tree with entities decoded and namespaces resolved.

export interface XmlElement {
  /** Local name without prefix. */
  name: string;
  /** Namespace URI the element is in. */
  namespace: string | undefined;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

const NAME = /^[A-Za-z_][\w.-]*(?::[A-Za-z_][\w.-]*)?/;
const ENTITY = /^&(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);/;
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

function decode(raw: string, where: string): string {
  let out = '';
  for (let index = 0; index < raw.length; index++) {
    const char = raw[index];
    if (char === '<') throw new Error(`raw < in ${where}`);
    if (char !== '&') {
      out += char;
      continue;
    }
    const match = ENTITY.exec(raw.slice(index));
    if (!match) throw new Error(`stray & in ${where}: ${raw.slice(index, index + 12)}`);
    const body = match[0].slice(1, -1);
    out += body.startsWith('#x') ? String.fromCodePoint(parseInt(body.slice(2), 16))
      : body.startsWith('#') ? String.fromCodePoint(Number(body.slice(1))) : NAMED[body];
    index += match[0].length - 1;
  }
  return out;
}

function parseAttributes(source: string, tag: string): Record<string, string> {
  const attributes: Record<string, string> = {};
  let rest = source.trim();
  while (rest !== '') {
    const name = NAME.exec(rest)?.[0];
    if (!name) throw new Error(`bad attribute in <${tag}>: ${rest}`);
    rest = rest.slice(name.length);
    const value = /^\s*=\s*(?:"([^"]*)"|'([^']*)')/.exec(rest);
    if (!value) throw new Error(`unquoted or missing value for ${name} in <${tag}>`);
    if (name in attributes) throw new Error(`duplicate attribute ${name} in <${tag}>`);
    attributes[name] = decode(value[1] ?? value[2], `attribute ${name}`);
    rest = rest.slice(value[0].length);
    if (rest !== '' && !/^\s/.test(rest)) throw new Error(`attributes not separated in <${tag}>`);
    rest = rest.trimStart();
  }
  return attributes;
}

type Open = { element: XmlElement; qname: string; scope: Map<string, string> };

function resolve(qname: string, scope: Map<string, string>, isAttribute: boolean): string | undefined {
  const colon = qname.indexOf(':');
  if (colon === -1) return isAttribute ? undefined : scope.get('');
  const prefix = qname.slice(0, colon);
  if (prefix === 'xmlns' || prefix === 'xml') return prefix;
  const uri = scope.get(prefix);
  if (!uri) throw new Error(`undeclared namespace prefix ${prefix}`);
  return uri;
}

export function parseXml(xml: string): XmlElement {
  let rest = xml.replace(/^<\?xml version="1\.0" encoding="UTF-8"\?>\s*/, '');
  if (rest.startsWith('<?xml')) throw new Error('malformed XML declaration');
  const stack: Open[] = [];
  let root: XmlElement | undefined;
  while (rest !== '') {
    if (!rest.startsWith('<')) {
      const end = rest.indexOf('<');
      const text = end === -1 ? rest : rest.slice(0, end);
      if (stack.length === 0 && text.trim() !== '') throw new Error(`text outside the root: ${text.slice(0, 20)}`);
      if (stack.length > 0) stack[stack.length - 1].element.text += decode(text, 'text');
      rest = end === -1 ? '' : rest.slice(end);
      continue;
    }
    const close = rest.indexOf('>');
    if (close === -1) throw new Error('unterminated tag');
    const tag = rest.slice(1, close);
    rest = rest.slice(close + 1);
    if (tag.startsWith('/')) {
      const open = stack.pop();
      if (!open || open.qname !== tag.slice(1).trim()) throw new Error(`unbalanced </${tag.slice(1)}>`);
      if (stack.length === 0) root = open.element;
      continue;
    }
    if (root) throw new Error('content after the root element');
    const selfClosing = tag.endsWith('/');
    const body = selfClosing ? tag.slice(0, -1) : tag;
    const qname = NAME.exec(body)?.[0];
    if (!qname) throw new Error(`bad tag <${tag}>`);
    const attributes = parseAttributes(body.slice(qname.length), qname);
    const scope = new Map(stack.length > 0 ? stack[stack.length - 1].scope : []);
    for (const [name, value] of Object.entries(attributes)) {
      if (name === 'xmlns') scope.set('', value);
      else if (name.startsWith('xmlns:')) scope.set(name.slice(6), value);
    }
    for (const name of Object.keys(attributes)) resolve(name, scope, true);
    const element: XmlElement = {
      name: qname.includes(':') ? qname.split(':')[1] : qname,
      namespace: resolve(qname, scope, false),
      attributes,
      children: [],
      text: '',
    };
    if (stack.length > 0) stack[stack.length - 1].element.children.push(element);
    if (selfClosing) {
      if (stack.length === 0) root = element;
    } else {
      stack.push({ element, qname, scope });
    }
  }
  if (stack.length > 0) throw new Error(`unclosed <${stack[stack.length - 1].qname}>`);
  if (!root) throw new Error('no root element');
  return root;
}
