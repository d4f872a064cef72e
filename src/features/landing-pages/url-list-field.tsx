import { observer } from 'mobx-react-lite';
import { type LandingPageField, landingRowField } from '@domain/landing';
import { fieldErrorProps } from '@shared/ui/form-field';
import type { LandingPageFormState, UrlListName } from './landing-page-form-state';

/** The links of one music service (Apple Music, Amazon Music or YouTube Music), one input per link. */
export const UrlListField = observer(function UrlListField({
  form,
  list,
  label,
  placeholder,
  errorIdFor,
}: {
  form: LandingPageFormState;
  list: UrlListName;
  label: string;
  placeholder: string;
  errorIdFor: (field: LandingPageField) => string | null;
}) {
  return (
    <fieldset className="list-field">
      <legend>{label} links</legend>
      {form[list].map((url, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain strings; their place is their identity
        <div key={index} className="url-row">
          <input
            aria-label={`${label} link ${index + 1}`}
            type="url"
            value={url}
            placeholder={placeholder}
            onChange={(event) => form.setUrl(list, index, event.target.value)}
            {...fieldErrorProps(errorIdFor(landingRowField(list, index)))}
          />
          <button
            type="button"
            className="button button-small row-remove"
            aria-label={`Remove ${label} link ${index + 1}`}
            onClick={() => form.removeUrl(list, index)}
          >
            Remove
          </button>
        </div>
      ))}
      <div className="list-footer">
        <button type="button" className="button button-small" onClick={() => form.addUrl(list)}>
          Add {label} link
        </button>
      </div>
    </fieldset>
  );
});
