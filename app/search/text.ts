// Text normalisation for matching: shoppers type without diacritics ('vrtacka' must find
// 'vŕtačka'), so the index and the query are folded the same way.

// Letters that do not decompose under NFD into a base letter plus marks.
const UNDECOMPOSED: Readonly<Record<string, string>> = {
  ß: 'ss', æ: 'ae', ø: 'o', œ: 'oe', ł: 'l', đ: 'd', ı: 'i', þ: 'th', ð: 'd',
};
const UNDECOMPOSED_PATTERN = /[ßæøœłđıþð]/g;

// How a language writes its letters without them: a German types 'saege' for 'säge'.
const WRITTEN_OUT: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  de: { ä: 'ae', ö: 'oe', ü: 'ue' },
  da: { æ: 'ae', ø: 'oe', å: 'aa' },
  nb: { æ: 'ae', ø: 'oe', å: 'aa' },
  sv: { ä: 'ae', ö: 'oe', å: 'aa' },
};

/** Lower case without diacritics: 'Vŕtačka' → 'vrtacka', 'Straße' → 'strasse'. */
export function foldText(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(UNDECOMPOSED_PATTERN, (letter) => UNDECOMPOSED[letter] ?? letter);
}

/** The term as the language writes it out ('säge' → 'saege' in German), or undefined when the same. */
export function writtenOut(term: string, language: string): string | undefined {
  const letters = WRITTEN_OUT[language];
  if (!letters) return undefined;
  const lower = term.toLowerCase();
  const spelled = lower.replace(/[äöüæøå]/g, (letter) => letters[letter] ?? letter);
  return spelled === lower ? undefined : foldText(spelled);
}

const ENTITIES: Readonly<Record<string, string>> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Plain text of a small HTML fragment (product descriptions), spaces collapsed. */
export function stripHtml(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&(#\d+|#x[\da-f]+|[a-z]+);/gi, (entity, name: string) => {
      if (name[0] === '#') {
        const code = name[1].toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : ' ';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, ' ')
    .trim();
}
