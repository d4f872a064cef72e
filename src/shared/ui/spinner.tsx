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
