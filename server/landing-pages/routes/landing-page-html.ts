import { FAVICON_LINK } from '../../http/favicon-link';
import type { PublicLandingView } from '../use-cases/render-public-page';
import { escapeHtml as e } from '../../http/escape-html';

/** Served by the public routes; the only script a landing page loads from this server. */
export const LANDING_SCRIPT_PATH = '/landing/_assets/landing-page.js';

const STYLE = `
*{box-sizing:border-box}body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#0f1115;color:#f3f4f6}
main{max-width:560px;margin:0 auto;padding:24px 16px 96px;text-align:center}
.hero img,.hero video{width:100%;max-height:60vh;object-fit:cover;border-radius:12px;display:block;background:#1f2937}
h1{font-size:1.75rem;margin:20px 0 8px}p.description{color:#d1d5db;line-height:1.5;margin:0 0 24px;white-space:pre-line}
nav{display:flex;flex-direction:column;gap:12px}
nav a{display:block;padding:14px 16px;border-radius:999px;background:#f3f4f6;color:#111827;font-weight:600;text-decoration:none}
nav a:focus-visible,nav a:hover{background:#fff;outline:2px solid #1db954;outline-offset:2px}
nav a.spotify{background:#1db954;color:#04140a}
#consent-bar{position:fixed;left:50%;bottom:16px;transform:translateX(-50%);width:min(640px,calc(100% - 32px));background:#fff;color:#111827;border-radius:12px;padding:16px;box-shadow:0 8px 24px rgba(0,0,0,.4);text-align:left}
body:has(#consent-bar:not([hidden])) main{padding-bottom:240px}
#consent-bar p{margin:0 0 12px}#consent-bar button{font:inherit;padding:8px 16px;border-radius:8px;border:1px solid #111827;margin-right:8px;cursor:pointer}
#consent-bar button[data-consent-choice="accepted"]{background:#111827;color:#fff}
`;

function hero(view: PublicLandingView): string {
  const image = view.imageKey ? `/uploads/${view.imageKey}` : null;
  if (view.videoKey) {
    const sources = [
      `<source src="/uploads/${e(view.videoKey)}" type="${e(view.videoType ?? 'video/mp4')}">`,
    ];
    if (view.videoMp4Key) sources.push(`<source src="/uploads/${e(view.videoMp4Key)}" type="video/mp4">`);
    const poster = image ? ` poster="${e(image)}"` : '';
    return `<video autoplay muted loop playsinline${poster}>${sources.join('')}</video>`;
  }
  return image ? `<img src="${e(image)}" alt="${e(view.title)}">` : '';
}

/**
 * The public landing page: plain server-rendered HTML with its meta and `og:` tags, the hero, one
 * button per service. The pixel script (and the analytics tag, when `GA_MEASUREMENT_ID` is set) is
 * included only when the pixel may run or the visitor is to be asked; everything shown is escaped.
 */
export function landingPageHtml(
  view: PublicLandingView,
  publicUrl: string,
  gaMeasurementId?: string,
): string {
  const pageUrl = `${publicUrl}/landing/${encodeURIComponent(view.slug)}`;
  const ogImage = view.imageKey
    ? `<meta property="og:image" content="${e(`${publicUrl}/uploads/${view.imageKey}`)}">`
    : '';
  const buttons = view.buttons
    .map((button) => {
      const href = `/landing/${encodeURIComponent(view.slug)}/go/${button.service}?event_id=${encodeURIComponent(button.eventId)}`;
      return `<a class="${button.service.replace('_', '-')}" href="${e(href)}" rel="nofollow" data-service="${button.service}" data-event-id="${e(button.eventId)}">Listen on ${e(button.label)}</a>`;
    })
    .join('\n');
  const pixel = view.pixel ? `<script src="${LANDING_SCRIPT_PATH}" defer></script>` : '';
  // The analytics tag runs under the pixel's consent: the same rule, the same answer.
  const analytics = view.pixel && gaMeasurementId ? ` data-ga-id="${e(gaMeasurementId)}"` : '';
  const bodyData = view.pixel
    ? ` data-pixel-id="${e(view.pixel.pixelId)}" data-consent="${view.pixel.consent}"${analytics}`
    : '';
  const consentBar =
    view.pixel?.consent === 'ask'
      ? `<div id="consent-bar" role="dialog" aria-label="Cookie consent" hidden>
<p>This page uses ${analytics ? 'the Meta pixel and Google Analytics' : 'the Meta pixel'} (cookies) to measure visits and clicks from ads. Do you accept?</p>
<button type="button" data-consent-choice="accepted">Accept</button><button type="button" data-consent-choice="declined">Decline</button>
</div>`
      : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}
<title>${e(view.title)}</title>
<meta name="description" content="${e(view.description)}">
<link rel="canonical" href="${e(pageUrl)}">
<meta property="og:type" content="website">
<meta property="og:title" content="${e(view.title)}">
<meta property="og:description" content="${e(view.description)}">
<meta property="og:url" content="${e(pageUrl)}">
${ogImage}
<meta name="twitter:card" content="summary_large_image">
<style>${STYLE}</style>
${pixel}
</head>
<body${bodyData}>
<main>
<div class="hero">${hero(view)}</div>
<h1>${e(view.title)}</h1>
${view.description ? `<p class="description">${e(view.description)}</p>` : ''}
<nav aria-label="Listen">
${buttons}
</nav>
</main>
${consentBar}
</body>
</html>
`;
}

const ERROR_PAGES: Readonly<Record<number, { title: string; text: string }>> = {
  400: {
    title: 'This link is not valid',
    text: 'The address of this page is malformed. Check the link you followed.',
  },
  404: { title: 'Page not found', text: 'There is no landing page at this address.' },
  429: { title: 'Too many requests', text: 'Please wait a moment, then try again.' },
  500: {
    title: 'Something went wrong',
    text: 'This page could not be shown because of a problem on our side. Please try again in a moment.',
  },
};

/** The status an error page is shown with: 404 or 429 as they are, 400 for other 4xx, else 500. */
export function errorPageStatus(status: number): 400 | 404 | 429 | 500 {
  if (status === 404 || status === 429) return status;
  return status >= 400 && status < 500 ? 400 : 500;
}

/** Every failure under `/landing/`: a small page in the landing pages' look, never JSON. */
export function errorPageHtml(status: number): string {
  const page = ERROR_PAGES[errorPageStatus(status)]!;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">${FAVICON_LINK}
<title>${page.title}</title><meta name="robots" content="noindex">
<style>${STYLE}main.error{padding-top:20vh}</style></head>
<body><main class="error"><h1>${page.title}</h1><p class="description">${page.text}</p>
<nav aria-label="Leave this page"><a href="/">Go to the home page</a></nav></main></body>
</html>
`;
}
