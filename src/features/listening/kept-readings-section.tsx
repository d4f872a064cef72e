import { observer } from 'mobx-react-lite';
import { type FormEvent, useEffect, useRef } from 'react';
import type { KeptItemRef } from '@domain/ports/browser/listening-gateway';
import { useViewModel } from '@shared/di/container-context';
import { ColumnMappingStep } from './import-form';
import { KeptReadingsViewModel } from './kept-readings-view-model';
import { listeningModule } from './listening-module';
import './listening.css';

const COUNT_WORDS: Readonly<Record<KeptItemRef['kind'], string>> = {
  artist: 'its followers',
  track: 'its popularity (0–100)',
  playlist: 'its followers',
};

/**
 * "Import past readings" under a tracked item's chart: a CSV of readings kept elsewhere, shown on the
 * chart as hollow points and used by this account's verdicts; never by anyone else's.
 */
export const KeptReadingsSection = observer(function KeptReadingsSection({
  kind,
  itemKey,
  onImported,
}: {
  kind: KeptItemRef['kind'];
  itemKey: string;
  onImported: () => void;
}) {
  const vm = useViewModel(KeptReadingsViewModel, listeningModule);
  const fileRef = useRef<HTMLInputElement>(null);
  useEffect(() => {
    vm.show({ kind, key: itemKey }, onImported);
  }, [vm, kind, itemKey, onImported]);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const file = fileRef.current?.files?.[0];
    if (file) await vm.importFile(file);
  };
  return (
    <details className="listening-import kept-readings">
      <summary>Import past readings (CSV)</summary>
      <form className="listening-form" onSubmit={submit}>
        <p className="muted listening-note">
          Readings you kept elsewhere: columns <code>date,count</code> (the count is {COUNT_WORDS[kind]}), in
          any order or language. Only you see them: they are drawn hollow on your chart and marked{' '}
          <code>imported</code> in your CSV.
        </p>
        <label className="listening-file">
          CSV file <input ref={fileRef} type="file" accept=".csv,text/csv,.txt" required />
        </label>
        <button type="submit" className="button button-primary" disabled={vm.isImporting}>
          {vm.isImporting ? 'Importing…' : 'Import readings'}
        </button>
        {vm.outcome && (
          <p
            role={vm.outcome.ok ? 'status' : 'alert'}
            className={vm.outcome.ok ? 'listening-ok' : 'listening-error'}
          >
            {vm.outcome.text}
          </p>
        )}
      </form>
      <ColumnMappingStep vm={vm} />
    </details>
  );
});
