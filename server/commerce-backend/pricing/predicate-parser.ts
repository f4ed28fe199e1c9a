/** The subset of commercetools discount predicates the shop uses, as a syntax tree only: predicate-eval.ts rejects
 * unknown fields, so an unknown construct never silently evaluates to true. */

export type Literal = { kind: 'literal'; value: string | number | boolean };
export type Path = { kind: 'path'; path: string[] };
export type Call = { kind: 'call'; name: string; arg: Expr | undefined };
export type Operand = Literal | Path | Call;

export type CompareOp = '=' | '!=' | '<' | '<=' | '>' | '>=';

export type Expr =
  | { kind: 'and' | 'or'; left: Expr; right: Expr }
  | { kind: 'not'; expr: Expr }
  | { kind: 'compare'; op: CompareOp; left: Operand; right: Operand }
  | { kind: 'in'; negated: boolean; left: Operand; values: Operand[] }
  | { kind: 'contains'; mode: 'one' | 'any' | 'all'; left: Operand; values: Operand[] }
  | { kind: 'is'; test: 'defined' | 'empty'; negated: boolean; operand: Operand }
  | { kind: 'value'; operand: Operand };

export class PredicateSyntaxError extends Error {
  constructor(message: string, readonly source: string) {
    super(`${message} in predicate: ${source}`);
    this.name = 'PredicateSyntaxError';
  }
}

type Token =
  | { type: 'string'; value: string }
  | { type: 'number'; value: number }
  | { type: 'ident'; value: string }
  | { type: 'op'; value: string }
  | { type: 'end' };

const OPERATORS = ['!=', '<>', '<=', '>=', '=', '<', '>', '(', ')', ',', '.'];

function tokenize(source: string): Token[] {
  const tokens: Token[] = [];
  let i = 0;
  while (i < source.length) {
    const ch = source[i];
    if (/\s/.test(ch)) {
      i += 1;
    } else if (ch === '"') {
      let value = '';
      i += 1;
      while (i < source.length && source[i] !== '"') {
        if (source[i] === '\\' && i + 1 < source.length) i += 1;
        value += source[i];
        i += 1;
      }
      if (i >= source.length) throw new PredicateSyntaxError('Unterminated string', source);
      i += 1;
      tokens.push({ type: 'string', value });
    } else if (/[0-9]/.test(ch) || (ch === '-' && /[0-9]/.test(source[i + 1] ?? ''))) {
      const match = /^-?\d+(\.\d+)?/.exec(source.slice(i));
      if (!match) throw new PredicateSyntaxError(`Bad number at ${i}`, source);
      tokens.push({ type: 'number', value: Number(match[0]) });
      i += match[0].length;
    } else if (/[A-Za-z_]/.test(ch)) {
      // Attribute names may contain hyphens (commercetools allows [A-Za-z0-9_-]); there is no arithmetic.
      const match = /^[A-Za-z_][A-Za-z0-9_-]*/.exec(source.slice(i));
      tokens.push({ type: 'ident', value: match![0] });
      i += match![0].length;
    } else {
      const op = OPERATORS.find((candidate) => source.startsWith(candidate, i));
      if (!op) throw new PredicateSyntaxError(`Unexpected character '${ch}' at ${i}`, source);
      tokens.push({ type: 'op', value: op === '<>' ? '!=' : op });
      i += op.length;
    }
  }
  tokens.push({ type: 'end' });
  return tokens;
}

const KEYWORDS = new Set(['and', 'or', 'not', 'in', 'contains', 'any', 'all', 'is', 'defined', 'empty']);
const COMPARE_OPS = new Set<string>(['=', '!=', '<', '<=', '>', '>=']);

class Parser {
  private pos = 0;
  private readonly tokens: Token[];

  constructor(private readonly source: string) {
    this.tokens = tokenize(source);
  }

  parse(): Expr {
    const expr = this.parseOr();
    if (this.peek().type !== 'end') this.fail('Unexpected trailing input');
    return expr;
  }

  private peek(offset = 0): Token {
    return this.tokens[Math.min(this.pos + offset, this.tokens.length - 1)];
  }

  private next(): Token {
    const token = this.peek();
    this.pos += 1;
    return token;
  }

