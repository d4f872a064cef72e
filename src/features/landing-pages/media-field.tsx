import { observer } from 'mobx-react-lite';
import { useId } from 'react';
import type { UserFile } from '@domain/landing';
import { formatDate } from '@domain/formatting';
import { type FieldError, FieldErrorMessage, fieldErrorProps } from '@shared/ui/form-field';
import type { MediaInput, MediaSource } from './media-input';

const SOURCE_LABELS: Record<MediaSource, string> = {
  none: 'None',
  existing: 'From your files',
  upload: 'Upload a new file',
};

const sizeLabel = (bytes: number): string =>
  bytes >= 1_048_576 ? `${(bytes / 1_048_576).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;

const isImage = (file: UserFile): boolean => file.content_type.startsWith('image/');

/** One media field: none (when allowed), a file from the user's library, or an upload from their disk. */
export const MediaField = observer(function MediaField({
  label,
  input,
  files,
  accept,
  hint,
  optional = false,
  error,
}: {
  label: string;
  input: MediaInput;
  files: readonly UserFile[];
  accept: string;
  hint: string;
  optional?: boolean;
  /** The error shown about this media, when there is one. */
  error: FieldError | null;
}) {
  const id = useId();
  const errorId = error?.id ?? null;
  const sources: MediaSource[] = optional ? ['none', 'existing', 'upload'] : ['existing', 'upload'];
  const chosen = files.find((file) => file.name === input.existingName);
  // Until a source is picked there is no file input: an error about this media is on the choice.
  const choosing = input.source === 'none';
  // Library images are told apart by sight (their stored names are hashes): a grid of thumbnails.
  const thumbnails = files.length > 0 && files.every(isImage);
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
      {input.source === 'existing' && thumbnails ? (
        <div className="file-grid" role="radiogroup" aria-label={`${label} from your files`}>
          {files.map((file, index) => (
            <label key={file.name} className="file-choice" title={file.name}>
              <input
                type="radio"
                name={`${id}-file`}
                value={file.name}
                checked={input.existingName === file.name}
                onChange={() => input.chooseExisting(file.name)}
                {...fieldErrorProps(errorId)}
              />
              <img
                src={file.url}
                alt={`${label} ${index + 1}, uploaded ${formatDate(file.created_at)}`}
                width={96}
                height={96}
                loading="lazy"
                decoding="async"
              />
              <span className="file-choice-size">{sizeLabel(file.size)}</span>
            </label>
          ))}
        </div>
      ) : null}
      {input.source === 'existing' && !thumbnails ? (
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
          {chosen && isImage(chosen) ? (
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
      <FieldErrorMessage error={error} />
      <p className="hint">{hint}</p>
    </fieldset>
  );
});
