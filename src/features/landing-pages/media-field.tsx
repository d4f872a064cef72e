import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { UserFile } from '@domain/landing';
import { fieldErrorProps } from '@shared/ui/form-field';
import type { MediaInput, MediaSource } from './media-input';

const SOURCE_LABELS: Record<MediaSource, string> = {
  none: 'None',
  existing: 'From your files',
  upload: 'Upload a new file',
};

const sizeLabel = (bytes: number): string =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** One media field: none (when allowed), a file from the user's library, or an upload from their disk. */
export const MediaField = observer(function MediaField({
  label,
  input,
  files,
  accept,
  hint,
  optional = false,
  errorId,
}: {
  label: string;
  input: MediaInput;
  files: readonly UserFile[];
  accept: string;
  hint: string;
  optional?: boolean;
  /** The id of the error shown about this media, when there is one. */
  errorId: string | null;
}) {
  const id = useId();
  const sources: MediaSource[] = optional ? ['none', 'existing', 'upload'] : ['existing', 'upload'];
  const chosen = files.find((file) => file.name === input.existingName);
  // Until a source is picked there is no file input: an error about this media is on the choice.
  const choosing = input.source === 'none';
  return (
    <fieldset className="media-field">
      <legend>{label}</legend>
      <div className="media-sources">
        {sources.map((source) => (
          <label key={source} className="radio">
            <input
              type="radio"
              name={`${id}-source`}
              checked={input.source === source}
              onChange={() => input.setSource(source)}
              {...fieldErrorProps(choosing ? errorId : null)}
            />
            {SOURCE_LABELS[source]}
          </label>
        ))}
      </div>
      {input.source === 'existing' ? (
        <div className="field">
          <label htmlFor={`${id}-existing`}>{label} from your files</label>
          <select
            id={`${id}-existing`}
            value={input.existingName}
            onChange={(event) => input.chooseExisting(event.target.value)}
            {...fieldErrorProps(errorId)}
          >
            <option value="">{files.length ? 'Choose a file…' : 'No files uploaded yet'}</option>
            {files.map((file) => (
              <option key={file.name} value={file.name}>
                {file.name} ({sizeLabel(file.size)})
              </option>
            ))}
          </select>
          {chosen?.content_type.startsWith('image/') ? (
            <img className="media-preview" src={chosen.url} alt={`Chosen ${label.toLowerCase()}`} />
          ) : null}
        </div>
      ) : null}
      {input.source === 'upload' ? (
        <div className="field">
          <label htmlFor={`${id}-upload`}>{label} file</label>
          <input
            id={`${id}-upload`}
            type="file"
            accept={accept}
            onChange={(event) => input.chooseUpload(event.target.files?.[0] ?? null)}
            {...fieldErrorProps(errorId)}
          />
          {input.upload ? (
            <p className="hint">
              {input.upload.name}, {sizeLabel(input.upload.size)}
            </p>
          ) : null}
        </div>
      ) : null}
      <p className="hint">{hint}</p>
    </fieldset>
  );
});
