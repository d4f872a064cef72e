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

// The fakes load their fixtures on first use (import()), and pages load their charts and some sections
// lazily. A file that ends while such a load is still on its way (a test that checks something else)
// can have the module runner torn down under it: an error that fails the run. Loaded here, those
// imports are answered from the worker's module cache.
beforeAll(async () => {
  await Promise.all([
    import('@adapters/fake/fake-histories'),
    import('@adapters/fake/catalog-fixtures'),
    import('@adapters/fake/analysis-fixtures'),
    import('@shared/charts/time-series-chart'),
    import('../../src/features/listening/artist-listening-section'),
    import('../../src/features/listening/account-imports-section'),
    import('../../src/features/listening/kept-readings-section'),
    import('../../src/features/search/search-actions'),
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
