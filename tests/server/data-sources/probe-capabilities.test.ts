// The probe on both Spotify shapes and on the demo catalog: a few calls, the answer stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_CAPABILITIES } from '@domain/data-sources';
import { SpotifyMusicService } from '@server/catalog';
import { probeCapabilities } from '@server/data-sources/use-cases/probe-capabilities';
import { type FakeSpotify, startFakeSpotify } from '../../support/fake-spotify';
import { InMemoryCapabilityStore } from '../../support/fakes/data-sources/in-memory-capability-store';
import { InMemoryMusicService } from '../../support/fakes/catalog/in-memory-music-service';
import { ManualClock } from '../../support/manual-clock';

let fake: FakeSpotify;
beforeAll(async () => {
  fake = await startFakeSpotify();
});
afterAll(() => fake.close());

const clock = new ManualClock(new Date('2026-03-01T06:00:00Z'));

async function probe(mode: 'legacy' | 'devmode') {
  fake.mode = mode;
  fake.requests.length = 0;
  const store = new InMemoryCapabilityStore();
  const music = new SpotifyMusicService({ ...fake, backoffBaseMs: 1 });
  const report = await probeCapabilities({ store, clock }, { service: 'spotify', source: 'live', music });
  return { report: report.ok ? report.value : null, store, calls: fake.requests.length };
}

describe('probing what Spotify gives this installation', () => {
  it('finds everything on Extended Quota, with a handful of calls, and stores it with its time', async () => {
    const { report, store, calls } = await probe('legacy');
    expect(report).toEqual({
      service: 'spotify',
      capabilities: ALL_CAPABILITIES,
      probedAt: '2026-03-01T06:00:00.000Z',
    });
    expect(await store.latest('spotify')).toEqual(report);
    // Six reads; a playlist longer than its first page of contents costs one more.
    expect(calls).toBeLessThanOrEqual(8);
  });

  it('finds every figure withheld in Development Mode', async () => {
    const { report } = await probe('devmode');
    expect(Object.values(report!.capabilities)).toEqual([false, false, false, false, false]);
  });

  it('leaves a capability unknown when its call fails, never "withheld"', async () => {
    fake.inject({ path: /\/search/, status: 503, times: 100 });
    const { report } = await probe('legacy');
    fake.clearFaults();
    expect(Object.values(report!.capabilities)).toEqual([null, null, null, null, null]);
  });

  it('gives the demo catalog everything, without a call', async () => {
    const store = new InMemoryCapabilityStore();
    const music = new InMemoryMusicService();
    await probeCapabilities({ store, clock }, { service: 'spotify', source: 'demo', music });
    expect((await store.latest('spotify'))?.capabilities).toEqual(ALL_CAPABILITIES);
    expect(music.calls).toEqual({});
  });
});
