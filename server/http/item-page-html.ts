import { FIRST_ANSWERS_ELEMENT_ID, type FirstAnswer } from '@domain/catalog/first-answers';
import { musicServiceLabel, serviceOfKey } from '@domain/catalog/item-key';
import type { HeaderGrade } from '@domain/catalog/header-grade';
import type { ItemPreview, PublicItemKind } from '@domain/catalog/item-preview';
import { escapeHtml as e } from './escape-html';
import type { ItemPageRead } from './item-pages';

/** The words under each signed-out metric card (src/features/items/shared/metric-card-history.ts). */
const SIGNED_OUT_CARD_NOTE = 'Sign in to see its change over 7 and 30 days.';
const PRODUCT_NAME = 'Chartpulse';

/** What a server-rendered item page adds to the app's HTML. */
export interface ItemPageParts {
  /** The document's title, `{name} | Chartpulse` as the app sets it. */
  readonly title: string | null;
  /** The page's `<meta name="description">` text. */
  readonly description: string | null;
  /** Preview tags (`og:`, `twitter:`, canonical link), for `<head>`. */
  readonly headTags: readonly string[];
  /** Tags for the head's start, before the scripts' preloads: the cover image's preload. */
  readonly leadTags: readonly string[];
  /** The page's first screen, inside the shell's `<main>`; empty when there is nothing to show. */
  readonly main: string;
  /** The embedded API answer (`<script type="application/json">`), for the end of `<body>`. */
  readonly answers: string;
}

export interface ItemPageAddress {
  readonly kind: PublicItemKind;
  readonly key: string;
  /** The page's absolute address (`PUBLIC_URL` + its path). */
  readonly url: string;
  /** The deployment's public origin, for absolute image addresses. */
  readonly publicUrl: string;
}

/**
 * The HTML parts of an item page: the same first screen the app's page draws for a signed-out visitor
 * (its hero, key figures and a playlist's grade, in the page's classes so the app's own render takes
 * its place without moving anything), the link preview tags, and the API's answer for the app.
 * Every text comes from the music service and is escaped.
 */
export function itemPageParts(address: ItemPageAddress, read: ItemPageRead): ItemPageParts {
  if (read.status === 'unavailable')
    return { title: null, description: null, headTags: [], leadTags: [], main: '', answers: '' };
  const answer: FirstAnswer = {
    kind: address.kind,
    key: address.key,
    status: read.status === 'found' ? 200 : read.apiStatus,
    body: JSON.parse(read.body),
  };
  const answers = `<script type="application/json" id="${FIRST_ANSWERS_ELEMENT_ID}">${scriptJson([answer])}</script>`;
  if (read.status === 'not_found') {
    return {
      title: null,
      description: null,
      headTags: ['<meta name="robots" content="noindex">'],
      leadTags: [],
      main: '',
      answers,
    };
  }
  const preview = read.preview;
  return {
    title: `${preview.name} | ${PRODUCT_NAME}`,
    description: preview.description,
    headTags: previewTags(preview, address),
    leadTags:
      preview.image === null
        ? []
        : [`<link rel="preload" as="image" href="${e(preview.image)}" fetchpriority="high">`],
    main: firstScreen(preview, musicServiceLabel(serviceOfKey(address.key))),
    answers,
  };
}

function previewTags(preview: ItemPreview, address: ItemPageAddress): string[] {
  const image = preview.image === null ? null : absoluteUrl(preview.image, address.publicUrl);
  const tags: Array<[string, string, string]> = [
    ['property', 'og:site_name', PRODUCT_NAME],
    ['property', 'og:type', preview.kind === 'track' ? 'music.song' : 'website'],
    ['property', 'og:title', preview.name],
    ['property', 'og:description', preview.description],
    ['property', 'og:url', address.url],
    ...(image ? [['property', 'og:image', image] as [string, string, string]] : []),
    ...(image ? [['property', 'og:image:alt', preview.imageAlt] as [string, string, string]] : []),
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['name', 'twitter:title', preview.name],
    ['name', 'twitter:description', preview.description],
    ...(image ? [['name', 'twitter:image', image] as [string, string, string]] : []),
  ];
  return [
    `<link rel="canonical" href="${e(address.url)}">`,
    ...tags.map(([attribute, name, content]) => `<meta ${attribute}="${name}" content="${e(content)}">`),
  ];
}

