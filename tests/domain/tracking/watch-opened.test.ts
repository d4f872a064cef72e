import { describe, expect, it } from 'vitest';
import { isBrowserOpen } from '@domain/tracking';

describe('isBrowserOpen', () => {
  it('counts browsers, headless Chrome included', () => {
    for (const agent of [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile Safari/604.1',
      'Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0',
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0 Safari/537.36',
    ])
      expect(isBrowserOpen(agent), agent).toBe(true);
  });

  it('ignores crawlers, link previews, HTTP libraries, no agent and absurd ones', () => {
    for (const agent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)',
      'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
      'Mozilla/5.0 (compatible; AhrefsBot/7.0; +http://ahrefs.com/robot/)',
      'Mozilla/5.0 AppleWebKit/537.36 (KHTML, like Gecko; compatible; GPTBot/1.0; +https://openai.com/gptbot)',
      'Mozilla/5.0 (compatible; YandexSpider/3.0)',
      'curl/8.5.0',
      'python-requests/2.32.3',
      'axios/1.7.2',
      undefined,
      '',
      `Mozilla/5.0 ${'x'.repeat(600)}`,
    ])
      expect(isBrowserOpen(agent), agent).toBe(false);
  });
});
