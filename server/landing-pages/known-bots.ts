// Crawlers, link-preview fetchers, monitors, headless browsers and scripted HTTP clients: their
// "clicks" are not visitors. Matched case-insensitively anywhere in the user agent.
const BOT_USER_AGENT = new RegExp(
  [
    // crawlers, preview fetchers, monitors
    String.raw`bot\b`,
    'bot/',
    'crawl',
    'spider',
    'slurp',
    'facebookexternalhit',
    'facebot',
    'meta-externalagent',
    'embedly',
    'preview',
    'lighthouse',
    'pingdom',
    'uptime',
    'monitor',
    // headless and automated browsers
    'headless',
    'phantomjs',
    'puppeteer',
    'playwright',
    'selenium',
    'webdriver',
    // scripted HTTP clients and API tools
    String.raw`^node(?:\.js)?\b`,
    'node-fetch',
    'undici',
    'axios',
    'got \\(',
    'python-',
    'python/',
    'aiohttp',
    'httpx',
    'scrapy',
    'curl',
    'wget',
    'httpie',
    'go-http-client',
    'okhttp',
    'java/',
    'apache-httpclient',
    'httpclient',
    'libwww',
    'lwp::',
    'guzzle',
    'ruby',
    'reqwest',
    '^deno/',
    '^bun/',
    'postmanruntime',
    'insomnia',
  ].join('|'),
  'i',
);

/** True for a known bot's user agent, and for a missing or blank one (every browser sends one). */
export function isKnownBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || BOT_USER_AGENT.test(userAgent.trim());
}
