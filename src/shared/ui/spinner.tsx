/** A centred spinning ring with a text for screen readers (and optionally shown). */
export function LoadingSpinner({
  label = 'Loading…',
  showLabel = false,
}: {
  label?: string;
  showLabel?: boolean;
}) {
  return (
    <div className="spinner-block" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <span className={showLabel ? 'spinner-label' : 'visually-hidden'}>{label}</span>
    </div>
  );
}

/** Three pulsing dots, used beside texts like 'Analyzing artist, please wait'. */
export function ThreeDots() {
  return (
    <span className="three-dots" aria-hidden="true">
      <span />
      <span />
      <span />
    </span>
  );
}
