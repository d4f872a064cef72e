import type { Clock } from '@domain/ports/clock';
import { type ConsentChoice, pixelConsent, type VisitorLocation } from '@domain/consent';
import { chooseDestination, isLandingService } from '@domain/landing';
import { isKnownBot } from '../known-bots';
import type {
  BackgroundWork,
  ClickCounter,
  EventIds,
  LandingLog,
  LandingPages,
  MetaConversions,
  RandomSource,
  VisitorIds,
} from '../ports';
import { type Result, fail, ok } from '../../platform/result';

/** Clicks by one visitor on one button within this window count once. */
export const REPEAT_CLICK_WINDOW_MS = 60_000;
/** The pixel's conversion event; the Conversions API event carries the same name and id. */
export const CONVERSION_EVENT_NAME = 'Lead';
const EVENT_ID = /^[A-Za-z0-9_-]{8,64}$/;

export interface RecordClickDeps {
  readonly pages: LandingPages;
  readonly clicks: ClickCounter;
  readonly visitorIds: VisitorIds;
  readonly random: RandomSource;
  readonly eventIds: EventIds;
  readonly conversions: MetaConversions;
  readonly background: BackgroundWork;
  readonly log: LandingLog;
  readonly clock: Clock;
}

export interface Click {
  readonly slug: string;
  readonly service: string;
  /** The pixel event's id, when the page's script sent one. */
  readonly eventId: string | null;
  readonly ip: string;
  readonly userAgent: string | undefined;
  readonly consentCookie: ConsentChoice | null;
  readonly location: VisitorLocation;
  readonly fbp: string | null;
  readonly fbc: string | null;
  /** The public page's address, for `event_source_url`. */
  readonly pageUrl: string;
}

/**
 * A visitor pressed a service button: picks this visit's destination (Spotify by weighted random
 * choice), counts the click (bots never, a repeat within a minute once), and when the visitor's
 * consent allows and the page has an access token, sends the Conversions API event in the
 * background with the pixel's event id. Its failures are logged, never shown to the visitor.
 */
export async function recordClick(
  deps: RecordClickDeps,
  click: Click,
): Promise<Result<{ destination: string }, 'not_found'>> {
  const page = await deps.pages.findBySlug(click.slug);
  if (!page || !isLandingService(click.service)) return fail('not_found');
  const service = click.service;
  const destination = chooseDestination(page, service, deps.random());
  if (destination === null) return fail('not_found');
  if (isKnownBot(click.userAgent)) return ok({ destination });

  const now = deps.clock.now();
  const visitor = deps.visitorIds.idOf(click.ip, click.userAgent ?? '', now.toISOString().slice(0, 10));
  const counted = await deps.clicks.count(
    { pageId: page.id, service, visitor, at: now },
    REPEAT_CLICK_WINDOW_MS,
  );
  await deps.clicks.forgetVisitorsBefore(new Date(now.getTime() - REPEAT_CLICK_WINDOW_MS));

  const token = page.metaAccessToken;
  if (counted && token && pixelConsent(click.consentCookie, click.location) === 'granted') {
    const event = {
      eventName: CONVERSION_EVENT_NAME,
      eventId: click.eventId && EVENT_ID.test(click.eventId) ? click.eventId : deps.eventIds(),
      eventTime: now,
      sourceUrl: click.pageUrl,
      clientIp: click.ip,
      userAgent: click.userAgent ?? '',
      fbp: click.fbp,
      fbc: click.fbc,
      customData: { service },
    };
    deps.background.run(async () => {
      const sent = await deps.conversions.send(page.metaPixelId, token, event);
      if (!sent.ok)
        deps.log.warn(`Meta Conversions API event for /landing/${page.slug} failed: ${sent.error}`);
    });
  }
  return ok({ destination });
}
