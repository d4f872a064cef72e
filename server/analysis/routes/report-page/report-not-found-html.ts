import { FAVICON_LINK } from '../../../http/favicon-link';
import { escapeHtml } from '../../../http/escape-html';
import { REPORT_STYLE } from './report-style';

function reportMessageHtml(title: string, lines: readonly string[]): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}
<title>${escapeHtml(title)} | Chartpulse</title><meta name="robots" content="noindex, nofollow">
<style>${REPORT_STYLE}</style></head>
<body><main class="report"><section class="report-card">
<h1>${escapeHtml(title)}</h1>
${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n')}
<p><a href="/">Go to Chartpulse</a></p>
</section></main></body>
</html>
`;
}

const NOT_FOUND = reportMessageHtml('Report not found', [
  'This report link is unknown or was revoked by the person who shared it.',
]);
const GONE = reportMessageHtml('Report no longer available', [
  'This report link expired or was revoked by the person who shared it.',
]);

/** The page of an unknown share link, or one deleted after its retention (status 404). */
export function reportNotFoundHtml(): string {
  return NOT_FOUND;
}

/** The page of a revoked or expired share link (status 410). */
export function reportGoneHtml(): string {
  return GONE;
}

/** The page of a visitor over the report pages' per-IP budget (status 429), with the server's wording. */
export function reportTooManyRequestsHtml(message: string): string {
  return reportMessageHtml('Too many requests', [message]);
}
