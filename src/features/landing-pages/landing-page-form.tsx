import { observer } from 'mobx-react-lite';
import { type FormEvent, type RefObject, useEffect, useId, useState } from 'react';
import type { LandingPageField } from '@domain/landing';
import { DismissibleMessage } from '@shared/ui/dismissible-message';
import { type FieldError, FormField } from '@shared/ui/form-field';
import type { LandingPageEditorViewModel } from './landing-page-editor-view-model';
import { MediaField } from './media-field';
import { SpotifyUriRows } from './spotify-uri-rows';
import { UrlListField } from './url-list-field';

const IMAGE_TYPES = 'image/png,image/jpeg,image/webp,image/gif';
const VIDEO_TYPES = 'video/mp4,video/webm';

/** The one form that creates a page or, after Edit, changes one (docs/product.md §2). */
export const LandingPageForm = observer(function LandingPageForm({
  editor,
  onSubmit,
  formRef,
}: {
  editor: LandingPageEditorViewModel;
  onSubmit: () => Promise<unknown>;
  formRef: RefObject<HTMLElement | null>;
}) {
  const { form } = editor;
  const baseId = useId();
  const errorFor = (field: LandingPageField): FieldError | null => {
    const text = form.errorOf(field);
    return text ? { id: `${baseId}-${field.replace('.', '-')}-error`, text } : null;
  };
  const editing = form.mode === 'edit';
  const [refusals, setRefusals] = useState(0);
  // Every refused field is marked: the first one takes the focus, so the keyboard starts there. An
  // effect, so the marks are in the DOM (the render that shows them may come after the answer).
  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals, formRef]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit().then(() => {
      if (form.hasErrors) setRefusals((count) => count + 1);
    });
  };
  return (
    <section ref={formRef} className="landing-form card" aria-labelledby="landing-form-title">
      <h2 id="landing-form-title">{editing ? `Edit “${form.editingSlug}”` : 'Create a landing page'}</h2>
      <form className="form" onSubmit={submit} noValidate>
        <FormField
          label="Slug"
          value={form.slug}
          onValueChange={(v) => form.setText('slug', v)}
          required
          error={errorFor('slug')}
        />
        <p className="hint">The page's address: /landing/{form.slug.trim() || 'your-slug'}</p>
        <FormField
          label="Title"
          value={form.title}
          onValueChange={(v) => form.setText('title', v)}
          required
          error={errorFor('title')}
        />
        <div className="field">
          <label htmlFor="landing-description">Description</label>
          <textarea
            id="landing-description"
            rows={3}
            value={form.description}
            onChange={(event) => form.setText('description', event.target.value)}
          />
        </div>
        <FormField
          label="Meta Pixel ID"
          value={form.metaPixelId}
          onValueChange={(v) => form.setText('metaPixelId', v)}
          required
          error={errorFor('metaPixelId')}
        />
        <FormField
          label="Meta access token (optional)"
          value={form.metaAccessToken}
          onValueChange={(v) => form.setText('metaAccessToken', v)}
          autoComplete="off"
        />
        <MediaField
          label="Image"
          input={form.image}
          files={editor.library.images}
          accept={IMAGE_TYPES}
          hint="PNG, JPEG, WebP or GIF, less than 5MB."
          error={errorFor('image')}
        />
        <MediaField
          label="Video"
          input={form.video}
          files={editor.library.videos}
          accept={VIDEO_TYPES}
          hint="Optional. MP4 or WebM, less than 30MB."
          optional
          error={errorFor('video')}
        />
        {editor.needsFallback ? (
          <MediaField
            label="MP4 fallback video"
            input={form.videoMp4}
            files={editor.library.videos}
            accept="video/mp4"
            hint="Browsers that cannot play WebM get this MP4 instead."
            error={errorFor('fallbackVideo')}
          />
        ) : null}
        <SpotifyUriRows form={form} errorFor={errorFor} />
        <UrlListField
          form={form}
          list="appleMusicUrls"
          label="Apple Music"
          placeholder="https://music.apple.com/…"
          errorFor={errorFor}
        />
        <UrlListField
          form={form}
          list="amazonMusicUrls"
          label="Amazon Music"
          placeholder="https://music.amazon.com/…"
          errorFor={errorFor}
        />
        <UrlListField
          form={form}
          list="youtubeMusicUrls"
          label="YouTube Music"
          placeholder="https://music.youtube.com/…"
          errorFor={errorFor}
        />
        {editor.progressPercent !== null ? (
          <div className="upload-progress">
            <label htmlFor="landing-upload-progress">Uploading… {editor.progressPercent}%</label>
            <progress id="landing-upload-progress" max={100} value={editor.progressPercent} />
          </div>
        ) : null}
        {form.hasErrors ? (
          <p className="message-box error" role="alert">
            Please correct the marked fields above.
          </p>
        ) : null}
        <DismissibleMessage tone="error" text={editor.error} onDismiss={editor.dismissError} />
        <div className="button-row">
          <button type="submit" className="button button-primary" disabled={editor.isSaving}>
            {editor.isSaving ? 'Saving…' : editing ? 'Save changes' : 'Create landing page'}
          </button>
          {editing ? (
            <button type="button" className="button" disabled={editor.isSaving} onClick={editor.startCreate}>
              Cancel editing
            </button>
          ) : null}
        </div>
      </form>
    </section>
  );
});
