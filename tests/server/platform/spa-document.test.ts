import { describe, expect, it } from 'vitest';
import { createSpaDocument, SIGNED_OUT_HINT, type ViteManifest } from '@server/http/spa-document';
import { matchSpaRoute } from '@server/http/spa-routes';

const HTML =
  '<html><head><script type="module" src="/assets/index-1.js"></script>\n  </head><body></body></html>';

// The shape `vite build` writes: the entry, shared chunks, and lazy route pages.
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-1.js', isEntry: true, imports: ['_runtime-1.js'] },
  '_runtime-1.js': { file: 'assets/runtime-1.js' },
  '_item-page-1.js': {
    file: 'assets/item-page-1.js',
    imports: ['index.html', '_runtime-1.js'],
    css: ['assets/item-1.css'],
  },
  'src/features/items/artist/artist-page.tsx': {
    file: 'assets/artist-page-1.js',
    name: 'artist-page',
    isDynamicEntry: true,
    imports: ['index.html', '_item-page-1.js'],
  },
  'src/features/items/playlist/playlist-page.tsx': {
    file: 'assets/playlist-page-1.js',
    name: 'playlist-page',
    isDynamicEntry: true,
    imports: ['_runtime-1.js', '_item-page-1.js'],
    css: ['assets/playlist-1.css'],
  },
};
// The route table of every feature off `/`, which the browser router loads before any other page.
const WITH_ROUTE_TABLE: ViteManifest = {
  ...MANIFEST,
  'src/app/features.ts': {
    file: 'assets/features-1.js',
    name: 'features',
    isDynamicEntry: true,
    imports: ['index.html', '_lazy-route-1.js'],
  },
  '_lazy-route-1.js': { file: 'assets/lazy-route-1.js', imports: ['index.html'] },
  'src/app/shell/signed-in-menu.tsx': {
    file: 'assets/signed-in-menu-1.js',
    name: 'signed-in-menu',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
  'src/app/http-feature-adapters.ts': {
    file: 'assets/http-feature-adapters-1.js',
    name: 'http-feature-adapters',
    isDynamicEntry: true,
    imports: ['index.html', '_lazy-route-1.js'],
  },
  'src/app/http-backend.ts': {
    file: 'assets/http-backend-1.js',
    name: 'http-backend',
    isDynamicEntry: true,
    imports: ['_api-failure-1.js'],
  },
  '_api-failure-1.js': { file: 'assets/api-failure-1.js' },
  'adapters/http/http-auth-gateway.ts': {
    file: 'assets/http-auth-gateway-1.js',
    name: 'http-auth-gateway',
    isDynamicEntry: true,
    imports: ['_api-failure-1.js'],
  },
  'src/features/search/search-actions.ts': {
    file: 'assets/search-actions-1.js',
    name: 'search-actions',
    isDynamicEntry: true,
    imports: ['index.html'],
  },
};
const PROBE = { cookie: 'session_token', paths: ['/api/some-protected-route', '/api/get-current-user'] };
const render = createSpaDocument(HTML, MANIFEST, PROBE);
const head = (html: string) => html.slice(0, html.indexOf('</head>'));

describe('the SPA document', () => {
  it("preloads an item page's chunk, its imports and styles, and its data, all from the HTML", () => {
    const html = render({ pathname: '/playlist/uotoAMPPn4jFridu519D3o', hasSessionCookie: false });
    expect(head(html)).toContain('<link rel="modulepreload" crossorigin href="/assets/playlist-page-1.js">');
    expect(head(html)).toContain('<link rel="modulepreload" crossorigin href="/assets/item-page-1.js">');
    expect(head(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/playlist-1.css">');
    expect(head(html)).toContain('<link rel="stylesheet" crossorigin href="/assets/item-1.css">');
    expect(head(html)).toContain(
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/playlist/uotoAMPPn4jFridu519D3o">',
    );
    // The entry and what it imports are in index.html already.
    expect(html.match(/index-1\.js/g)).toHaveLength(1);
    expect(html).not.toContain('modulepreload crossorigin href="/assets/runtime-1.js"');
  });

  it("inlines the route's stylesheets it can read, each under its own address, and links the others", () => {
    const inline = createSpaDocument(HTML, MANIFEST, PROBE, undefined, [], {
      readStylesheet: (file) => (file === 'assets/item-1.css' ? '.a{color:red}</style><b>' : null),
    });
    const html = head(inline({ pathname: '/playlist/uotoAMPPn4jFridu519D3o', hasSessionCookie: false }));
    expect(html).toContain('<style data-href="/assets/item-1.css">.a{color:red}<\\/style><b></style>');
    expect(html).not.toContain('<link rel="stylesheet" crossorigin href="/assets/item-1.css">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/playlist-1.css">');
  });

  it("preloads the route table and the features' adapters for every page but the home page", () => {
    const withTable = createSpaDocument(HTML, WITH_ROUTE_TABLE);
    for (const pathname of ['/artist/abc', '/login', '/no/such/page']) {
      const html = head(withTable({ pathname, hasSessionCookie: false }));
      expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/features-1.js">');
      expect(html).toContain(
        '<link rel="modulepreload" crossorigin href="/assets/http-feature-adapters-1.js">',
      );
      expect(html.match(/lazy-route-1\.js/g)).toHaveLength(1);
    }
    expect(head(withTable({ pathname: '/artist/abc', hasSessionCookie: false }))).toContain(
      '/assets/artist-page-1.js',
    );
    for (const pathname of ['/', '']) {
      expect(withTable({ pathname, hasSessionCookie: false })).not.toContain('features-1.js');
    }
  });

  it('preloads the HTTP client for every page but a plain home page, which calls nothing at first', () => {
    const withTable = createSpaDocument(HTML, WITH_ROUTE_TABLE);
    const client = '<link rel="modulepreload" crossorigin href="/assets/http-backend-1.js">';
    for (const pathname of ['/artist/abc', '/login', '/no/such/page']) {
      const html = head(withTable({ pathname, hasSessionCookie: false }));
      expect(html).toContain(client);
      expect(html.match(/api-failure-1\.js/g)).toHaveLength(1);
    }
    expect(withTable({ pathname: '/', hasSessionCookie: false })).not.toContain('http-backend');
    expect(withTable({ pathname: '/', query: 'q=%20&type=track', hasSessionCookie: false })).not.toContain(
      'http-backend',
    );
  });

  it("preloads a search address's lazy half of search and the HTTP client, once each", () => {
    const withTable = createSpaDocument(HTML, WITH_ROUTE_TABLE, PROBE);
    const html = head(
      withTable({ pathname: '/', query: 'q=aurora&type=artist&page=2', hasSessionCookie: true }),
    );
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/search-actions-1.js">');
    expect(html.match(/http-backend-1\.js/g)).toHaveLength(1);
    expect(withTable({ pathname: '/artist/abc', query: 'q=aurora', hasSessionCookie: false })).not.toContain(
      'search-actions',
    );
  });

  it("preloads the user's menu only for a visitor who came with a session cookie", () => {
    const withTable = createSpaDocument(HTML, WITH_ROUTE_TABLE, PROBE);
    const menu = '<link rel="modulepreload" crossorigin href="/assets/signed-in-menu-1.js">';
    expect(head(withTable({ pathname: '/', hasSessionCookie: true }))).toContain(menu);
    expect(head(withTable({ pathname: '/artist/abc', hasSessionCookie: true }))).toContain(menu);
    expect(withTable({ pathname: '/', hasSessionCookie: false })).not.toContain('signed-in-menu');
  });

  it("preloads the session check's code (HTTP client, auth gateway) only with a session cookie", () => {
    const withTable = createSpaDocument(HTML, WITH_ROUTE_TABLE, PROBE);
    const member = head(withTable({ pathname: '/', hasSessionCookie: true }));
    expect(member).toContain('<link rel="modulepreload" crossorigin href="/assets/http-backend-1.js">');
    expect(member).toContain('<link rel="modulepreload" crossorigin href="/assets/http-auth-gateway-1.js">');
    expect(member.match(/api-failure-1\.js/g)).toHaveLength(1);
    expect(withTable({ pathname: '/', hasSessionCookie: false })).not.toContain('http-auth-gateway');
  });

  it("starts every page's own calls (the visitor's location) from the HTML, the home page too", () => {
    const withCalls = createSpaDocument(HTML, MANIFEST, undefined, undefined, ['/api/get-user-location']);
    const preload =
      '<link rel="preload" as="fetch" crossorigin="use-credentials" href="/api/get-user-location">';
    for (const pathname of ['/', '/artist/abc', '/no/such/page']) {
      expect(head(withCalls({ pathname, hasSessionCookie: false }))).toContain(preload);
    }
  });

  it('tells a visitor without a session cookie not to probe, and starts the probe for one with it', () => {
    const anonymous = render({ pathname: '/', hasSessionCookie: false });
    expect(head(anonymous)).toContain(SIGNED_OUT_HINT);
    expect(anonymous).not.toContain('some-protected-route');

    const member = render({ pathname: '/', hasSessionCookie: true });
    expect(member).not.toContain(SIGNED_OUT_HINT);
    for (const path of PROBE.paths) {
      expect(head(member)).toContain(
        `<link rel="preload" as="fetch" crossorigin="use-credentials" href="${path}">`,
      );
    }
  });

  it('adds nothing it cannot be sure of: unknown routes, odd ids, a build without the chunk', () => {
    const plain = createSpaDocument(HTML, MANIFEST);
    expect(plain({ pathname: '/', hasSessionCookie: false })).toBe(HTML);
    expect(plain({ pathname: '/no/such/page', hasSessionCookie: true })).toBe(HTML);
    const odd = plain({ pathname: '/artist/%3Cscript%3E', hasSessionCookie: false });
    expect(odd).toContain('/assets/artist-page-1.js');
    expect(odd).not.toContain('as="fetch"');
    expect(odd).not.toContain('<script>');
    expect(createSpaDocument(HTML, {})({ pathname: '/artist/abc', hasSessionCookie: false })).toContain(
      'href="/api/artist/abc"',
    );
  });
});

describe('client routes', () => {
  it.each([
    ['/artist/KPAF5o1JvZ32m4GmDokxBt', 'artist-page', '/api/artist/KPAF5o1JvZ32m4GmDokxBt'],
    ['/track/abc_DEF-123/', 'track-page', '/api/track/abc_DEF-123'],
    ['/playlist/%61bc', 'playlist-page', '/api/playlist/abc'],
    ['/artist/a%20b', 'artist-page', undefined],
    ['/artist/%E0%A4%A', 'artist-page', undefined],
    ['/login', 'login-page', undefined],
    ['/admin', 'admin-page', undefined],
    ['/my-account', 'account-page', undefined],
    ['/deezer/artist/27', 'artist-page', '/api/deezer/artist/27'],
    ['/deezer/track/3135556/', 'track-page', '/api/deezer/track/3135556'],
    ['/deezer/playlist/908622995', 'playlist-page', '/api/deezer/playlist/908622995'],
  ])('%s opens %s (data %s)', (pathname, chunk, dataUrl) => {
    const match = matchSpaRoute(pathname);
    expect({ chunk: match?.chunk, dataUrl: match?.dataUrl }).toEqual({ chunk, dataUrl });
  });

  it('names the item an item page shows, by kind and item key, even a malformed one', () => {
    expect(matchSpaRoute('/playlist/KPAF5o1JvZ32m4GmDokxBt')?.item).toEqual({
      kind: 'playlist',
      key: 'KPAF5o1JvZ32m4GmDokxBt',
    });
    expect(matchSpaRoute('/track/a%20b')?.item).toEqual({ kind: 'track', key: 'a b' });
    expect(matchSpaRoute('/login')?.item).toBeUndefined();
  });

  it.each(['/', '/artist', '/artist/a/b', '/search', '/deezer/album/1', '/deezer/artist'])(
    '%s has nothing to preload',
    (pathname) => {
      expect(matchSpaRoute(pathname)).toBeNull();
    },
  );
});

describe('the first paint in the HTML', () => {
  const HOME = '<div class="app"><header>Chartpulse</header><main><h1>Music analytics</h1></main></div>';
  const SHELL = '<div class="app"><header>Chartpulse</header><main></main></div>';
  const PAINTED = `<html><head>\n  </head><body><div id="root">${HOME}</div></body></html>`;
  const paint = createSpaDocument(PAINTED, WITH_ROUTE_TABLE, undefined, { inIndex: HOME, shell: SHELL });

  it('is the home page on /, and the shell alone on every other page', () => {
    expect(paint({ pathname: '/', hasSessionCookie: false })).toContain(`<div id="root">${HOME}</div>`);
    for (const pathname of ['/artist/abc', '/login', '/no/such/page']) {
      const html = paint({ pathname, hasSessionCookie: false });
      expect(html).toContain(`<div id="root">${SHELL}</div>`);
      expect(html).not.toContain('Music analytics');
    }
  });

  it('leaves a document it does not recognise alone (a build without the render)', () => {
    const other = createSpaDocument(HTML, MANIFEST, undefined, { inIndex: HOME, shell: SHELL });
    expect(other({ pathname: '/login', hasSessionCookie: false })).toBe(HTML);
  });

  it('is copied as text: "$" patterns in the markup are not replacement patterns', () => {
    const dollars = '<div class="app"><p>$& $1 $$</p></div>';
    const html = `<html><head></head><body><div id="root">${HOME}</div></body></html>`;
    const render = createSpaDocument(html, {}, undefined, { inIndex: HOME, shell: dollars });
    expect(render({ pathname: '/contact', hasSessionCookie: false })).toContain(dollars);
  });
});
