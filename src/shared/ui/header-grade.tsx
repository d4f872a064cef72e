import type { HeaderGrade } from '@domain/catalog/header-grade';
import { VerdictBadge } from './verdict-badge';
import './header-grade.css';

/**
 * The grade beside a playlist's name: its label (bot check or first look), the grade with its
 * confidence and its first reason, one link to the full check. Its markup is the server-rendered
 * page's (server/http/item-page-html.ts), so the app's render takes its place without moving it.
 */
export function HeaderGradeLink({ grade, href }: { readonly grade: HeaderGrade; readonly href: string }) {
  return (
    <a className="header-grade" href={href}>
      {/* The spaces keep the link's name in words; the flex gap draws the space between. */}
      <span className="header-grade-kind">{grade.firstLook ? 'First look' : 'Bot check'}</span>{' '}
      <VerdictBadge verdict={grade.verdict} confidence={grade.confidence} />{' '}
      {grade.reason !== null && <span className="header-grade-reason">{grade.reason}</span>}{' '}
      <span className="header-grade-more">See the full check</span>
    </a>
  );
}
