// Crawlers, link-preview fetchers, monitors and scripted clients: their "clicks" are not visitors.
const BOT_USER_AGENT =
  /bot\b|bot\/|crawl|spider|slurp|facebookexternalhit|facebot|meta-externalagent|embedly|preview|headlesschrome|lighthouse|pingdom|uptime|monitor|curl\/|wget\/|python-|httpclient|go-http-client|okhttp|java\/|node-fetch|axios\/|libwww|scrapy|phantomjs/i;

/** True for a known bot's user agent, and for a missing one (every browser sends one). */
export function isKnownBot(userAgent: string | undefined): boolean {
  return !userAgent || userAgent.trim() === '' || BOT_USER_AGENT.test(userAgent);
}
