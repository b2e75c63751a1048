import { describe, expect, it } from 'vitest';
import { boundedMemo, boundedMemoPer } from './memo';

describe('bounded memos of the engine (memo.ts)', () => {
  it('computes once per key and keeps at most max, dropping the least recently used first', () => {
    const memo = boundedMemo<number>(3);
    let calls = 0;
    const square = (n: number) => memo.get(String(n), () => ((calls += 1), n * n));
    expect([square(1), square(2), square(3), square(1)]).toEqual([1, 4, 9, 1]);
    expect(calls).toBe(3);
    // 2 is now the least recently used: a fourth key drops it, not 1.
    square(4);
    expect(memo.size).toBe(3);
    expect(memo.has('1')).toBe(true);
    expect(memo.has('2')).toBe(false);
    square(2);
    expect(calls).toBe(5);
  });

  it('keeps a result that is undefined (a follow-up with no subject is a result too)', () => {
    const memo = boundedMemo<string | undefined>(4);
    let calls = 0;
    const none = () => memo.get('언제부터요?', () => ((calls += 1), undefined));
    expect(none()).toBeUndefined();
    expect(none()).toBeUndefined();
    expect(calls).toBe(1);
    memo.clear();
    expect(memo.size).toBe(0);
    none();
    expect(calls).toBe(2);
  });

  it('keeps results per owner, apart, and forgets them all on clear', () => {
    const memos = boundedMemoPer<object, string>(8);
    const a = {};
    const b = {};
    expect(memos.of(a).get('열', () => 'a의 열')).toBe('a의 열');
    expect(memos.of(b).get('열', () => 'b의 열')).toBe('b의 열');
    expect(memos.of(a).get('열', () => 'again')).toBe('a의 열');
    memos.clear();
    expect(memos.of(a).size).toBe(0);
    expect(memos.of(a).get('열', () => 'after')).toBe('after');
  });
});
