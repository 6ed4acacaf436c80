import { englishIn, unisolatedAddresses } from '../scripts/languageText.ts';

/** Text the page draws: not inside script or style, and not in an element the reader cannot see. */
function visibleTextNodes(root: Element): Text[] {
  const nodes: Text[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !node.textContent?.trim()) continue;
    if (parent.closest('script, style, noscript, template')) continue;
    if (!parent.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
    nodes.push(node as Text);
  }
  return nodes;
}

/**
 * User content: what somebody typed (a label, remark, reason, note, a device's name) is shown as
 * they wrote it, in whatever language. Screens mark it `translate="no"`, as HTML defines for text
 * that must not be translated; the check trusts only that mark.
 */
const isUserContent = (element: Element) => element.closest('[translate="no"]') !== null;

/**
 * Whether an address in this element is kept as its own left-to-right run: the nearest element is a
 * `<bdi>`, or the nearest element with a `dir` is `dir="ltr"` (which also isolates it, by the HTML
 * rendering rules).
 */
function isolatedByElement(element: Element): boolean {
  if (element.tagName === 'BDI') return true;
  return element.closest('[dir]')?.getAttribute('dir') === 'ltr';
}

/**
 * What a reader of a non-English screen would find wrong with its words: English text the
 * catalogues should have translated (labels, button names, placeholders, audit values), and, in
 * right-to-left text, an address that is not its own left-to-right run (its characters would be
 * reordered with the sentence around it).
 */
export function languageProblems(doc: Document): string[] {
  const problems: string[] = [];
  const rtl = doc.documentElement.dir === 'rtl';
  for (const node of visibleTextNodes(doc.body)) {
    const element = node.parentElement as Element;
    const text = node.textContent ?? '';
    if (!isUserContent(element)) {
      const english = englishIn(text);
      if (english) problems.push(`English "${english}" in "${text.trim().slice(0, 80)}"`);
    }
    if (!rtl || isolatedByElement(element)) continue;
    for (const address of unisolatedAddresses(text)) {
      problems.push(`address ${address} not isolated in "${text.trim().slice(0, 80)}"`);
    }
  }
  for (const field of doc.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('[placeholder]')) {
    if (!field.checkVisibility() || isUserContent(field)) continue;
    const english = englishIn(field.placeholder);
    if (english) problems.push(`English "${english}" in the placeholder "${field.placeholder}"`);
  }
  return [...new Set(problems)];
}
