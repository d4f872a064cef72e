import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { FirstAnswers } from '@domain/ports/browser/first-answers';
import { ContainerProvider } from '@shared/di/container-context';
import { describe, expect, it } from 'vitest';
import { listeningEvidence, followerGradeOf, verdictWithListening } from '@domain/analytics';
import type { PlaylistInfo } from '@domain/catalog';
import { PLAYLIST_IDS, PLAYLISTS } from '@adapters/fake/catalog-fixtures';
import { FakeCatalogGateway } from '@adapters/fake/fake-catalog-gateway';
import { PlaylistPage } from '../../../src/features/items/playlist/playlist-page';
import { renderAt, testContainer } from './support/render-page';

const clean = PLAYLISTS.find((playlist) => playlist.id === PLAYLIST_IDS.morningFocus)!;

/** Morning Focus as its signed-in owner's answer has it: clean on followers, silent in their listening. */
function withListening(playlist: PlaylistInfo, streams: number | null): PlaylistInfo {
  const periods = (value: number) => [
    { period_start: '2026-10-01', period_end: '2026-10-28', streams: value, listeners: Math.ceil(value / 3) },
  ];
  const listening = listeningEvidence({
    playlist:
      streams === null
        ? null
        : { title: playlist.name, author: null, playlist_key: playlist.id, periods: periods(streams) },
    followers: 48_000,
    others: [60, 84, 95, 130].map((ratio, index) => ({
      listening: {
        title: `Other ${index}`,
        author: null,
        playlist_key: `other${index}`,
        periods: periods(ratio * 10),
      },
      followers: 10_000,
    })),
  });
  return {
    ...playlist,
    listening,
    verdict_with_listening: verdictWithListening(
      followerGradeOf(playlist.chart_analysis, playlist.first_look),
      listening,
    ),
  };
}

function renderPlaylist(playlist: PlaylistInfo, signedIn: boolean) {
  const catalog = new FakeCatalogGateway({ playlists: [playlist] });
  renderAt('/playlist/:playlist_id', `/playlist/${playlist.id}`, <PlaylistPage />, { signedIn, catalog });
}

describe('Listening in the playlist verdict', { timeout: 30_000 }, () => {
  it('shows the owner the two lines of evidence, and a clean-on-followers silent playlist as suspicious', async () => {
    expect(clean.chart_analysis.verdict).toBe('clean');
    renderPlaylist(withListening(clean, 10), true);
    const section = (await screen.findByRole('heading', { name: 'Bot check' })).closest('section')!;
    const panel = within(section);
    expect(panel.getByText(/^Suspicious/, { selector: '.verdict-badge' })).toBeTruthy();
    expect(
      panel.getByText('Suspicious: clean on followers, but its followers almost never play your songs.'),
    ).toBeTruthy();
    const lines = within(panel.getByLabelText('Evidence'));
    expect(lines.getByText('Follower integrity')).toBeTruthy();
    expect(lines.getByText('Clean')).toBeTruthy();
    expect(lines.getByText('Listening')).toBeTruthy();
    expect(lines.getByText('Silent')).toBeTruthy();
    expect(lines.getByText(/^Many followers, almost no listening: 0\.2 streams/)).toBeTruthy();
  });

  it('says "No listening data" when the account imported none, and keeps the follower grade', async () => {
    renderPlaylist(withListening(clean, null), true);
    const section = (await screen.findByRole('heading', { name: 'Bot check' })).closest('section')!;
    const panel = within(section);
    expect(panel.getByText(/^Clean/, { selector: '.verdict-badge' })).toBeTruthy();
    expect(panel.getByText('No listening data')).toBeTruthy();
    expect(panel.getByText('Clean on followers; listening: no listening data.')).toBeTruthy();
  });

  it('shows an anonymous visitor the follower bot check alone', async () => {
    renderPlaylist(clean, false);
    const section = (await screen.findByRole('heading', { name: 'Follower bot check' })).closest('section')!;
    expect(within(section).queryByText('Listening')).toBeNull();
    expect(within(section).queryByText('Follower integrity')).toBeNull();
  });

  it('asks a member for their own answer when the page came with the anonymous one embedded', async () => {
    const catalog = new FakeCatalogGateway({ playlists: [withListening(clean, 10)] });
    const container = testContainer({ signedIn: true, catalog });
    const embedded: FirstAnswers = {
      take: <T,>(kind: string, key: string) =>
        (kind === 'playlist' && key === clean.id ? { ok: true, value: clean } : undefined) as never as T,
    };
    container.rebind(FirstAnswers).toConstantValue(embedded);
    const router = createMemoryRouter([{ path: '/playlist/:playlist_id', element: <PlaylistPage /> }], {
      initialEntries: [`/playlist/${clean.id}`],
    });
    render(
      <ContainerProvider container={container}>
        <RouterProvider router={router} />
      </ContainerProvider>,
    );
    // The embedded (anonymous) answer shows at once, then the member's own replaces it.
    expect(await screen.findByRole('heading', { name: 'Bot check' })).toBeTruthy();
    expect(screen.getByText('Silent')).toBeTruthy();
  });
});
