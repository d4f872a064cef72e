/** A share-link token as `randomReportTokens` makes them (URL-safe base64); anything else is unknown. */
export const REPORT_TOKEN_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;
