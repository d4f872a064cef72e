import type { Clock } from '@domain/ports/clock';
import { type ConsentChoice, pixelConsent, type VisitorLocation } from '@domain/consent';
import { chooseDestination, isLandingService, validFbc, validFbp } from '@domain/landing';
import { clientNetwork } from '@domain/network';
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

/** The pixel's conversion event; the Conversions API event carries the same name and id. */
export const CONVERSION_EVENT_NAME = 'Lead';

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
  /** The event id the page was rendered with (in the button's link); used only if the server signed it. */
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

const dayOf = (at: Date): string => at.toISOString().slice(0, 10);

/**
 * A visitor pressed a service button: picks this visit's destination (Spotify by weighted random
 * choice) and counts the click once per visitor (IPv4 address or IPv6 /64, salted daily), page and service a day; bots
 * never count. When the visitor's consent allows and the page has an access token, the visitor's
 * first such click on the page that day sends the Conversions API event in the background, with
 * the event id the page was rendered with when the server signed it for this page and day (else a
 * fresh one): a script looping on a self-set consent cookie sends at most one event a day. Its
 * failures are logged, never shown to the visitor.
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
  const day = dayOf(now);
  // An IPv6 visitor is its /64: one subscriber holds billions of addresses.
  const visitor = deps.visitorIds.idOf(clientNetwork(click.ip), day);
  await deps.clicks.count({ pageId: page.id, service, visitor, at: now });
  await deps.clicks.forgetVisitorsBefore(new Date(`${day}T00:00:00.000Z`));

  const token = page.metaAccessToken;
  if (!token || pixelConsent(click.consentCookie, click.location) !== 'granted') return ok({ destination });
  if (!(await deps.clicks.claimConversion(page.id, visitor, now))) return ok({ destination });
  const signed = click.eventId !== null && deps.eventIds.isGenuine(click.eventId, page.id, day);
  const event = {
    eventName: CONVERSION_EVENT_NAME,
    eventId: signed && click.eventId !== null ? click.eventId : deps.eventIds.issue(page.id, day),
    eventTime: now,
    sourceUrl: click.pageUrl,
    clientIp: click.ip,
    userAgent: click.userAgent ?? '',
    // Only values in Meta's own format are forwarded: the cookies are the visitor's to write.
    fbp: validFbp(click.fbp),
    fbc: validFbc(click.fbc),
    customData: { service },
  };
  deps.background.run(async () => {
    const sent = await deps.conversions.send(page.metaPixelId, token, event);
    if (!sent.ok) deps.log.warn(`Meta Conversions API event for /landing/${page.slug} failed: ${sent.error}`);
  });
  return ok({ destination });
}
