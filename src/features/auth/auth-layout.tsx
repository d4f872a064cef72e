import type { ReactNode } from 'react';

/** The card every account screen sits in. */
export function AuthCard({ title, intro, children }: { title: string; intro?: string; children: ReactNode }) {
  return (
    <section className="page auth-page">
      <div className="card auth-card">
        <h1>{title}</h1>
        {intro ? <p className="muted">{intro}</p> : null}
        {children}
      </div>
    </section>
  );
}