  private isKeyword(word: string, offset = 0): boolean {
    const token = this.peek(offset);
    return token.type === 'ident' && token.value.toLowerCase() === word;
  }

  private isOp(op: string): boolean {
    const token = this.peek();
    return token.type === 'op' && token.value === op;
  }

  private expectOp(op: string): void {
    if (!this.isOp(op)) this.fail(`Expected '${op}'`);
    this.pos += 1;
  }

  private fail(message: string): never {
    throw new PredicateSyntaxError(`${message} (token ${this.pos})`, this.source);
  }

  private parseOr(): Expr {
    let left = this.parseAnd();
    while (this.isKeyword('or')) {
      this.pos += 1;
      left = { kind: 'or', left, right: this.parseAnd() };
    }
    return left;
  }

  private parseAnd(): Expr {
    let left = this.parseUnary();
    while (this.isKeyword('and')) {
      this.pos += 1;
      left = { kind: 'and', left, right: this.parseUnary() };
    }
    return left;
  }

  private parseUnary(): Expr {
    if (this.isKeyword('not')) {
      this.pos += 1;
      return { kind: 'not', expr: this.parseUnary() };
    }
    if (this.isOp('(')) {
      this.pos += 1;
      const inner = this.parseOr();
      this.expectOp(')');
      return inner;
    }
    return this.parseComparison();
  }

  private parseComparison(): Expr {
    const left = this.parseOperand();
    const token = this.peek();
    if (token.type === 'op' && COMPARE_OPS.has(token.value)) {
      this.pos += 1;
      return { kind: 'compare', op: token.value as CompareOp, left, right: this.parseOperand() };
    }
    if (this.isKeyword('not') && this.isKeyword('in', 1)) {
      this.pos += 2;
      return { kind: 'in', negated: true, left, values: this.parseList() };
    }
    if (this.isKeyword('in')) {
      this.pos += 1;
      return { kind: 'in', negated: false, left, values: this.parseList() };
    }
    if (this.isKeyword('contains')) {
      this.pos += 1;
      if (this.isKeyword('any') || this.isKeyword('all')) {
        const mode = (this.next() as { value: string }).value.toLowerCase() as 'any' | 'all';
        return { kind: 'contains', mode, left, values: this.parseList() };
      }
      return { kind: 'contains', mode: 'one', left, values: [this.parseOperand()] };
    }
    if (this.isKeyword('is')) {
      this.pos += 1;
      const negated = this.isKeyword('not');
      if (negated) this.pos += 1;
      const test = this.next();
      if (test.type !== 'ident' || (test.value !== 'defined' && test.value !== 'empty')) this.fail("Expected 'defined' or 'empty'");
      return { kind: 'is', test: test.value as 'defined' | 'empty', negated, operand: left };
    }
    return { kind: 'value', operand: left };
  }

  private parseList(): Operand[] {
    this.expectOp('(');
    const values = [this.parseOperand()];
    while (this.isOp(',')) {
      this.pos += 1;
      values.push(this.parseOperand());
    }
    this.expectOp(')');
    return values;
  }

  private parseOperand(): Operand {
    const token = this.next();
    if (token.type === 'string' || token.type === 'number') return { kind: 'literal', value: token.value };
    if (token.type !== 'ident') this.fail('Expected a value or field');
    const word = token.value;
    if (word === 'true' || word === 'false') return { kind: 'literal', value: word === 'true' };
    if (KEYWORDS.has(word.toLowerCase())) this.fail(`Unexpected keyword '${word}'`);
    if (this.isOp('(')) {
      this.pos += 1;
      const arg = this.isOp(')') ? undefined : this.parseOr();
      this.expectOp(')');
      return { kind: 'call', name: word, arg };
    }
    const path = [word];
    while (this.isOp('.')) {
      this.pos += 1;
      const part = this.next();
      if (part.type !== 'ident') this.fail('Expected a field name after "."');
      path.push(part.value);
    }
    return { kind: 'path', path };
  }
}

export function parsePredicate(source: string): Expr {
  if (source.length > 4096) throw new PredicateSyntaxError('Predicate too long', source.slice(0, 80));
  return new Parser(source).parse();
}
