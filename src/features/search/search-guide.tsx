import { useEffect, useState } from 'react';

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
 * rotation pauses while the pointer or the focus is on the guide, and never runs for visitors who
 * ask for reduced motion.
 */
export function SearchGuide() {
  const [active, setActive] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const rotating = !hovered && !focused && !reducedMotion;

  useEffect(() => {
    if (!rotating) return;
    const timer = window.setInterval(
      () => setActive((step) => (step + 1) % GUIDE_STEPS.length),
      GUIDE_STEP_INTERVAL_MS,
    );
    return () => window.clearInterval(timer);
  }, [rotating]);
  return (
    <section
      className="guide"
      aria-labelledby="guide-title"
      data-rotating={rotating}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
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

function usePrefersReducedMotion(): boolean {
  const [reduced, setReduced] = useState(() => globalThis.matchMedia?.(REDUCED_MOTION).matches ?? false);
  useEffect(() => {
    const query = window.matchMedia?.(REDUCED_MOTION);
    if (!query) return;
    const update = () => setReduced(query.matches);
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);
  return reduced;
}
