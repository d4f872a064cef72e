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

// The fakes load their fixtures on first use (import()). A file that ends while such a load is still
// on its way (the last file of a worker) would have the module runner torn down under it: an unhandled
// rejection that fails the run. Loaded here, those imports are answered from the worker's module cache.
beforeAll(async () => {
  await Promise.all([
    import('@adapters/fake/fake-histories'),
    import('@adapters/fake/catalog-fixtures'),
    import('@adapters/fake/analysis-fixtures'),
  ]);
});

// Test files share a worker's jsdom: each file starts without the cookies and storage of the last.
beforeAll(() => {
  const { jsdom } = globalThis as { jsdom?: { cookieJar: { removeAllCookiesSync(): void } } };
  if (!jsdom) return;
  jsdom.cookieJar.removeAllCookiesSync();
  localStorage.clear();
  sessionStorage.clear();
});
