import type {
  AnalyticsEventName,
  AnalyticsEventParams,
  AnalyticsTag,
} from '@domain/ports/browser/analytics-tag';

/** An analytics tag that writes down every event it is given (consent is the real tag's business). */
export function recordingAnalytics() {
  const events: Array<[AnalyticsEventName, AnalyticsEventParams]> = [];
  const tag: AnalyticsTag = {
    grant() {},
    deny() {},
    pageView() {},
    event(name, params) {
      events.push([name, params]);
    },
  };
  return { tag, events };
}
