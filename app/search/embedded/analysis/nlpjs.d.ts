// nlp.js ships no types; the search module uses only the stemmers.
declare module '@nlpjs/lang-cs' {
  export class StemmerCs {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-pl' {
  export class StemmerPl {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-sl' {
  export class StemmerSl {
    stemWord(word: string): string;
  }
}
