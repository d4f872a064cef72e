import { randomBytes } from 'node:crypto';
import type { ReportTokens } from '../ports';

/** 192 random bits, URL-safe (32 characters): a link nobody can guess. */
export const randomReportTokens: ReportTokens = {
  next: () => randomBytes(24).toString('base64url'),
};
