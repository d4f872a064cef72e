import { REPORT_STYLE } from './report-style';

/** The page of an unknown or revoked share link (status 404). */
export function reportNotFoundHtml(): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Report not found | Chartpulse</title><meta name="robots" content="noindex, nofollow">
<style>${REPORT_STYLE}</style></head>
<body><main class="report"><section class="report-card">
<h1>Report not found</h1>
<p>This report link is unknown or was revoked by the person who shared it.</p>
<p><a href="/">Go to Chartpulse</a></p>
</section></main></body>
</html>
`;
}
