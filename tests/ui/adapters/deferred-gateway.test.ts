// @vitest-environment node
import { isObservable, observable } from 'mobx';
import { describe, expect, it } from 'vitest';
import { deferredGateway, loadedOnce } from '@adapters/http/deferred-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

interface Greeter {
  greet(name: string): Promise<RemoteResult<string>>;
  wave(): Promise<RemoteResult<string>>;
}

interface LinkingGreeter extends Greeter {
  link(name: string): string;
}

class RealGreeter implements LinkingGreeter {
  constructor(private readonly greeting: string) {}
  async greet(name: string): Promise<RemoteResult<string>> {
    return { ok: true, value: `${this.greeting}, ${name}` };
  }
  async wave(): Promise<RemoteResult<string>> {
    return { ok: true, value: `${this.greeting} (waving)` };
  }
  link(name: string): string {
    return `/greet/${name}`;
  }
}

describe('deferredGateway', () => {
  it('loads the real gateway on the first call only, and forwards every call to it', async () => {
    let loads = 0;
    const greeter = deferredGateway<Greeter>(async () => {
      loads += 1;
      return new RealGreeter('Hello');
    });
    expect(loads).toBe(0);
    await expect(greeter.greet('Ada')).resolves.toEqual({ ok: true, value: 'Hello, Ada' });
    await expect(greeter.wave()).resolves.toEqual({ ok: true, value: 'Hello (waving)' });
    await expect(greeter.greet('Bo')).resolves.toEqual({ ok: true, value: 'Hello, Bo' });
    expect(loads).toBe(1);
  });

  it('answers "no answer" when the chunk fails to load, and tries again on the next call', async () => {
    let attempts = 0;
    const greeter = deferredGateway<Greeter>(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('chunk failed');
      return new RealGreeter('Hi');
    });
    await expect(greeter.greet('Ada')).resolves.toEqual({ ok: false, error: null, status: null });
    await expect(greeter.greet('Ada')).resolves.toEqual({ ok: true, value: 'Hi, Ada' });
  });

  it('answers the members given at once without loading, before the forwarded calls', async () => {
    let loads = 0;
    const greeter = deferredGateway<LinkingGreeter>(
      async () => {
        loads += 1;
        return new RealGreeter('Hello');
      },
      { link: (name) => `/at-once/${name}`, wave: async () => ({ ok: true, value: 'no wave' }) },
    );
    expect(greeter.link('Ada')).toBe('/at-once/Ada');
    await expect(greeter.wave()).resolves.toEqual({ ok: true, value: 'no wave' });
    expect(loads).toBe(0);
    await expect(greeter.greet('Ada')).resolves.toEqual({ ok: true, value: 'Hello, Ada' });
    expect(loads).toBe(1);
  });

  it('is no promise, no JSON and no plain object: a container, a logger or MobX takes it as it is', () => {
    const greeter = deferredGateway<Greeter>(async () => new RealGreeter('Hello'));
    const probed = greeter as unknown as Record<PropertyKey, unknown>;
    expect(probed.then).toBeUndefined();
    expect(probed.toJSON).toBeUndefined();
    expect(probed[Symbol.toPrimitive]).toBeUndefined();
    const held = observable({ greeter });
    expect(held.greeter).toBe(greeter);
    expect(isObservable(held.greeter)).toBe(false);
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
