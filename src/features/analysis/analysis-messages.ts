/** docs/product.md §4 and §8: what the analysis reads while loading, on failure and with no data. */
export const GENERATING_ANALYSIS = 'Generating analysis...';
export const ANALYSIS_UNAVAILABLE = 'Analysis temporarily unavailable. Please try refreshing.';
export const NO_ANALYSIS_DATA = 'No analysis data available';
