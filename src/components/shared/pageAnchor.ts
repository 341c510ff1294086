/**
 * The id an address fragment names when it is one of the page's own anchors (`#rules`, the skip
 * link's target) rather than a widget's link, or null: the element must be on the page. Shared by the playground, which
 * leaves such a fragment alone, and `client:intent`, which is not woken by one. No imports: the
 * directive's code is written into every page that uses it.
 */
export function pageAnchorId(hash: string): string | null {
  let id = hash.startsWith('#') ? hash.slice(1) : hash;
  try {
    id = decodeURIComponent(id);
  } catch {
    // A malformed escape names no element either; it is looked up as written.
  }
  return id !== '' && document.getElementById(id) !== null ? id : null;
}
