import { describe, expect, it } from 'vitest';
import { markInlinedStylesheets } from '../../../src/app/inlined-stylesheets';

describe('the stylesheets the build inlined', () => {
  it("are marked for Vite's chunk loader by a disabled link each, which the browser does not apply", () => {
    document.head.innerHTML =
      '<style data-href="/assets/index-1.css">body{}</style><style>.other{}</style><link rel="icon" href="/favicon.svg">';
    markInlinedStylesheets();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')];
    expect(links.map((link) => [new URL(link.href).pathname, link.disabled])).toEqual([
      ['/assets/index-1.css', true],
    ]);
  });
});
