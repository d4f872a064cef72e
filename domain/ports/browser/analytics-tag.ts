/** The analytics tag, started only once the visitor may be measured (fire and forget, never fails). */
export interface AnalyticsTag {
  /** Loads the tag (once) with measurement allowed. */
  grant(): void;
  /** Withdraws consent if the tag is already running. */
  deny(): void;
  /** Records an in-app navigation (the tag counts the first page itself); nothing before consent. */
  pageView(path: string, title: string): void;
}

export const AnalyticsTag = Symbol.for('AnalyticsTag');
