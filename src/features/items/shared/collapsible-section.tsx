import { type ReactNode, useState } from 'react';
import './item-layout.css';

/** Phones and narrow windows (up to 600 px) get these sections closed at first; wider screens open. */
const WIDE_SCREEN_QUERY = '(min-width: 601px)';

/** Whether a section that is closed on phones starts open here (wider than 600 px, or no window). */
export function opensByDefault(): boolean {
  return typeof window === 'undefined' || typeof window.matchMedia !== 'function'
    ? true
    : window.matchMedia(WIDE_SCREEN_QUERY).matches;
}

/**
 * A secondary section of an item page (credits, labels, top tracks): a `<details>` the reader can open
 * and close, closed by default on phones so the numbers and charts come first.
 */
export function CollapsibleSection({
  title,
  id,
  className,
  children,
}: {
  title: string;
  id: string;
  className?: string;
  children: ReactNode;
}) {
  const [open] = useState(opensByDefault);
  return (
    <details className={`card item-section collapsible-section ${className ?? ''}`.trim()} open={open}>
      <summary>
        <h2 id={id}>{title}</h2>
      </summary>
      <div className="collapsible-section-body">{children}</div>
    </details>
  );
}
