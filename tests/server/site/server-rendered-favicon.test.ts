import { describe, expect, it } from 'vitest';
import {
  reportGoneHtml,
  reportNotFoundHtml,
} from '@server/analysis/routes/report-page/report-not-found-html';
import { FAVICON_LINK } from '@server/http/favicon-link';
import { errorPageHtml } from '@server/landing-pages/routes/landing-page-html';

describe('pages the server renders link the app icon (no /favicon.ico 404)', () => {
  it('puts the icon link in each page head', () => {
    for (const html of [reportNotFoundHtml(), reportGoneHtml(), errorPageHtml(404), errorPageHtml(500)]) {
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(FAVICON_LINK);
    }
    expect(FAVICON_LINK).toContain('href="/favicon.svg"');
  });
});
