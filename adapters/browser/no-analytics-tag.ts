import type { AnalyticsTag } from '@domain/ports/browser/analytics-tag';

/** The analytics tag of a build without a measurement id: consent is still asked, nothing is measured. */
export const noAnalyticsTag: AnalyticsTag = {
  grant() {},
  deny() {},
  pageView() {},
  event() {},
};
