import { describe, expect, it } from 'vitest';
import { LINE_COLOURS, type ReportSnapshot, reportView } from '@domain/reports';
import {
  OG_WIDTH,
  reportPreviewCanvas,
  reportPreviewPng,
} from '@server/analysis/routes/report-page/og-image';
import { reportMarkdownHtml } from '@server/analysis/routes/report-page/report-markdown';
import { reportPageHtml } from '@server/analysis/routes/report-page/report-page-html';

const HOSTILE = '<script>alert(1)</script><img src=x onerror="alert(2)">';

const snapshot = (overrides: Partial<ReportSnapshot> = {}): ReportSnapshot => ({
  playlist: {
    id: '2ukSJ7qUzEWtbJ9Y5dVIbX',
    name: `Viral ${HOSTILE}`,
    image: 'javascript:alert(3)',
    owner: `owner ${HOSTILE}`,
    followers: 48_310,
    track_count: 50,
    spotify_url: 'javascript:alert(4)',
  },
  chart: {
    verdict: 'likely_botted',
    confidence: 'high',
    against: [],
    reasons: [`A burst of +40,014 ${HOSTILE}`],
    events: [
      {
        start: '2026-03-02',
        end: '2026-03-02',
        days: 1,
        net_change: 40_014,
        share_of_audience: 4,
        kind: 'burst',
      },
    ],
    summary: `A burst ${HOSTILE}`,
    anomalies: [{ date: '2026-03-02', type: 'extreme', followers_change: 40_014, score: 9 }],
    trend: 'flat',
  },
  points: [
    { checked_at: '2026-03-01T08:00:00.000Z', followers: 10_000 },
    { checked_at: '2026-03-02T08:00:00.000Z', followers: 50_014 },
    { checked_at: '2026-03-03T08:00:00.000Z', followers: 50_020 },
  ],
  curation: {
    tracks_added_per_week: 28,
    tracks_added_per_month: 120,
    average_days_on_playlist: 8.4,
    added_last_30_days: 110,
    removed_last_30_days: 104,
    artist_diversity_percentage: 91,
  },
  markdown: `## Verdict\n\n${HOSTILE}\n\n[click](javascript:alert(5)) [site](https://open.spotify.com/a) [elsewhere](https://example.com/a) ![pic](https://example.com/p.png)`,
  data_as_of: '2026-03-03T08:00:00.000Z',
  ...overrides,
});

const address = {
  pageUrl: 'https://chartpulse.test/report/t',
  imageUrl: 'https://chartpulse.test/report/t/og.png',
};

describe('the report page', () => {
  it('carries no markup or script from the data, and no unsafe address', () => {
    const html = reportPageHtml(reportView(snapshot()), address);
    // The icon is linked, so the browser does not ask for a /favicon.ico that does not exist.
    expect(html).toContain('<link rel="icon" href="/favicon.svg" type="image/svg+xml">');
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/<img[^>]*onerror/i);
    expect(html).not.toContain('javascript:');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain(
      '<a href="https://open.spotify.com/a" rel="noopener noreferrer nofollow">site</a>',
    );
    expect(html).not.toContain('href="https://example.com/a"');
    expect(html).toContain('<div class="report-cover report-cover-empty" aria-hidden="true"></div>');
  });

  it('shows the grade with its confidence and one line per reason', () => {
    const html = reportPageHtml(reportView(snapshot()), address);
    expect(html).toContain(
      '<p class="report-pill">Likely botted<span class="report-confidence"> · high confidence</span></p>',
    );
    expect(html).toContain(
      '<ul class="report-reasons"><li>A burst of +40,014 &lt;script&gt;alert(1)&lt;/script&gt;',
    );
  });

  it('shows one band per event on the chart, a table row each, and the date of the data', () => {
    const purge = {
      start: '2026-03-03',
      end: '2026-03-04',
      days: 2,
      net_change: -12_500,
      share_of_audience: -0.25,
      kind: 'purge' as const,
    };
    const base = snapshot();
    const html = reportPageHtml(
      reportView({ ...base, chart: { ...base.chart, events: [...base.chart.events, purge] } }),
      address,
    );
    expect(html.match(/<rect /g)).toHaveLength(2);
    expect(html).toContain(
      '<td>02/03/2026</td><td>1-day burst</td><td>+40,014 in 1 day, +400% of the audience before it</td>',
    );
    expect(html).toContain(
      '<td>03–04/03/2026</td><td>2-day purge</td><td>-12,500 in 2 days, -25% of the audience before it</td>',
    );
    expect(html).toContain(
      '<title>2-day purge, -12,500 in 2 days, -25% of the audience before it (03/03/2026 to 04/03/2026)</title>',
    );
    expect(html).toContain('Data as of 03/03/2026');
    expect(html).toContain('3 checks from 01/03/2026 to 03/03/2026: 10,000 → 50,020 followers (the peak).');
    expect(html).toContain('<dt>Average days on the playlist</dt><dd>8.40</dd>');
  });

  it('says so when nothing was flagged or nothing was read', () => {
    const quiet = snapshot({
      chart: {
        verdict: 'insufficient_data',
        confidence: 'low',
        against: [],
        reasons: [],
        events: [],
        summary: 'Not enough data.',
        anomalies: [],
        trend: 'flat',
      },
      points: [],
    });
    const html = reportPageHtml(reportView(quiet), address);
    expect(html).toContain('No follower anomalies were flagged.');
    expect(html).toContain('No follower readings yet');
  });
});

