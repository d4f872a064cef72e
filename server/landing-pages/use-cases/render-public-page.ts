import { type ConsentChoice, type PixelConsent, pixelConsent, type VisitorLocation } from '@domain/consent';
import { LANDING_SERVICE_LABELS, type LandingService, servicesOf } from '@domain/landing';
import type { Clock } from '@domain/ports/clock';
import type { EventIds, LandingPage, LandingPages } from '../ports';
import { type Result, fail } from '../../platform/result';
import { storageKey } from '../storage-keys';

export interface PublicLandingView {
  readonly slug: string;
  readonly title: string;
  readonly description: string;
  /** Storage keys (`{ownerId}/{name}`), served under `/uploads/`. */
  readonly imageKey: string | null;
  readonly videoKey: string | null;
  readonly videoType: string | null;
  readonly videoMp4Key: string | null;
  /** Null: no pixel at all (the visitor declined). */
  readonly pixel: { readonly pixelId: string; readonly consent: Exclude<PixelConsent, 'declined'> } | null;
  /**
   * One per service with destinations; `eventId` (signed for this page and day) ties the pixel
   * event to the server event.
   */
  readonly buttons: ReadonlyArray<{
    readonly service: LandingService;
    readonly label: string;
    readonly eventId: string;
  }>;
}

export interface PublicVisitor {
  readonly consentCookie: ConsentChoice | null;
  readonly location: VisitorLocation;
}

const keyOf = (page: LandingPage, name: string | null): string | null =>
  name ? storageKey(page.ownerId, name) : null;

/** What the public page at `/landing/{slug}` shows this visitor. */
export async function renderPublicPage(
  deps: { readonly pages: LandingPages; readonly eventIds: EventIds; readonly clock: Clock },
  { slug, visitor }: { readonly slug: string; readonly visitor: PublicVisitor },
): Promise<Result<PublicLandingView, 'not_found'>> {
  const page = await deps.pages.findBySlug(slug);
  if (!page) return fail('not_found');
  const consent = pixelConsent(visitor.consentCookie, visitor.location);
  const day = deps.clock.now().toISOString().slice(0, 10);
  return {
    ok: true,
    value: {
      slug: page.slug,
      title: page.title,
      description: page.description,
      imageKey: keyOf(page, page.image),
      videoKey: keyOf(page, page.video),
      videoType: page.video?.endsWith('.webm') ? 'video/webm' : page.video ? 'video/mp4' : null,
      videoMp4Key: keyOf(page, page.videoMp4),
      pixel: consent === 'declined' ? null : { pixelId: page.metaPixelId, consent },
      buttons: servicesOf(page).map((service) => ({
        service,
        label: LANDING_SERVICE_LABELS[service],
        eventId: deps.eventIds.issue(page.id, day),
      })),
    },
  };
}
