import { fireEvent, render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FollowerHistory } from '@domain/tracking/history-contracts';
import { PLAYLIST_IDS } from '@adapters/fake/catalog-fixtures';
import { FakeTrackingGateway } from '@adapters/fake/fake-tracking-gateway';
import { ListeningLines } from '../../../src/features/items/playlist/listening-lines';
import { PlaylistPage } from '../../../src/features/items/playlist/playlist-page';
import { DAY_MS } from '../../../src/shared/charts/day-ticks';
import { TimeSeriesChart } from '../../../src/shared/charts/time-series-chart';
import { dailyPoints } from '../charts/chart-fixtures';
import { renderAt } from './support/render-page';

/** The fake backend, answering the playlist's history with the user's kept readings before its checks. */
class KeptReadingsGateway extends FakeTrackingGateway {
  override async playlistFollowerHistory(spotifyId: string) {
    const answer = await super.playlistFollowerHistory(spotifyId);
    if (!answer.ok) return answer;
    const first = answer.value.data[0]!;
    const before = (days: number) => new Date(Date.parse(first.checked_at) - days * 86_400_000);
    const imported = [3, 2, 1].map((days) => ({
      checked_at: `${before(days).toISOString().slice(0, 10)}T00:00:00.000Z`,
      followers: first.followers - days * 10,
    }));
    return { ...answer, value: { ...answer.value, imported } satisfies FollowerHistory };
  }
}

async function followerHistorySection(tracking?: FakeTrackingGateway) {
  renderAt('/playlist/:playlist_id', `/playlist/${PLAYLIST_IDS.boosted}`, <PlaylistPage />, {
    signedIn: true,
    tracking,
  });
  return (await screen.findByRole('heading', { name: 'Follower history' })).closest('section')!;
}

describe('Kept readings on the follower chart', { timeout: 30_000 }, () => {
  it('names imported readings in the legend when the history has some', async () => {
    const section = await followerHistorySection(new KeptReadingsGateway());
    expect(await within(section).findByText('Imported')).toBeTruthy();
  });

  it('draws imported readings hollow, our checks filled, and says so in the tooltip', () => {
    const points = [
      ...dailyPoints(3).map((point) => ({ ...point, imported: true })),
      ...dailyPoints(5).map((point) => ({
        ...point,
        at: new Date(Date.parse(String(point.at)) + 3 * DAY_MS),
      })),
    ];
    const { container } = render(
      <TimeSeriesChart points={points} label="Followers over time" valueLabel="Followers" color="#87cefa" />,
    );
    const dots = Array.from(container.querySelectorAll('.ts-chart-dots circle'));
    const imported = dots.filter((dot) => dot.getAttribute('data-source') === 'imported');
    expect(imported).toHaveLength(3);
    expect(imported.every((dot) => dot.getAttribute('fill') === 'var(--color-surface)')).toBe(true);
    const checked = dots.filter((dot) => dot.getAttribute('data-source') === 'checked');
    expect(checked).toHaveLength(5);
    expect(checked.every((dot) => dot.getAttribute('fill') !== 'var(--color-surface)')).toBe(true);
    const chart = screen.getByRole('group', { name: 'Followers over time' });
    fireEvent.keyDown(chart, { key: 'Home' });
    expect(container.querySelector('.ts-chart-tooltip')!.textContent).toContain('Imported (your own record)');
  });

  it('has no imported legend entry without imported readings', async () => {
    const section = await followerHistorySection();
    expect(await within(section).findByText('Normal')).toBeTruthy();
    expect(within(section).queryByText('Imported')).toBeNull();
  });
});

describe('Kept readings in the follower grade', () => {
  it('says how many imported readings the viewer grade stands on', () => {
    render(
      <ListeningLines
        listening={{ status: 'no_data', reasons: [], period: null, figures: null }}
        combined={{
          verdict: 'clean',
          confidence: 'medium',
          reasons: [],
          summary: 'Clean on followers; listening: no listening data.',
          follower_integrity: {
            source: 'chart_analysis',
            verdict: 'clean',
            confidence: 'medium',
            coverage: { checks: 31, first_check: null, last_check: null, imported: 30 },
          },
          listening: 'no_data',
        }}
      />,
    );
    expect(screen.getByText(/graded with 30 of your imported readings/)).toBeTruthy();
  });
});
