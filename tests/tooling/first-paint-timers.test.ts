import { createHook } from 'node:async_hooks';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { pathAliases } from '../../path-aliases';
import { type FirstPaintMarkup, renderWithVite } from '../../scripts/build/first-paint';

// The build renders the app's first frame in its own process (scripts/build/first-paint.ts). A render
// that leaves timers behind (mobx-react-lite sweeps observers' reactions on 10-second timers unless
// rendering is static) kept that process alive some 17 s after the build had finished, and `npm
// start` on a fresh clone, CI and the suite's own builds waited for it.
describe('the first paint of the build', () => {
  it('renders the home page and the shell, and leaves no timer that keeps the process alive', async () => {
    const timers = new Map<number, NodeJS.Timeout>();
    const hook = createHook({
      init(id, type, _trigger, resource) {
        if (type === 'Timeout') timers.set(id, resource as NodeJS.Timeout);
      },
      destroy(id) {
        timers.delete(id);
      },
    });
    let markup: FirstPaintMarkup;
    hook.enable();
    try {
      markup = await renderWithVite(path.resolve(import.meta.dirname, '../..'), pathAliases);
    } finally {
      hook.disable();
    }
    expect(markup.home).toContain('<h1');
    expect(markup.shell).not.toContain('<h1');
    // Timers that do not hold the process (Vite's own request deadlines are unref'd) may remain.
    const holding = [...timers.values()].filter((timer) => timer.hasRef());
    expect(
      holding.map((timer) => `${(timer as unknown as { _idleTimeout: number })._idleTimeout} ms`),
    ).toEqual([]);
  });
});
