// Google's reading of robots.txt (RFC 9309), for the tests of what the shop allows crawlers.
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A robots.txt path rule as a RegExp: `*` matches any run, a final `$` anchors the end. */
function ruleRegExp(rule: string): RegExp {
  const anchored = rule.endsWith('$');
  const body = (anchored ? rule.slice(0, -1) : rule).split('*').map(escapeRegExp).join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/** Whether a crawler may fetch `path` (with its query): the longest matching rule wins, Allow on a tie. */
export function robotsAllows(txt: string, path: string): boolean {
  let best = { length: -1, allow: true };
  for (const line of txt.split('\n')) {
    const match = /^(Allow|Disallow): (.+)$/.exec(line);
    if (!match || !ruleRegExp(match[2]).test(path)) continue;
    const allow = match[1] === 'Allow';
    if (match[2].length > best.length || (match[2].length === best.length && allow)) best = { length: match[2].length, allow };
  }
  return best.allow;
}
