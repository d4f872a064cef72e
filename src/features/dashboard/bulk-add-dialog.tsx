import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { WATCH_LIST_MAX_LINKS } from '@domain/tracking/watch-list';
import { BULK_STATUS_LABELS, type BulkAdd } from './bulk-add';

/** The Bulk add dialog (docs/product.md §2, Dashboard): paste or choose a list, then each line's outcome. */
export const BulkAddDialog = observer(function BulkAddDialog({ bulk }: { bulk: BulkAdd }) {
  const titleId = useId();
  const textId = useId();
  const fileId = useId();
  const errorId = useId();
  const textArea = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    if (bulk.isOpen) textArea.current?.focus();
  }, [bulk.isOpen]);

  if (!bulk.isOpen) return null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void bulk.send();
  };
  const counts = new Map<string, number>();
  for (const result of bulk.results ?? []) counts.set(result.status, (counts.get(result.status) ?? 0) + 1);

  return (
    <section
      className="card dashboard-bulk"
      role="dialog"
      aria-labelledby={titleId}
      onKeyDown={(event) => {
        if (event.key === 'Escape') bulk.close();
      }}
    >
      <h2 id={titleId}>Bulk add</h2>
      <form onSubmit={submit}>
        <label htmlFor={textId}>Links, one per line (or a CSV with a link or url column)</label>
        <textarea
          id={textId}
          ref={textArea}
          rows={8}
          spellCheck={false}
          value={bulk.text}
          onChange={(event) => bulk.setText(event.target.value)}
          aria-invalid={bulk.error ? true : undefined}
          aria-describedby={bulk.error ? errorId : undefined}
        />
        <label htmlFor={fileId}>Or choose a .txt or .csv file</label>
        <input
          id={fileId}
          type="file"
          accept=".txt,.csv,text/plain,text/csv"
          onChange={(event) => {
            const file = event.target.files?.[0];
            if (file) void bulk.chooseFile(file);
          }}
        />
        {bulk.fileName ? <p className="hint">Read {bulk.fileName}.</p> : null}
        <p className="hint">At most {WATCH_LIST_MAX_LINKS} links in one list.</p>
        {bulk.error ? (
          <p id={errorId} className="error" role="alert">
            {bulk.error}
          </p>
        ) : null}
        <div className="dashboard-bulk-actions">
          <button type="submit" className="button button-primary" disabled={!bulk.canSend}>
            {bulk.isSending ? 'Adding…' : 'Add all'}
          </button>
          <button type="button" className="button button-secondary" onClick={bulk.close}>
            Close
          </button>
        </div>
      </form>
      {bulk.results ? (
        <div role="status">
          <p>
            {[...counts]
              .map(
                ([status, count]) =>
                  `${BULK_STATUS_LABELS[status as keyof typeof BULK_STATUS_LABELS]}: ${count}`,
              )
              .join(' · ') || 'No links in the list.'}
          </p>
          <table className="dashboard-bulk-results" aria-label="Bulk add results">
            <thead>
              <tr>
                <th scope="col">Line</th>
                <th scope="col">Link</th>
                <th scope="col">Outcome</th>
              </tr>
            </thead>
            <tbody>
              {bulk.results.map((result) => (
                <tr key={result.line} data-status={result.status}>
                  <td>{result.line}</td>
                  <td className="dashboard-bulk-input">{result.input}</td>
                  <td>
                    {BULK_STATUS_LABELS[result.status]}
                    {result.error ? `: ${result.error}` : ''}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
});
