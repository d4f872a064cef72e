import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ARTIST_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import type { ArtistHistoryEntry } from '@domain/tracking/history-contracts';
import { ArtistPage } from '../../../src/features/items/artist/artist-page';
import { checkedOnly } from '../../../src/features/items/shared/imported-readings';
import { pointsOf } from '../../../src/features/items/signed-in/history-figures';
import { renderAt } from './support/render-page';

/** The fake backend, answering the artist's history with the user's kept follower readings before its checks. */
class KeptReadingsGateway extends FakeTrackingGateway {
  override async artistHistory(spotifyId: string) {
    const answer = await super.artistHistory(spotifyId);
    if (!answer.ok) return answer;
    const first = answer.value[0]!;
    const imported = [3, 2, 1].map(
      (days): ArtistHistoryEntry => ({
        checked_at: `${new Date(Date.parse(first.checked_at) - days * 86_400_000).toISOString().slice(0, 10)}T00:00:00.000Z`,
        popularity: null,
        followers: (first.followers ?? 0) - days * 10,
        imported: true,
      }),
    );
    return { ...answer, value: [...imported, ...answer.value] };
  }
}

async function historySection(tracking?: FakeTrackingGateway) {
  renderAt('/artist/:id', `/artist/${ARTIST_IDS.aurora}`, <ArtistPage />, { signedIn: true, tracking });
  return (await screen.findByRole('heading', { name: 'Tracking and history' })).closest('section')!;
}

describe("Kept readings on an artist's follower chart", { timeout: 30_000 }, () => {
  it('names imported readings in the legend of the follower chart', async () => {
    const section = await historySection(new KeptReadingsGateway());
    expect(await within(section).findByText('Imported')).toBeTruthy();
  });

  it('has no imported legend entry without imported readings', async () => {
    const section = await historySection();
    expect(await within(section).findByText(/Followers since last check/)).toBeTruthy();
    expect(within(section).queryByText('Imported')).toBeNull();
  });
});

describe('Kept readings in the history figures', () => {
  const kept = {
    checked_at: '2024-01-01T00:00:00.000Z',
    popularity: null,
    followers: 90,
    imported: true,
  } as const;
  const ours = { checked_at: '2024-01-02T06:00:00.000Z', popularity: 40, followers: 100 };

  it('marks imported readings as chart points to draw hollow, and leaves them out of our checks', () => {
    expect(pointsOf([kept, ours], (entry) => entry.followers)).toEqual([
      { at: kept.checked_at, value: 90, imported: true },
      { at: ours.checked_at, value: 100 },
    ]);
    expect(pointsOf([kept, ours], (entry) => entry.popularity)).toEqual([{ at: ours.checked_at, value: 40 }]);
    expect(checkedOnly([kept, ours])).toEqual([ours]);
  });
});