describe("the report's chart", () => {
  const points = [
    { checked_at: '2026-03-01T08:00:00.000Z', followers: 74_268 },
    { checked_at: '2026-03-12T08:00:00.000Z', followers: 110_002 },
    { checked_at: '2026-03-20T08:00:00.000Z', followers: 54_237 },
    { checked_at: '2026-03-30T08:00:00.000Z', followers: 105_737 },
  ];

  it('says start → end of the charted window, not its lowest and highest, and names the peak', () => {
    const view = reportView(snapshot({ points: [...points].reverse() }));
    expect(view.chartCaption).toBe(
      '4 checks from 01/03/2026 to 30/03/2026: 74,268 → 105,737 followers, peak 110,002 on 12/03/2026.',
    );
  });

  it('counts one follower as one', () => {
    const single = reportView(
      snapshot({
        points: [
          { checked_at: '2026-03-01T08:00:00.000Z', followers: 0 },
          { checked_at: '2026-03-02T08:00:00.000Z', followers: 1 },
        ],
      }),
    );
    expect(single.chartCaption).toBe('2 checks from 01/03/2026 to 02/03/2026: 0 → 1 follower (the peak).');
  });

  it('says checks on one date as on that date, never from a date to itself', () => {
    const once = reportView(
      snapshot({ points: [{ checked_at: '2026-03-01T08:00:00.000Z', followers: 5_000 }] }),
    );
    expect(once.chartCaption).toBe('1 check on 01/03/2026: 5,000 followers.');
    const twice = reportView(
      snapshot({
        points: [
          { checked_at: '2026-03-01T08:00:00.000Z', followers: 5_000 },
          { checked_at: '2026-03-01T20:00:00.000Z', followers: 5_010 },
        ],
      }),
    );
    expect(twice.chartCaption).toBe('2 checks on 01/03/2026: 5,000 → 5,010 followers (the peak).');
  });

  it('draws a follower scale, the line in the grade colour, and a legend for what is drawn only', () => {
    const clean = snapshot({
      chart: { ...snapshot().chart, verdict: 'clean', reasons: [], events: [], anomalies: [] },
      points,
    });
    const cleanHtml = reportPageHtml(reportView(clean), address);
    expect(cleanHtml).toContain(`stroke="${LINE_COLOURS.good}"`);
    expect(cleanHtml.match(/class="report-chart-tick">/g)!.length).toBeGreaterThanOrEqual(3);
    expect(cleanHtml).toContain('class="report-chart-tick">100K<');
    expect(cleanHtml).toContain(
      '<span class="report-swatch report-swatch-line report-line-good"></span> followers',
    );
    expect(cleanHtml).not.toContain('<span class="report-swatch report-swatch-drop">');
    expect(cleanHtml).not.toContain('<span class="report-swatch report-swatch-gain">');

    const botted = reportPageHtml(reportView(snapshot()), address);
    expect(botted).toContain(`stroke="${LINE_COLOURS.bad}"`);
    expect(botted).not.toContain(`stroke="${LINE_COLOURS.good}"`);
    expect(botted).toContain('<span class="report-swatch report-swatch-gain"></span> gain event');
    // Each swatch stays beside its words when the legend wraps.
    expect(botted).toContain(
      '<span class="report-legend-entry"><span class="report-swatch report-swatch-gain"></span> gain event',
    );
    expect(botted).not.toContain('<span class="report-swatch report-swatch-drop">');
    // Only the kinds drawn: this report's one gain is a burst.
    expect(botted).toContain('gain event (burst)</span>');
  });

  it('draws the preview image in the grade colour, with the scale left of the plot', () => {
    const pixels = (data: ReportSnapshot) => reportPreviewCanvas(reportView(data)).pixels;
    const count = (image: Uint8Array, colour: string, columns: [number, number] = [0, OG_WIDTH]) => {
      const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(colour.slice(at, at + 2), 16));
      let found = 0;
      for (let at = 0; at < image.length; at += 3) {
        const column = (at / 3) % OG_WIDTH;
        if (column < columns[0] || column >= columns[1]) continue;
        if (image[at] === r && image[at + 1] === g && image[at + 2] === b) found += 1;
      }
      return found;
    };
    const botted = pixels(snapshot({ points }));
    expect(count(botted, LINE_COLOURS.bad)).toBeGreaterThan(500);
    expect(count(botted, LINE_COLOURS.good)).toBe(0);
    const clean = pixels(
      snapshot({ chart: { ...snapshot().chart, verdict: 'clean', events: [], anomalies: [] }, points }),
    );
    expect(count(clean, LINE_COLOURS.good)).toBeGreaterThan(500);
    // Tick labels in the muted ink, in the room left of the plot (60 px margin, 84 px axis).
    expect(count(clean, '#5f6368', [60, 144])).toBeGreaterThan(100);
    expect(count(pixels(snapshot({ points: [] })), '#5f6368', [60, 144])).toBeLessThan(
      count(clean, '#5f6368', [60, 144]),
    );
  });
});

