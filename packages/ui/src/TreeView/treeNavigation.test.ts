import { describe, expect, it } from 'vitest';
import { isBelow, type NavigableItem, treeMove, typeaheadMatch, visibleItems } from './treeNavigation.ts';

const tree: NavigableItem[] = [
  {
    id: 'root',
    expandable: true,
    children: [
      { id: 'a', expandable: true, children: [{ id: 'a1', expandable: false }] },
      { id: 'b', expandable: true },
      { id: 'c', expandable: false },
    ],
  },
];

describe('visibleItems', () => {
  it('lists the open items depth first, with level, place and first child', () => {
    const visible = visibleItems(tree, new Set(['root', 'a']));
    expect(visible.map((v) => [v.id, v.level, v.index, v.parentId])).toEqual([
      ['root', 1, 0, null],
      ['a', 2, 0, 'root'],
      ['a1', 3, 0, 'a'],
      ['b', 2, 1, 'root'],
      ['c', 2, 2, 'root'],
    ]);
    expect(visible[0]?.firstChildId).toBe('a');
  });
  it('hides the children of closed items, and ignores "open" on a leaf', () => {
    expect(visibleItems(tree, new Set(['c'])).map((v) => v.id)).toEqual(['root']);
  });
  it('is empty for no items', () => {
    expect(visibleItems([], new Set())).toEqual([]);
  });
});

describe('treeMove', () => {
  const visible = visibleItems(tree, new Set(['root', 'a']));
  it('moves up and down, to the first and the last, and stops at the ends', () => {
    expect(treeMove(visible, 'a1', 'ArrowDown')).toEqual({ kind: 'focus', id: 'b' });
    expect(treeMove(visible, 'b', 'ArrowUp')).toEqual({ kind: 'focus', id: 'a1' });
    expect(treeMove(visible, 'b', 'Home')).toEqual({ kind: 'focus', id: 'root' });
    expect(treeMove(visible, 'root', 'End')).toEqual({ kind: 'focus', id: 'c' });
    expect(treeMove(visible, 'c', 'ArrowDown')).toBeNull();
    expect(treeMove(visible, 'root', 'ArrowUp')).toBeNull();
  });
  it('Right opens a closed item, then enters an open one; nothing on a leaf', () => {
    expect(treeMove(visible, 'b', 'ArrowRight')).toEqual({ kind: 'expand', id: 'b' });
    expect(treeMove(visible, 'a', 'ArrowRight')).toEqual({ kind: 'focus', id: 'a1' });
    expect(treeMove(visible, 'c', 'ArrowRight')).toBeNull();
  });
  it('Left closes an open item, else goes to the parent; nothing at the top', () => {
    expect(treeMove(visible, 'a', 'ArrowLeft')).toEqual({ kind: 'collapse', id: 'a' });
    expect(treeMove(visible, 'a1', 'ArrowLeft')).toEqual({ kind: 'focus', id: 'a' });
    expect(treeMove(visible, 'root', 'ArrowLeft')).toEqual({ kind: 'collapse', id: 'root' });
    expect(treeMove(visibleItems(tree, new Set()), 'root', 'ArrowLeft')).toBeNull();
  });
  it('swaps Left and Right right to left', () => {
    expect(treeMove(visible, 'b', 'ArrowLeft', 'rtl')).toEqual({ kind: 'expand', id: 'b' });
    expect(treeMove(visible, 'a1', 'ArrowRight', 'rtl')).toEqual({ kind: 'focus', id: 'a' });
  });
  it('an unknown item sends focus to the first', () => {
    expect(treeMove(visible, 'gone', 'ArrowDown')).toEqual({ kind: 'focus', id: 'root' });
  });
  it('an open item whose children are still loading has no first child to enter', () => {
    const loading = visibleItems([{ id: 'x', expandable: true }], new Set(['x']));
    expect(treeMove(loading, 'x', 'ArrowRight')).toBeNull();
  });
});

describe('isBelow', () => {
  const visible = visibleItems(tree, new Set(['root', 'a']));
  it('finds descendants at any depth, not itself or siblings', () => {
    expect(isBelow(visible, 'a1', 'root')).toBe(true);
    expect(isBelow(visible, 'a1', 'a')).toBe(true);
    expect(isBelow(visible, 'a', 'a')).toBe(false);
    expect(isBelow(visible, 'b', 'a')).toBe(false);
  });
});

describe('typeaheadMatch', () => {
  const named: NavigableItem[] = [
    {
      id: 'root',
      expandable: true,
      names: ['You', '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'],
      children: [
        { id: 'ada', expandable: false, names: ['Ada', '0xAA00000000000000000000000000000000000001'] },
        { id: 'x1', expandable: false, names: ['0x3C00000000000000000000000000000000000002'] },
        { id: 'amy', expandable: false, names: ['amy', '0xBB00000000000000000000000000000000000003'] },
        { id: 'quiet', expandable: false },
      ],
    },
  ];
  const visible = visibleItems(named, new Set(['root']));

  it('finds the next item whose name starts with the letter, in any case, round to the start', () => {
    expect(typeaheadMatch(visible, 'root', 'a')).toBe('ada');
    expect(typeaheadMatch(visible, 'ada', 'A')).toBe('amy');
    expect(typeaheadMatch(visible, 'amy', 'a')).toBe('ada');
    expect(typeaheadMatch(visible, 'ada', 'y')).toBe('root');
  });
  it('one letter again moves on; a word stays on an item that still matches', () => {
    expect(typeaheadMatch(visible, 'ada', 'aa')).toBe('amy');
    expect(typeaheadMatch(visible, 'root', '0x')).toBe('root');
    expect(typeaheadMatch(visible, 'root', '0x3c0')).toBe('x1');
    expect(typeaheadMatch(visible, 'x1', '0xbb')).toBe('amy');
  });
  it('matches any of an item’s names, skips items without names, and finds nothing for no match', () => {
    expect(typeaheadMatch(visible, 'root', '0xaa')).toBe('ada');
    expect(typeaheadMatch(visible, 'root', 'q')).toBeNull();
    expect(typeaheadMatch(visible, 'root', '')).toBeNull();
  });
  it('does not reach the children of a closed item', () => {
    expect(typeaheadMatch(visibleItems(named, new Set()), 'root', 'a')).toBeNull();
  });
});
