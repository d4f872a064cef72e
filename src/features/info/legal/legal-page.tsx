import type { ReactNode } from 'react';
import { usePageTitle } from '@shared/ui/page-title';
import '@shared/ui/info-page.css';

/** The shared frame of the static legal pages: title, the date they took effect, then sections. */
export function LegalPage({ title, dated, children }: { title: string; dated: string; children: ReactNode }) {
  usePageTitle(title);
  return (
    <article className="page page-narrow info-page legal-page">
      <h1>{title}</h1>
      <p className="info-dated">Last updated: {dated}</p>
      {children}
    </article>
  );
}
