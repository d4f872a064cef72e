import { useEffect, useRef, useState } from 'react';

export const GUIDE_STEP_INTERVAL_MS = 2000;

export const GUIDE_STEPS: ReadonlyArray<{ title: string; text: string }> = [
  {
    title: 'Search',
    text: 'Find any artist, track or playlist by name, or paste its Spotify link to jump straight to it.',
  },
  {
    title: 'Track your interests',
    text: 'Sign in and track the items you care about; we record their numbers every day.',
  },
  {
    title: 'Advanced analytics',
    text: 'See follower and popularity charts, growth rates, bot-activity checks and an AI-written playlist analysis.',
  },
  {
    title: 'Stay updated',
    text: 'Get an email or Telegram message when followers or popularity change significantly.',
  },
];

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The four-step guide under the search box; one step is highlighted in turn, every 2 seconds. The
 * rotation holds while the pointer or the focus is on the guide, and never moves for visitors who
 * ask for reduced motion.
 */
export function SearchGuide() {
  const [active, setActive] = useState(0);
  const guide = useRef<HTMLElement>(null);

  useEffect(() => {
    const timer = window.setInterval(() => {
      if (!isHeld(guide.current)) setActive((step) => (step + 1) % GUIDE_STEPS.length);
    }, GUIDE_STEP_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, []);
  return (
    <section ref={guide} className="guide" aria-labelledby="guide-title">
      <h2 id="guide-title" className="guide-title">
        How Chartpulse works
      </h2>
      <ol className="guide-steps">
        {GUIDE_STEPS.map((step, index) => (
          <li
            key={step.title}
            className={index === active ? 'guide-step active' : 'guide-step'}
            aria-current={index === active ? 'step' : undefined}
          >
            <span className="guide-number" aria-hidden="true">
              {index + 1}
            </span>
            <h3>{step.title}</h3>
            <p>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}

/** Checked at each step: the pointer or the focus on the guide, or a wish for reduced motion. */
function isHeld(guide: HTMLElement | null): boolean {
  if (!guide || guide.matches(':hover, :focus-within')) return true;
  return globalThis.matchMedia?.(REDUCED_MOTION).matches ?? false;
}
