import type { Migration } from 'kysely';
import * as accounts from './001-accounts';
import * as contactMessages from './002-contact-messages';
import * as trackedItems from './020-tracked-items';
import * as itemSnapshots from './021-item-snapshots';
import * as playlistMemberships from './022-playlist-memberships';
import * as notificationState from './023-notification-state';
import * as analysisCache from './030-analysis-cache';
import * as telegram from './031-telegram';
import * as landingPages from './032-landing-pages';
import * as loginThrottle from './040-login-throttle';
import * as sharedRateLimits from './041-shared-rate-limits';
import * as placementTrackArtists from './042-placement-track-artists';
import * as sharedReports from './043-shared-reports';
import * as itemSummaries from './044-item-summaries';
import * as snapshotHistoryIndex from './045-snapshot-history-index';
import * as alerts from './050-alerts-inbox-webhooks';
import * as dropPlacementAlertClaims from './051-drop-placement-alert-claims';
import * as dropNotificationState from './052-drop-notification-state';
import * as summaryGradingVersion from './053-summary-grading-version';
import * as serviceCapabilities from './065-service-capabilities';
import * as itemLinks from './066-item-links';
import * as webhookDeliverySchedule from './070-webhook-delivery-schedule';
import * as shareLinkExpiry from './073-share-link-expiry';
import * as snapshotRetention from './081-snapshot-retention';
import * as listeningImports from './090-listening-imports';
import * as monthlyWindow from './098-monthly-window';
import * as watchedItems from './103-watched-items';
import * as trackedItemsCap from './104-tracked-items-cap';

/**
 * Every migration, in order. Keys are the file names; they sort, and once applied never change.
 * 001-019 are the platform's (accounts, site); 020-039 are tracking's (030: the analysis cache,
 * 031: Telegram links; 032: landing pages); 040: the accounts' login throttle; 041: request budgets
 * shared by API processes; 042: tracking's track artists (placements); 043: the analysis's shared
 * reports; 044: tracking's per-item dashboard summaries; 045: tracking's covering index for history
 * reads; 050: alerts (rules, inbox, webhooks); 051: drops placements' per-cycle alert claims (botted
 * placements go through alerts); 052: drops the old digest's baselines (changes go through alerts); 053: the grading version of
 * tracking's stored playlist grades (stale ones are re-graded at start). From 060 on, each
 * migration's own header says what it adds (060s: music services and item links; 070s: alerts and
 * public pages; 080s: tracking's scale and first looks; 090s: an account's own imported numbers;
 * 100s: watching what people open, and the database's hold on the per-account cap).
 */
export const migrations: Record<string, Migration> = {
  '001-accounts': accounts,
  '002-contact-messages': contactMessages,
  '020-tracked-items': trackedItems,
  '021-item-snapshots': itemSnapshots,
  '022-playlist-memberships': playlistMemberships,
  '023-notification-state': notificationState,
  '030-analysis-cache': analysisCache,
  '031-telegram': telegram,
  '032-landing-pages': landingPages,
  '040-login-throttle': loginThrottle,
  '041-shared-rate-limits': sharedRateLimits,
  '042-placement-track-artists': placementTrackArtists,
  '043-shared-reports': sharedReports,
  '044-item-summaries': itemSummaries,
  '045-snapshot-history-index': snapshotHistoryIndex,
  '050-alerts-inbox-webhooks': alerts,
  '051-drop-placement-alert-claims': dropPlacementAlertClaims,
  '052-drop-notification-state': dropNotificationState,
  '053-summary-grading-version': summaryGradingVersion,
  '065-service-capabilities': serviceCapabilities,
  '066-item-links': itemLinks,
  '070-webhook-delivery-schedule': webhookDeliverySchedule,
  '073-share-link-expiry': shareLinkExpiry,
  '081-snapshot-retention': snapshotRetention,
  '090-listening-imports': listeningImports,
  '098-monthly-window': monthlyWindow,
  '103-watched-items': watchedItems,
  '104-tracked-items-cap': trackedItemsCap,
};
