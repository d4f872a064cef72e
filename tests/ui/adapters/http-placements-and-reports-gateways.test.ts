// @vitest-environment node
import { AxiosHeaders } from 'axios';
import { describe, expect, it } from 'vitest';
import { HttpPlacementsGateway } from '@adapters/http/http-placements-gateway';
import { HttpReportsGateway } from '@adapters/http/http-reports-gateway';
import type { Placement } from '@domain/tracking';
import { scriptedApi } from '../support/scripted-api';

const placement: Placement = {
  playlist_id: '2ukSJ7qUzEWtbJ9Y5dVIbX',
  playlist_name: 'Viral Hits',
  verdict: 'likely_botted',
  followers: 48_310,
  track_id: '1v7L65Lzy0j0vdpRjJewt1',
  track_name: 'Runaway',
  added_at: '2026-01-10T09:00:00.000Z',
  days_on_playlist: 9,
  removed_at: '2026-01-19T09:00:00.000Z',
};
const link = {
  token: 'a'.repeat(32),
  url: `https://chartpulse.test/report/${'a'.repeat(32)}`,
  created_at: '2026-04-01T08:00:00.000Z',
};

describe('HttpPlacementsGateway', () => {
  it("reads an artist's or a track's placements, and fails on an answer of another shape", async () => {
    const { api, requests } = scriptedApi(() => ({
      status: 200,
      data: { success: true, placements: [placement] },
    }));
    await expect(new HttpPlacementsGateway(api).placements('artist', 'x1')).resolves.toEqual({
      ok: true,
      value: [placement],
    });
    expect(requests[0]?.url).toBe('/artist/x1/placements');
    const odd = scriptedApi(() => ({
      status: 200,
      data: { success: true, placements: [{ ...placement, verdict: 'great' }] },
    }));
    const answer = await new HttpPlacementsGateway(odd.api).placements('track', 'x1');
    expect(answer.ok).toBe(false);
  });
});

describe('HttpReportsGateway', () => {
  it('creates with the CSRF header, lists and revokes share links', async () => {
    const { api, requests } = scriptedApi((config) => {
      if (config.method === 'post') return { status: 200, data: { success: true, report: link } };
      if (config.method === 'get') return { status: 200, data: { success: true, reports: [link] } };
      return { status: 404, data: { success: false, error: 'No such report.' } };
    });
    const reports = new HttpReportsGateway(api);
    await expect(reports.create('p1')).resolves.toEqual({ ok: true, value: link });
    expect(requests[0]?.url).toBe('/playlist/p1/report');
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ expires_in_days: null });
    await reports.create('p1', 30);
    expect(JSON.parse(String(requests.at(-1)?.data))).toEqual({ expires_in_days: 30 });
    requests.pop();
    expect(AxiosHeaders.from(requests[0]!.headers).get('X-CSRF-TOKEN')).toBe('t');
    await expect(reports.list('p1')).resolves.toEqual({ ok: true, value: [link] });
    await expect(reports.revoke(link.token)).resolves.toEqual({
      ok: false,
      error: 'No such report.',
      status: 404,
    });
    expect(requests[2]?.url).toBe(`/reports/${link.token}`);
  });
});
