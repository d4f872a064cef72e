import type { SharedReportLink } from './report-contracts';

const isRecord = (value: unknown): value is Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isLink(value: unknown): value is SharedReportLink {
  return (
    isRecord(value) &&
    typeof value.token === 'string' &&
    typeof value.url === 'string' &&
    /^https?:\/\//.test(value.url) &&
    typeof value.created_at === 'string' &&
    !Number.isNaN(Date.parse(value.created_at)) &&
    (value.expires_at === undefined ||
      value.expires_at === null ||
      (typeof value.expires_at === 'string' && !Number.isNaN(Date.parse(value.expires_at))))
  );
}

/** The link of a `POST /api/playlist/{id}/report` answer, or null when it has another shape. */
export function readCreatedReportLink(answer: unknown): SharedReportLink | null {
  return isRecord(answer) && isLink(answer.report) ? answer.report : null;
}

/** The links of a `GET /api/playlist/{id}/reports` answer, or null when it has another shape. */
export function readReportLinks(answer: unknown): SharedReportLink[] | null {
  if (!isRecord(answer) || !Array.isArray(answer.reports)) return null;
  return answer.reports.every(isLink) ? [...answer.reports] : null;
}
