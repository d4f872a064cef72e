import { FAVICON_LINK } from '../../../http/favicon-link';
import { dateRange } from '@domain/analytics';
import { followerChartSvg, type ReportView } from '@domain/reports';
import { safeHttpUrl } from '@domain/links';
import { escapeHtml } from '../../../http/escape-html';
import { reportMarkdownHtml } from './report-markdown';
import { REPORT_STYLE } from './report-style';

/** Where the page and its preview image live, for the absolute addresses chat apps need. */
export interface ReportAddress {
  readonly pageUrl: string;
  readonly imageUrl: string;
}

/**
 * A shared report as one HTML document with no script: header, verdict, chart (inline SVG), flagged
 * changes, curation and the written analysis. Every value from data is escaped; the analysis is
 * markdown rendered without raw HTML.
 */
export function reportPageHtml(view: ReportView, address: ReportAddress): string {
  const title = `${view.playlistName}: ${view.verdictText}`;
  const image =
    view.image === null ? null : view.image.startsWith('/') ? view.image : safeHttpUrl(view.image);
  const description = view.summary.length > 300 ? `${view.summary.slice(0, 297)}...` : view.summary;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}
<title>${escapeHtml(title)} | Chartpulse report</title>
<meta name="robots" content="noindex, nofollow">
<meta name="description" content="${escapeHtml(description)}">
<meta property="og:type" content="article">
<meta property="og:site_name" content="Chartpulse">
<meta property="og:title" content="${escapeHtml(title)}">
<meta property="og:description" content="${escapeHtml(description)}">
<meta property="og:url" content="${escapeHtml(address.pageUrl)}">
<meta property="og:image" content="${escapeHtml(address.imageUrl)}">
<meta property="og:image:width" content="1200">
<meta property="og:image:height" content="630">
<meta property="og:image:alt" content="${escapeHtml(`Follower history of ${view.playlistName}, graded ${view.verdictText}`)}">
<meta name="twitter:card" content="summary_large_image">
<style>${REPORT_STYLE}</style>
</head>
<body>
<main class="report">
<header class="report-header">
${image ? `<img class="report-cover" src="${escapeHtml(image)}" alt="Cover of ${escapeHtml(view.playlistName)}" width="160" height="160">` : '<div class="report-cover report-cover-empty" aria-hidden="true"></div>'}
<div class="report-title">
<p class="report-kind">Playlist due-diligence report</p>
<h1>${escapeHtml(view.playlistName)}</h1>
<p class="report-owner">By ${escapeHtml(view.ownerText)}</p>
<dl class="report-facts">
<div><dt>Followers</dt><dd>${escapeHtml(view.followersText)}</dd></div>
<div><dt>Tracks</dt><dd>${escapeHtml(view.trackCountText)}</dd></div>
</dl>
<p class="report-as-of">${escapeHtml(view.dataAsOfText)}</p>
</div>
</header>
<section class="report-card report-verdict report-tone-${view.tone}" aria-labelledby="verdict-title">
<h2 id="verdict-title">Bot check</h2>
<p class="report-pill">${escapeHtml(view.verdictText)}${view.confidenceText ? `<span class="report-confidence"> · ${escapeHtml(view.confidenceText)}</span>` : ''}</p>
<p>${escapeHtml(view.summary)}</p>
${view.reasons.length > 0 ? `<h3>Why</h3><ul class="report-reasons">${view.reasons.map((reason) => `<li>${escapeHtml(reason)}</li>`).join('')}</ul>` : ''}
${view.against.length > 0 ? `<h3>Against</h3><ul class="report-reasons">${view.against.map((fact) => `<li>${escapeHtml(fact)}</li>`).join('')}</ul>` : ''}
</section>
<section class="report-card" aria-labelledby="chart-title">
<h2 id="chart-title">Follower history</h2>
${followerChartSvg(view.points, view.marks, view.tone)}
${view.chartCaption ? `<p class="report-caption">${escapeHtml(view.chartCaption)}</p>` : ''}
${chartLegend(view)}
</section>
<section class="report-card" aria-labelledby="changes-title">
<h2 id="changes-title">Follower events</h2>
${marksTable(view)}
</section>
<section class="report-card" aria-labelledby="curation-title">
<h2 id="curation-title">Curation</h2>
<dl class="report-curation">${view.curation.map((figure) => `<div><dt>${escapeHtml(figure.label)}</dt><dd>${escapeHtml(figure.value)}</dd></div>`).join('')}</dl>
</section>
<section class="report-card report-analysis" aria-labelledby="analysis-title">
<h2 id="analysis-title">Written analysis</h2>
${reportMarkdownHtml(view.markdown, address.pageUrl)}
</section>
<footer class="report-footer">
<p>${escapeHtml(view.dataAsOfText)}. Figures come from Chartpulse's daily checks of the playlist's public data and do not change after this report was shared.</p>
<p><a href="${escapeHtml(safeHttpUrl(view.spotifyUrl) ?? '/')}" rel="noopener noreferrer nofollow">Open the playlist in ${escapeHtml(view.serviceLabel)}</a> · <a href="/">Chartpulse</a></p>
</footer>
</main>
</body>
</html>
`;
}

/** The gain bands' legend words, naming only the kinds drawn: `'gain event (burst)'`, `'… (burst or drip)'`. */
function gainWords(view: ReportView): string {
  const gains = view.marks.filter((mark) => mark.direction === 'gain');
  const kinds = (['burst', 'drip'] as const).filter((kind) =>
    gains.some((mark) => mark.label.endsWith(kind)),
  );
  return kinds.length === 0 ? 'gain event' : `gain event (${kinds.join(' or ')})`;
}

/** A legend for what the chart draws, and only that: the line in the grade's colour, then each kind of band shown. */
function chartLegend(view: ReportView): string {
  if (view.points.length === 0) return '';
  const drawn = new Set(view.marks.map((mark) => mark.direction));
  const entries = [
    `<span class="report-swatch report-swatch-line report-line-${view.tone}"></span> followers`,
    drawn.has('gain') ? `<span class="report-swatch report-swatch-gain"></span> ${gainWords(view)}` : '',
    drawn.has('drop') ? '<span class="report-swatch report-swatch-drop"></span> purge' : '',
  ];
  // Each swatch keeps its words on its line.
  const kept = entries.filter(Boolean).map((entry) => `<span class="report-legend-entry">${entry}</span>`);
  return `<p class="report-legend">${kept.join(' ')}</p>`;
}

function marksTable(view: ReportView): string {
  if (view.marks.length === 0) return '<p>No follower anomalies were flagged.</p>';
  const rows = view.marks
    .map((mark) => {
      return `<tr><td>${escapeHtml(dateRange(mark.start, mark.end))}</td><td>${escapeHtml(mark.label)}</td><td>${escapeHtml(mark.sizeText)}</td></tr>`;
    })
    .join('');
  return `<div class="report-table-wrap"><table class="report-events"><thead><tr><th scope="col">When</th><th scope="col">Event</th><th scope="col">Size</th></tr></thead><tbody>${rows}</tbody></table></div>`;
}
