/**
 * Tells Vite's chunk loader that the stylesheets the build inlined into the HTML are on the page.
 * Every lazy chunk lists the entry's stylesheet among its dependencies, and the loader looks for a
 * `<link rel="stylesheet">` with its address before the chunk runs; finding none, it would download
 * the file again and hold the chunk until it arrives. A disabled link is neither fetched nor
 * applied. Called when the app starts, before its first lazy import.
 */
export function markInlinedStylesheets(document: Document = globalThis.document): void {
  for (const style of document.querySelectorAll<HTMLStyleElement>('style[data-href]')) {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = style.dataset.href ?? '';
    link.disabled = true;
    document.head.append(link);
  }
}
