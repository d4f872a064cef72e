import 'reflect-metadata';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// jsdom has no layout: scrolling is a no-op instead of a "not implemented" error.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}

// Lazy route chunks are transformed on first use; on a busy 2-core runner a whole page has taken over 5 s.
configure({ asyncUtilTimeout: 10_000 });

afterEach(() => cleanup());

// Test files share a worker's jsdom: each file starts without the cookies and storage of the last.
beforeAll(() => {
  const { jsdom } = globalThis as { jsdom?: { cookieJar: { removeAllCookiesSync(): void } } };
  if (!jsdom) return;
  jsdom.cookieJar.removeAllCookiesSync();
  localStorage.clear();
  sessionStorage.clear();
});
