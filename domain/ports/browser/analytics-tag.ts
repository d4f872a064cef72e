/**
 * The events the app records (docs/product.md §7, Analytics events): GA4's recommended `search`, and
 * snake_case names of our own for the rest.
 */
export type AnalyticsEventName = 'search' | 'track_item' | 'stop_tracking' | 'analysis_opened';

/** An event's parameters: short strings and numbers (never personal data beyond what the page shows). */
export type AnalyticsEventParams = Readonly<Record<string, string | number>>;

/** The analytics tag, started only once the visitor may be measured (fire and forget, never fails). */
export interface AnalyticsTag {
  /** Loads the tag (once) with measurement allowed. */
  grant(): void;
  /** Withdraws consent if the tag is already running. */
  deny(): void;
  /** Records an in-app navigation (the tag counts the first page itself); nothing without consent. */
  pageView(path: string, title: string): void;
  /** Records something the visitor did; nothing without consent, like page views. */
  event(name: AnalyticsEventName, params: AnalyticsEventParams): void;
}

export const AnalyticsTag = Symbol.for('AnalyticsTag');
