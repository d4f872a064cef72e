import { describe, expect, it } from 'vitest';
import type { PlaylistInfo } from '@domain/catalog/catalog-contracts';
import { itemPreview } from '@domain/catalog/item-preview';
import { itemPageParts } from '@server/http/item-page-html';
import { createSpaDocument } from '@server/http/spa-document';

// Names come from the music service, that is from anyone who can name a playlist.
const HOSTILE = `</title><script>alert("x")</script> O'Neil "$&" \u2028 </script><!--`;
const PLAYLIST: PlaylistInfo = {
  id: 'p1',
  name: HOSTILE,
  image: `https://img.example/a.jpg?x="><script>alert(1)</script>`,
  description: HOSTILE,
  spotify_url: `javascript:alert(1)" onclick="alert(2)`,
  total_tracks: 50,
  withheld: [],
  first_look: null,
  followers: 1234567,
  owner: { id: null, name: HOSTILE, profile_url: null },
  chart_analysis: {
    verdict: 'suspicious',
    confidence: 'medium',
    against: [],
    reasons: [],
    summary: HOSTILE,
    events: [],
    anomalies: [],
    trend: 'flat',
  },
};
const SHELL = '<main id="main" class="app-main" tabindex="-1"></main>';
const HTML = `<html><head><meta name="description" content="Chartpulse" /><title>Chartpulse</title></head><body><div id="root">${SHELL}</div></body></html>`;

function renderPage(): string {
  const body = JSON.stringify({ success: true, ...PLAYLIST });
  const parts = itemPageParts(
    {
      kind: 'playlist',
      key: 'p1',
      url: 'https://charts.example/playlist/p1',
      publicUrl: 'https://charts.example',
    },
    { status: 'found', body, preview: itemPreview('playlist', PLAYLIST) },
  );
  return createSpaDocument(HTML, {})({ pathname: '/playlist/p1', hasSessionCookie: false, itemPage: parts });
}

describe('a server-rendered item page with a hostile name', () => {
  const html = renderPage();

  it('asks for the cover, its largest paint, first in the head, escaped', () => {
    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain(
      '<link rel="preload" as="image" href="https://img.example/a.jpg?x=&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" fetchpriority="high">',
    );
  });

  it('escapes every text and attribute: the only script is the JSON one, unbroken', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html.match(/<\/script>/g)).toHaveLength(1);
    expect(html).not.toContain('<!--');
    expect(html).not.toContain('"><script');
    expect(html).toContain('<h1>&lt;/title&gt;&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; O&#39;Neil');
    expect(html.match(/<title>/g)).toHaveLength(1);
    // `$&` stays text (String.replace patterns are not applied to names).
    expect(html).toContain('&quot;$&amp;&quot;');
    expect(html).not.toContain(' onclick="');
  });

  it('embeds the answer as JSON the app reads back exactly', () => {
    const script = /<script type="application\/json" id="first-answers">(.*?)<\/script>/s.exec(html)?.[1];
    expect(script).toBeDefined();
    expect(script).not.toMatch(/[<>&\u2028]/);
    const [answer] = JSON.parse(script ?? '[]');
    expect(answer).toEqual({
      kind: 'playlist',
      key: 'p1',
      status: 200,
      body: { success: true, ...PLAYLIST },
    });
  });

  it('states the grade and the key numbers in the preview tags', () => {
    expect(html).toContain('<span class="verdict-badge verdict-warn">Suspicious');
    const description = /<meta property="og:description" content="([^"]*)">/.exec(html)?.[1];
    expect(description).toBe(
      'Playlist on Chartpulse: Followers 1,234,567 · Tracks 50. Follower bot check: Suspicious (medium confidence).',
    );
    expect(html).toContain('<meta name="description" content="Playlist on Chartpulse: Followers 1,234,567');
  });
});
