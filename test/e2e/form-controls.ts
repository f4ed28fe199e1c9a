/**
 * Submit controls of a document that stand outside the form they submit (issue 38 item 2, decision 143): a
 * button outside its form, or one that names a form elsewhere with `form=`, sends nothing in a text browser (w3m,
 * lynx) or an older one. React writes every attribute quoted and escapes `<` and `>` inside values, so the tags
 * can be read one by one.
 */
export function submitControlsOutsideForms(html: string): string[] {
  const outside: string[] = [];
  let depth = 0;
  for (const [tag, closing, name, attributes] of html.matchAll(/<(\/?)(form|button|input)\b([^>]*)>/gi)) {
    if (name.toLowerCase() === 'form') {
      depth = Math.max(0, depth + (closing ? -1 : 1));
      continue;
    }
    if (closing) continue;
    const type = /\btype="([^"]*)"/i.exec(attributes)?.[1]?.toLowerCase();
    const submits = name.toLowerCase() === 'button' ? type === undefined || type === 'submit' : type === 'submit' || type === 'image';
    if (submits && (depth === 0 || /\sform="/i.test(attributes))) outside.push(tag);
  }
  return outside;
}