function firstScreen(preview: ItemPreview, serviceLabel: string): string {
  const round = preview.roundImage ? ' item-cover-round' : '';
  const cover = preview.image
    ? // The cover is the page's largest paint: fetched first, before the scripts.
      `<img class="item-cover${round}" src="${e(preview.image)}" alt="${e(preview.imageAlt)}" fetchpriority="high">`
    : `<div class="item-cover${round} item-cover-empty" aria-hidden="true"></div>`;
  const byline = preview.byline === null ? '' : `<p class="item-byline">${e(preview.byline)}</p>`;
  const description =
    preview.descriptionText === null
      ? ''
      : `<p class="playlist-description">${e(preview.descriptionText)}</p>`;
  const facts =
    preview.facts.length === 0
      ? ''
      : `<dl class="item-facts">${preview.facts
          .map((fact) => `<div><dt>${e(fact.label)}</dt><dd>${e(fact.text)}</dd></div>`)
          .join('')}</dl>`;
  const link = `<a class="button button-spotify" href="${e(preview.serviceUrl)}" target="_blank" rel="noopener noreferrer">Open in ${e(serviceLabel)}</a>`;
  const cards = preview.figures
    .map(
      (figure) =>
        `<div class="card metric-card"><h2 class="metric-card-label">${e(figure.label)}</h2>` +
        `<p class="metric-card-value">${e(figure.text)}</p><p class="metric-card-note">${SIGNED_OUT_CARD_NOTE}</p></div>`,
    )
    .join('');
  return (
    '<article class="page item-page">' +
    `<header class="item-hero">${cover}<div class="item-hero-text"><p class="item-kind">${e(preview.kindLabel)}</p>` +
    `<h1>${e(preview.name)}</h1>${headerGradeLink(preview.headerGrade)}${byline}${description}${facts}${link}</div></header>` +
    `<section class="metric-cards" aria-label="Key figures">${cards}</section>` +
    gradePanel(preview) +
    '</article>'
  );
}

/** The grade beside the name, as src/shared/ui/header-grade.tsx draws it (same classes, same words). */
export function headerGradeLink(grade: HeaderGrade | null): string {
  if (grade === null) return '';
  const confidence =
    grade.confidence === null
      ? ''
      : `<span class="verdict-pill-confidence"><span class="verdict-pill-separator"> · </span>${e(grade.confidence)} confidence</span>`;
  const reason = grade.reason === null ? '' : `<span class="header-grade-reason">${e(grade.reason)}</span>`;
  return (
    `<a class="header-grade" href="#${e(grade.anchor)}">` +
    `<span class="header-grade-kind">${grade.firstLook ? 'First look' : 'Bot check'}</span> ` +
    `<span class="verdict-pill verdict-pill-${grade.tone}">${e(grade.text)}${confidence}</span> ` +
    `${reason} <span class="header-grade-more">See the full check</span></a>`
  );
}

function gradePanel({ grade }: ItemPreview): string {
  if (grade === null) return '';
  const confidence =
    grade.confidence === null ? '' : `<span class="verdict-confidence"> · ${e(grade.confidence)}</span>`;
  return (
    '<section class="card item-section bot-check" aria-labelledby="bot-check-title">' +
    '<div class="bot-check-header"><h2 id="bot-check-title">Follower bot check</h2>' +
    `<span class="verdict-badge verdict-${grade.tone}">${e(grade.text)}${confidence}</span></div>` +
    `<p class="bot-check-summary">${e(grade.summary)}</p></section>`
  );
}

/** JSON that is safe inside `<script>`: no `<` (so no `</script>` or `<!--`) and no line separators. */
function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** An image address as an absolute http(s) URL (the demo's images are paths on this server). */
function absoluteUrl(address: string, publicUrl: string): string | null {
  try {
    const url = new URL(address, `${publicUrl}/`);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}
