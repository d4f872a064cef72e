import { observer } from 'mobx-react-lite';
import { SHARE_LINK_EXPIRIES, type ShareLinkExpiry } from '@domain/reports/report-contracts';
import { itemsModule } from '../items-module';
import { useItemViewModel } from '../shared/use-item-view-model';
import { ShareReportViewModel } from './share-report-view-model';
import './share-report.css';

/** Copies text; false when the browser refuses (the link stays selectable in its field). */
async function copyText(text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * "Share report" on a tracked playlist's page: a link to a read-only report anyone can open (no
 * account needed), with Copy, and the user's earlier links with Revoke.
 */
export const ShareReport = observer(function ShareReport({ playlistId }: { playlistId: string }) {
  const vm = useItemViewModel(ShareReportViewModel, itemsModule, playlistId);
  const copy = async (token: string, url: string) => {
    if (await copyText(url)) vm.markCopied(token);
  };
  return (
    <section className="card item-section share-report" aria-labelledby="share-report-title">
      <div className="extras-header">
        <h2 id="share-report-title">Due-diligence report</h2>
        <button
          type="button"
          className="button button-primary"
          onClick={() => void vm.share()}
          disabled={vm.isCreating}
        >
          {vm.isCreating ? 'Creating link...' : 'Share report'}
        </button>
      </div>
      <label className="share-report-expiry">
        Link works{' '}
        <select
          value={vm.expiry === null ? 'never' : String(vm.expiry)}
          onChange={(event) =>
            vm.chooseExpiry(
              event.target.value === 'never' ? null : (Number(event.target.value) as ShareLinkExpiry),
            )
          }
        >
          {SHARE_LINK_EXPIRIES.map((days) => (
            <option key={days ?? 'never'} value={days === null ? 'never' : String(days)}>
              {days === null ? 'until revoked' : `for ${days} days`}
            </option>
          ))}
        </select>
      </label>
      <p className="muted">
        A read-only page with this playlist's verdict, chart, curation and analysis as they are now, for
        anyone with the link. Search engines are asked not to index it.
      </p>
      {vm.error && (
        <p className="share-report-error" role="alert">
          {vm.error}
        </p>
      )}
      {vm.created && (
        <div className="share-report-created">
          <label htmlFor="share-report-url">Your share link</label>
          <div className="share-report-copy">
            <input
              id="share-report-url"
              type="text"
              readOnly
              value={vm.created.url}
              onFocus={(event) => event.currentTarget.select()}
            />
            <button
              type="button"
              className="button button-secondary"
              onClick={() => void copy(vm.created!.token, vm.created!.url)}
            >
              {vm.copiedToken === vm.created.token ? 'Copied' : 'Copy'}
            </button>
          </div>
        </div>
      )}
      {vm.links.length > 0 && (
        <>
          <h3 className="share-report-list-title">Your links</h3>
          <ul className="share-report-links">
            {vm.links.map((link) => (
              <li key={link.token}>
                <a href={link.url} target="_blank" rel="noopener noreferrer" className="share-report-url">
                  {link.url}
                </a>
                <span className="muted">{vm.createdText(link)}</span>
                <button
                  type="button"
                  className="button button-secondary"
                  onClick={() => void vm.revoke(link.token)}
                  disabled={vm.revoking === link.token}
                  aria-label={`Revoke link created ${link.created_at}`}
                >
                  {vm.revoking === link.token ? 'Revoking...' : 'Revoke'}
                </button>
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  );
});
