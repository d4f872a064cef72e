import 'reflect-metadata';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';

// jsdom has no layout: scrolling is a no-op instead of a "not implemented" error.
if (typeof window !== 'undefined') {
  window.scrollTo = () => undefined;
  Element.prototype.scrollIntoView = () => undefined;
}

// Lazy route chunks are transformed on first use; on a busy machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

afterEach(() => cleanup());

// Test files share a worker's jsdom: each file starts without the cookies and storage of the last.
beforeAll(() => {
  if (typeof document === 'undefined') return;
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  localStorage.clear();
  sessionStorage.clear();
});
