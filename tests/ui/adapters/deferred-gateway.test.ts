// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { deferredGateway, loadedOnce } from '@adapters/http/deferred-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

interface Greeter {
  greet(name: string): Promise<RemoteResult<string>>;
}

class RealGreeter implements Greeter {
  constructor(private readonly greeting: string) {}
  async greet(name: string): Promise<RemoteResult<string>> {
    return { ok: true, value: `${this.greeting}, ${name}` };
  }
}

describe('deferredGateway', () => {
  it('loads the real gateway on the first call only, and forwards every call to it', async () => {
    let loads = 0;
    const greeter = deferredGateway<Greeter>(async () => {
      loads += 1;
      return new RealGreeter('Hello');
    }, ['greet']);
    expect(loads).toBe(0);
    await expect(greeter.greet('Ada')).resolves.toEqual({ ok: true, value: 'Hello, Ada' });
    await expect(greeter.greet('Bo')).resolves.toEqual({ ok: true, value: 'Hello, Bo' });
    expect(loads).toBe(1);
  });

  it('answers "no answer" when the chunk fails to load, and tries again on the next call', async () => {
    let attempts = 0;
    const greeter = deferredGateway<Greeter>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return new RealGreeter('Hi');
    }, ['greet']);
    await expect(greeter.greet('Ada')).resolves.toEqual({ ok: false, error: null, status: null });
    await expect(greeter.greet('Ada')).resolves.toEqual({ ok: true, value: 'Hi, Ada' });
  });
});

describe('loadedOnce', () => {
  it('shares one load between callers, and loads again only after a failure', async () => {
    let loads = 0;
    const load = loadedOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('chunk failed');
      return `load ${loads}`;
    });
    await expect(load()).rejects.toThrow('chunk failed');
    const [first, second] = await Promise.all([load(), load()]);
    expect([first, second, await load()]).toEqual(['load 2', 'load 2', 'load 2']);
    expect(loads).toBe(2);
  });
});
