import { describe, expect, it } from 'vitest';
import { BuiltinAnalyst } from '@server/analysis/adapters/builtin-analyst';
import { turnoverWords } from '@server/analysis/adapters/builtin/curation-section';
import type { AnalysisFigures } from '@server/analysis/ports';
import { buildAnalysisFigures } from '@server/analysis/analysis-figures';
import { aPlaylistHistory, NOW, spotifyId, TRACKS } from './support/playlist-history';

const analyst = new BuiltinAnalyst();

async function write(figures: AnalysisFigures): Promise<string> {
  const result = await analyst.analyze(figures);
  if (!result.ok) throw new Error(result.error);
  return result.value.markdown;
}

/** The text of one `## heading` section. */
function section(markdown: string, heading: string): string {
  const start = markdown.indexOf(`## ${heading}\n`);
  expect(start, `section ${heading}`).toBeGreaterThanOrEqual(0);
  const end = markdown.indexOf('\n## ', start + 3);
  return markdown.slice(start, end === -1 ? undefined : end);
}

describe('the built-in analyst', () => {
  it('names a botted verdict with its biggest anomaly, dated and signed, and warns the pitcher off', async () => {
    const figures = aPlaylistHistory().withSpike(40, 6000).withSpike(20, -3500).figures();
    expect(figures.chart.verdict).toBe('likely_botted');
    const markdown = await write(figures);

    const summary = section(markdown, 'Summary');
    expect(summary).toContain('**Verdict: likely botted (medium confidence).**');
    expect(summary).toContain(
      'the biggest was the burst on 21/05/2026 (+6,018 in 1 day, +52% of the audience before it).',
    );
    const botCheck = section(markdown, 'Bot check');
    // The baseline dated by the first check, as on the page's cards: not "since tracking began".
    expect(summary).toMatch(
      /Since first check \(02\/03\/2026\) the playlist went from [\d,]+ to [\d,]+ followers/,
    );
    expect(summary).not.toContain('tracking began');
    expect(botCheck).toContain('**Grade: likely botted, medium confidence.**');
    expect(botCheck).toContain('- A burst on 21/05/2026 (+6,018 in 1 day, +52% of the audience before it).');
    expect(botCheck).toContain(
      '- A purge on 10/06/2026 (-3,482 in 1 day, -19% of the audience before it) 20 days after the burst of 21/05/2026: bought followers being removed.',
    );
    expect(botCheck).toContain('- **Burst on 21/05/2026**: +6,018 in 1 day, +52% of the audience before it');
    expect(botCheck).not.toContain('editorial feature');
    expect(section(markdown, 'Follower growth')).toContain(
      'The flagged jumps alone brought **6,018** followers, more than the whole net gain of +4,900 since first check (02/03/2026); the flagged drops took **3,482** away.',
    );
    const pitcher = section(markdown, 'What this means for a pitcher');
    // Medium confidence: careful, not the high-confidence "avoid … do not pay".
    expect(pitcher).toContain('**Be careful:** the follower pattern points to bought followers');
    expect(pitcher).not.toContain('Avoid this playlist');
    expect(pitcher).not.toContain('Worth pitching');
  });

  it('says to avoid the playlist and not to pay only when the botted grade is of high confidence', async () => {
    const figures = aPlaylistHistory().withSpike(60, 5000).withSpike(40, 6000).withSpike(20, -6500).figures();
    expect(figures.chart.verdict).toBe('likely_botted');
    expect(figures.chart.confidence).toBe('high');
    const pitcher = section(await write(figures), 'What this means for a pitcher');
    expect(pitcher).toContain('**Avoid this playlist.**');
    expect(pitcher).toContain('do not pay for a placement here');
    expect(pitcher).toContain('ask the curator to remove it');
  });

  it('reads jumps a day apart as one burst, which alone is only suspicious and may be innocent', async () => {
    const figures = aPlaylistHistory().withSpike(30, 3000).withSpike(29, 2500).figures();
    expect(figures.chart.verdict).toBe('suspicious');
    const markdown = await write(figures);
    const botCheck = section(markdown, 'Bot check');
    expect(botCheck).toContain(
      '- A burst on 31/05–01/06/2026 (+5,539 in 2 days, +47% of the audience before it), compatible with an editorial feature or a viral track.',
    );
    expect(markdown).not.toContain('Avoid this playlist');
    expect(section(markdown, 'Summary')).toContain(
      'the biggest was the burst on 31/05–01/06/2026 (+5,539 in 2 days, +47% of the audience before it), biggest single day: +3,',
    );
  });

  it('grades steady growth clean, says only what was measured and draws advice from the curation figures', async () => {
    const figures = aPlaylistHistory().named('Late Night Drive').figures();
    expect(figures.chart.verdict).toBe('clean');
    const markdown = await write(figures);

    expect(section(markdown, 'Summary')).toContain(
      '**Verdict: clean (high confidence).** **Late Night Drive** has 12,418 followers and 20 tracks',
    );
    expect(section(markdown, 'Bot check')).toContain('- No follower anomalies in 120 days of checks.');
    expect(markdown).not.toMatch(/genuine|real listeners|earned/);
    const curation = section(markdown, 'Curation');
    expect(curation).toContain('5 tracks arrived and 5 left in the last 30 days.');
    expect(curation).toContain(
      'Averaged over the whole life of the playlist, from the dates its current tracks were added, additions come to about 2.2 a week (9.3 a month).',
    );
    expect(curation).toContain('the tracks on it now counted to today');
    expect(curation).toContain('**Latest addition:** 29/06/2026 (yesterday)');
    expect(curation).toContain('**Top artists:** **Nova Lane** (4 tracks)');
    expect(curation).toContain('explicit tracks included');
    const pitcher = section(markdown, 'What this means for a pitcher');
    expect(pitcher).toContain('**No warning sign measured.**');
    expect(pitcher).toContain('Its solid audience of 12,418 followers grew without unusual spikes');
    expect(pitcher).toContain('Expect a placement to last about 65 days');
    expect(pitcher).toContain(
      'mid-popularity: average popularity 53.5/100, with 8 of 20 tracks in the 60-79 band',
    );
  });

  it('asks for caution on a single suspicious event', async () => {
    const figures = aPlaylistHistory().withSpike(30, 400).figures();
    expect(figures.chart.verdict).toBe('suspicious');
    const markdown = await write(figures);
    expect(section(markdown, 'Summary')).toContain('**Verdict: suspicious (low confidence).**');
    expect(markdown).toContain(
      'the biggest was the burst on 31/05/2026 (+418 in 1 day, +4% of the audience before it)',
    );
    expect(section(markdown, 'Bot check')).not.toContain('purge of');
    expect(section(markdown, 'What this means for a pitcher')).toContain(
      '**Too early to be sure:** the unusual move is small',
    );
  });

  it('writes a playlist read once without contradictions: one check on a date, stays not yet ended', async () => {
    const day = 86_400_000;
    const added = (daysAgo: number) => new Date(Date.parse(NOW) - daysAgo * day).toISOString();
    // 32 tracks on it now: 2 from about a year ago, 30 added over the last 30 days.
    const memberships = Array.from({ length: 32 }, (_, index) => ({
      trackId: `t${index}`,
      addedAt: added(index < 2 ? 360 + index : index - 2),
      firstSeen: NOW,
      removedAt: null,
    }));
    const stored = {
      spotifyId: spotifyId('readonce'),
      name: 'Read Once',
      readings: [{ checked_at: NOW, followers: 5_000, track_count: 32 }],
      memberships,
      tracks: [],
    };
    const markdown = await write(buildAnalysisFigures(stored, TRACKS, NOW));
    expect(section(markdown, 'Summary')).toContain('has only 1 check on 30/06/2026 so far');
    expect(markdown).not.toContain('between 30/06/2026 and 30/06/2026');
    const curation = section(markdown, 'Curation');
    expect(curation).toContain('30 tracks arrived in the last 30 days by the dates they were added');
    expect(curation).toMatch(/Averaged over the whole life of the playlist, .* about 0\.\d a week/);
    expect(curation).not.toMatch(/about [\d.]+ tracks added a week/);
    expect(curation).toContain('the current tracks have stayed');
    expect(curation).toContain('needs removals seen between checks');
    expect(curation).not.toContain('stays recorded');
    expect(section(markdown, 'What this means for a pitcher')).toContain(
      'With 30 tracks added in the last 30 days the curator is actively adding',
    );
    expect(curation).not.toMatch(/a track stays \*\*/);
  });

  it('says it is too early on a short history, and when to look again', async () => {
    const figures = aPlaylistHistory().overDays(3).figures();
    expect(figures.chart.verdict).toBe('insufficient_data');
    const markdown = await write(figures);
    expect(section(markdown, 'Summary')).toContain('**Verdict: insufficient data.**');
    expect(section(markdown, 'Summary')).toContain('only 4 checks between 27/06/2026 and 30/06/2026');
    expect(section(markdown, 'Bot check')).toContain('No check for bot activity yet');
    const pitcher = section(markdown, 'What this means for a pitcher');
    expect(pitcher).toContain('**Too early to judge.**');
    expect(pitcher).toContain('around 04/07/2026');
  });

  it('writes markdown an analyst would: headings, bullets, bold, no tables, and the same text every time', async () => {
    const figures = aPlaylistHistory().withSpike(40, 6000).figures();
    const markdown = await write(figures);
    expect(markdown.match(/^## /gm)).toHaveLength(5);
    expect(markdown).toMatch(/^- \*\*/m);
    expect(markdown).not.toMatch(/^\|/m);
    expect(markdown).not.toContain('undefined');
    expect(markdown).not.toContain('NaN');
    expect(await write(figures)).toBe(markdown);
  });

  it('keeps names from the music service inert', async () => {
    const figures = aPlaylistHistory()
      .named('**Ignore all rules** <script>x</script>\n## Injected')
      .figures();
    const summary = section(await write(figures), 'Summary');
    expect(summary).toContain('\\*\\*Ignore all rules\\*\\* \\<script\\>x\\</script\\> \\#\\# Injected');
    expect(summary).not.toContain('\n## Injected');
  });
});

describe('turnover in the curation section, said only from the checks behind it', () => {
  const now = '2026-06-30T08:00:00.000Z';
  it('needs a second reading before saying how many tracks left', () => {
    const words = turnoverWords(
      {
        addedLast30Days: 2,
        removedLast30Days: null,
        removalsWatchedSince: null,
        latestAdded: null,
        latestActivity: null,
      },
      now,
    );
    expect(words).toBe(
      '2 tracks arrived in the last 30 days by the dates they were added; which tracks left needs a second check, the next refresh.',
    );
    expect(words).not.toContain('0 left');
  });
  it('counts departures since the first check while the checks do not reach back 30 days', () => {
    const figures = aPlaylistHistory().overDays(14).figures();
    expect(figures.turnover).toMatchObject({
      removedLast30Days: 2,
      removalsWatchedSince: '2026-06-16T08:00:00.000Z',
    });
    expect(turnoverWords(figures.turnover, figures.now)).toBe(
      '22 tracks arrived in the last 30 days, and 2 left since the first check on 16/06/2026.',
    );
  });
  it('says the 30 days whole once the checks span them', () => {
    const figures = aPlaylistHistory().overDays(40).figures();
    expect(turnoverWords(figures.turnover, figures.now)).toBe(
      '4 tracks arrived and 4 left in the last 30 days.',
    );
  });
});
