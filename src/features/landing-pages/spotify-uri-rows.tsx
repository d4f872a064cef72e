import { observer } from 'mobx-react-lite';
import { type LandingPageField, landingRowField } from '@domain/landing';
import { useId } from 'react';
import { type FieldError, FieldErrorMessage, fieldErrorProps } from '@shared/ui/form-field';
import type { LandingPageFormState } from './landing-page-form-state';

/** The Spotify URIs with their shares of the visits, and the live total (it must reach 100). */
export const SpotifyUriRows = observer(function SpotifyUriRows({
  form,
  errorFor,
}: {
  form: LandingPageFormState;
  errorFor: (field: LandingPageField) => FieldError | null;
}) {
  const sumErrorId = useId();
  const sum = form.proportionSum;
  // The sum rule is about every used row at once: its one message sits by the total, and each
  // refused proportion is described by it.
  const refused = form.spotifyRows.map((_, index) => errorFor(landingRowField('spotifyProportions', index)));
  const firstRefused = refused.find((error) => error !== null);
  const sumError = firstRefused ? { id: sumErrorId, text: firstRefused.text } : null;
  const state = !form.hasSpotifyUris ? 'unused' : sum === 100 ? 'ok' : 'off';
  return (
    <fieldset className="list-field">
      <legend>Spotify URIs</legend>
      <p className="hint">Each visit opens one of them, chosen by its proportion (in percent).</p>
      {form.spotifyRows.map((row, index) => {
        const uriError = errorFor(landingRowField('spotifyUris', index));
        return (
          <div key={row.key} className="spotify-row">
            <div className="field">
              <label htmlFor={`spotify-uri-${row.key}`}>Spotify URI {index + 1}</label>
              <input
                id={`spotify-uri-${row.key}`}
                value={row.uri}
                placeholder="spotify:track:… or https://open.spotify.com/…"
                onChange={(event) => form.setSpotifyRow(row.key, { uri: event.target.value })}
                {...fieldErrorProps(uriError?.id)}
              />
              <FieldErrorMessage error={uriError} />
            </div>
            <div className="field proportion-field">
              <label htmlFor={`spotify-share-${row.key}`}>Proportion %</label>
              <input
                id={`spotify-share-${row.key}`}
                aria-label={`Proportion ${index + 1} (%)`}
                type="number"
                inputMode="numeric"
                min={0}
                max={100}
                step={1}
                value={row.proportion}
                onChange={(event) => form.setSpotifyRow(row.key, { proportion: event.target.value })}
                {...fieldErrorProps(refused[index] ? sumErrorId : null)}
              />
            </div>
            <button
              type="button"
              className="button button-small row-remove"
              aria-label={`Remove Spotify URI ${index + 1}`}
              onClick={() => form.removeSpotifyRow(row.key)}
            >
              Remove
            </button>
          </div>
        );
      })}
      <div className="list-footer">
        <button type="button" className="button button-small" onClick={form.addSpotifyRow}>
          Add Spotify URI
        </button>
        <output className={`proportion-sum ${state}`} aria-live="polite">
          Total: {sum}%
        </output>
      </div>
      <FieldErrorMessage error={sumError} />
    </fieldset>
  );
});
