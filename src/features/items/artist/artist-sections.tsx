import { itemPath } from '@domain/links';
import { Link } from 'react-router-dom';
import type { ArtistDetails, ReleaseRef } from '@domain/catalog/catalog-contracts';
import { formatDate } from '@domain/formatting';
import { CollapsibleSection } from '../shared/collapsible-section';
import type { Collaborator } from './artist-view-model';

/** First and latest release cards; each only when the artist has one. */
export function ArtistReleases({ first, latest }: { first: ReleaseRef | null; latest: ReleaseRef | null }) {
  if (!first && !latest) return null;
  return (
    <CollapsibleSection title="Releases" id="releases-title">
      <div className="release-cards">
        {first && <ReleaseCard heading="First release" release={first} />}
        {latest && <ReleaseCard heading="Latest release" release={latest} />}
      </div>
    </CollapsibleSection>
  );
}

function ReleaseCard({ heading, release }: { heading: string; release: ReleaseRef }) {
  return (
    <div className="release-card">
      {release.image ? (
        <img className="release-cover" src={release.image} alt={`Cover of ${release.name}`} />
      ) : (
        <div className="release-cover item-cover-empty" aria-hidden="true" />
      )}
      <div>
        <h3 className="release-heading">{heading}</h3>
        <p className="release-name">{release.name}</p>
        <p className="release-date">{formatDate(release.date)}</p>
      </div>
    </div>
  );
}

/** Collaborators, most frequent first, each with the number of shared tracks in brackets. */
export function CollaboratorList({ collaborators }: { collaborators: readonly Collaborator[] }) {
  if (collaborators.length === 0) return null;
  return (
    <CollapsibleSection title="Collaborators" id="collaborators-title">
      <ul className="chip-list">
        {collaborators.map((collaborator) => (
          <li key={collaborator.id}>
            <Link to={itemPath('artist', collaborator.id)}>{collaborator.name}</Link> (
            {collaborator.collaborations})
          </li>
        ))}
      </ul>
    </CollapsibleSection>
  );
}

export function LabelList({ labels }: { labels: readonly string[] }) {
  if (labels.length === 0) return null;
  return (
    <CollapsibleSection title="Labels" id="labels-title">
      <ul className="chip-list">
        {labels.map((label) => (
          <li key={label}>{label}</li>
        ))}
      </ul>
    </CollapsibleSection>
  );
}

export function TopTracksTable({ tracks }: { tracks: ArtistDetails['top_tracks'] }) {
  return (
    <CollapsibleSection title="Top tracks" id="top-tracks-title">
      {tracks.length === 0 ? (
        <p className="muted">No top tracks available.</p>
      ) : (
        <table className="top-tracks">
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Album cover</span>
              </th>
              <th scope="col">Track</th>
            </tr>
          </thead>
          <tbody>
            {tracks.map((track) => (
              <tr key={track.id}>
                <td className="top-track-cover-cell">
                  {track.image ? (
                    <img className="top-track-cover" src={track.image} alt="" width={48} height={48} />
                  ) : (
                    <span className="top-track-cover item-cover-empty" aria-hidden="true" />
                  )}
                </td>
                <td>
                  <Link to={itemPath('track', track.id)}>{track.name}</Link>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </CollapsibleSection>
  );
}
