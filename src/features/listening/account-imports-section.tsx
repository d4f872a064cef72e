import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { useViewModel } from '@shared/di/container-context';
import { ImportsViewModel } from './imports-view-model';
import { listeningModule } from './listening-module';
import './listening.css';
import './account-imports.css';

/** My Account's "Your imports": each file imported, its rows, and a delete that takes its rows too. */
export const AccountImportsSection = observer(function AccountImportsSection() {
  const vm = useViewModel(ImportsViewModel, listeningModule);
  useEffect(() => {
    void vm.load();
  }, [vm]);
  return (
    <section className="card account-section listening-section" aria-labelledby="imports-title">
      <h2 id="imports-title">Your imports</h2>
      <p className="muted listening-note">
        Spotify for Artists exports and kept readings you imported. Deleting an import deletes the rows it
        wrote.
      </p>
      {vm.status === 'failed' && <p role="alert">Your imports could not be loaded.</p>}
      {vm.error && <p role="alert">{vm.error}</p>}
      {vm.status === 'ready' && vm.rows.length === 0 && (
        <p>No imports yet: import exports from an artist's page.</p>
      )}
      {vm.rows.length > 0 && (
        <div className="listening-preview-wrap">
          <table className="listening-table imports-table">
            <thead>
              <tr>
                <th scope="col">Imported</th>
                <th scope="col">File</th>
                <th scope="col">Rows</th>
                <th scope="col">Artist or item</th>
                <th scope="col">
                  <span className="visually-hidden">Delete</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {vm.rows.map((row) => (
                <tr key={row.entry.id}>
                  <td data-label="Imported">{row.dateText}</td>
                  <td data-label="File">
                    <span>
                      {row.kindText}
                      {row.periodText && <span className="muted"> ({row.periodText})</span>}
                      <br />
                      <span className="muted imports-file-name">{row.entry.file_name}</span>
                    </span>
                  </td>
                  <td data-label="Rows">{row.entry.rows}</td>
                  <td data-label="Artist or item">
                    <Link to={row.path}>{row.pathText}</Link>
                  </td>
                  <td className="imports-delete">
                    <button
                      type="button"
                      className="button"
                      disabled={vm.deletingId === row.entry.id}
                      onClick={() => void vm.remove(row.entry.id)}
                      aria-label={`Delete import ${row.entry.file_name}`}
                    >
                      Delete
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
});
