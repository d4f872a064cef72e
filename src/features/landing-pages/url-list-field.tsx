import { observer } from 'mobx-react-lite';
import { type LandingPageField, landingRowField } from '@domain/landing';
import { type FieldError, FieldErrorMessage, fieldErrorProps } from '@shared/ui/form-field';
import type { LandingPageFormState, UrlListName } from './landing-page-form-state';

/** The links of one music service (Apple Music, Amazon Music or YouTube Music), one input per link. */
export const UrlListField = observer(function UrlListField({
  form,
  list,
  label,
  placeholder,
  errorFor,
}: {
  form: LandingPageFormState;
  list: UrlListName;
  label: string;
  placeholder: string;
  errorFor: (field: LandingPageField) => FieldError | null;
}) {
  return (
    <fieldset className="list-field">
      <legend>{label} links</legend>
      {form[list].map((url, index) => {
        const error = errorFor(landingRowField(list, index));
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are plain strings; their place is their identity
          <div key={index} className="url-row">
            <input
              aria-label={`${label} link ${index + 1}`}
              type="url"
              value={url}
              placeholder={placeholder}
              onChange={(event) => form.setUrl(list, index, event.target.value)}
              {...fieldErrorProps(error?.id)}
            />
            <button
              type="button"
              className="button button-small row-remove"
              aria-label={`Remove ${label} link ${index + 1}`}
              onClick={() => form.removeUrl(list, index)}
            >
              Remove
            </button>
            <FieldErrorMessage error={error} />
          </div>
        );
      })}
      <div className="list-footer">
        <button type="button" className="button button-small" onClick={() => form.addUrl(list)}>
          Add {label} link
        </button>
      </div>
    </fieldset>
  );
});