describe('a report frozen before grades had reasons and events', () => {
  it('keeps one row per flagged day and no confidence', () => {
    const { reasons: _reasons, events: _events, confidence: _confidence, ...older } = snapshot().chart;
    const view = reportView({ ...snapshot(), chart: older as ReportSnapshot['chart'] });
    expect(view.confidenceText).toBeNull();
    expect(view.reasons).toEqual([]);
    const html = reportPageHtml(view, address);
    expect(html).toContain('<td>02/03/2026</td><td>Sudden gain</td><td>+40,014</td>');
  });
});

describe('the written analysis on the report', () => {
  it('renders markdown, with raw HTML as text, safe links only and images as their alt text', () => {
    const html = reportMarkdownHtml(
      `# Title\n\n**bold** ${HOSTILE} [x](javascript:alert(1)) ![alt text](https://e.x/i.png)`,
      PAGE,
    );
    expect(html).toContain('<h3>Title</h3>');
    expect(html).toContain('<strong>bold</strong>');
    expect(html).not.toMatch(/<script|<img|javascript:/i);
    expect(html).toContain('alt text');
  });
});

const PAGE = 'https://chartpulse.example/report/abc';

describe("the report's links follow the app panel's rule", () => {
  it('keeps links to this site and open.spotify.com, and makes any other link its text', () => {
    const html = reportMarkdownHtml(
      '[ours](/playlist/2ukSJ7qUzEWtbJ9Y5dVIbX) [spotify](https://open.spotify.com/track/abc) ' +
        '[phish](https://evil.example/verify) [plain](http://open.spotify.com/x) [mail](mailto:a@b.c)',
      PAGE,
    );
    expect(html).toContain('<a href="https://chartpulse.example/playlist/2ukSJ7qUzEWtbJ9Y5dVIbX"');
    expect(html).toContain('<a href="https://open.spotify.com/track/abc"');
    expect(html).not.toMatch(/evil\.example|http:\/\/open|mailto/);
    expect(html).toContain('phish');
    expect((html.match(/<a /g) ?? []).length).toBe(2);
  });

  it('never turns an address in a name into a link, not even a Spotify one', () => {
    const html = reportMarkdownHtml(
      'The playlist **https://evil.example/win** by www.evil.example, see <https://open.spotify.com/x> and https://open.spotify.com/y',
      PAGE,
    );
    expect(html).not.toContain('<a ');
    expect(html).toContain('https://evil.example/win');
  });

  it('applies the rule on the whole page', () => {
    const view = reportView(
      snapshot({ markdown: '[phish](https://evil.example/) https://evil.example/bare' }),
    );
    const html = reportPageHtml(view, { pageUrl: PAGE, imageUrl: `${PAGE}/og.png` });
    expect(html).not.toMatch(/href="https:\/\/evil/);
  });
});

describe('the preview image', () => {
  it('is a 1200×630 PNG whatever the data', async () => {
    for (const data of [
      snapshot(),
      snapshot({ points: [] }),
      snapshot({ points: snapshot().points.slice(0, 1) }),
    ]) {
      const png = await reportPreviewPng(reportView(data));
      expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
      expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);
      expect(png.toString('ascii', png.length - 8, png.length - 4)).toBe('IEND');
    }
  });
});
