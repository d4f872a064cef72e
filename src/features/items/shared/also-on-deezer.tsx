import { observer } from 'mobx-react-lite';
import { Link } from 'react-router-dom';
import { musicServiceLabel } from '@domain/catalog/item-key';
import { formatCount } from '@domain/formatting';
import type { ItemLinkViewModel } from './item-link-view-model';
import './also-on-deezer.css';

const METHOD_WORDS = {
  isrc: 'matched by ISRC',
  upc: 'matched by UPC',
  artist_tracks: 'matched through the artist’s tracks',
  user: 'set by a user',
} as const;

/** "Also on Deezer": the item's Deezer twin, and the signed-in user's corrections. */
export const AlsoOnDeezer = observer(function AlsoOnDeezer({ vm }: { vm: ItemLinkViewModel }) {
  if (!vm.linking) return null;
  const { link } = vm;
  const deezer = musicServiceLabel('deezer');
  if (!link && !vm.canEdit && !vm.notice) return null;
  return (
    <section className="card item-section also-on" aria-label={`Also on ${deezer}`}>
      {link ? (
        <p className="also-on-link">
          <Link to={link.path}>Also on {deezer}</Link>{' '}
          <span className="muted">({METHOD_WORDS[link.method]})</span>
          {link.figures.map((figure) => (
            <span key={figure.label} className="also-on-figure">
              {figure.label}: {formatCount(figure.value)}
            </span>
          ))}
        </p>
      ) : null}
      {vm.notice ? (
        <p className="also-on-notice" role="status">
          {vm.notice}
        </p>
      ) : null}
      {vm.canEdit && !vm.editing ? (
        <p className="also-on-actions">
          <button
            type="button"
            className="button button-small"
            onClick={() => vm.startEditing()}
            disabled={vm.busy}
          >
            {link ? `Set another ${deezer} link` : `Link to ${deezer}`}
          </button>
          {link ? (
            <button
              type="button"
              className="button button-small"
              onClick={() => void vm.reject()}
              disabled={vm.busy}
            >
              This link is wrong
            </button>
          ) : null}
        </p>
      ) : null}
      {vm.editing ? (
        <form
          className="also-on-form"
          onSubmit={(event) => {
            event.preventDefault();
            void vm.save();
          }}
        >
          <label>
            {deezer} {vm.kind} link or id
            <input
              type="text"
              value={vm.draft}
              onChange={(event) => vm.setDraft(event.target.value)}
              placeholder={`https://www.deezer.com/${vm.kind}/…`}
            />
          </label>
          <button type="submit" className="button button-small" disabled={vm.busy || vm.draft.trim() === ''}>
            Save
          </button>
          <button type="button" className="button button-small" onClick={() => vm.cancelEditing()}>
            Cancel
          </button>
        </form>
      ) : null}
      {vm.error ? (
        <p className="also-on-error" role="alert">
          {vm.error}
        </p>
      ) : null}
    </section>
  );
});
