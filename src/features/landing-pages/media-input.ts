import { makeAutoObservable, observableRef } from 'mobx';
import type { LandingFileChoice, UserFile } from '@domain/landing';
import type { LandingMedia } from '@domain/ports/browser/landing-pages-gateway';

/** Where a media field's file comes from: nothing, the user's library, or their disk. */
export type MediaSource = 'none' | 'existing' | 'upload';

/** One media field of the landing-page form (image, video or MP4 fallback). */
export class MediaInput {
  source: MediaSource = 'none';
  /** The library file chosen while `source` is 'existing'. */
  existingName = '';
  /** The file chosen while `source` is 'upload'. */
  upload: File | null = null;

  /** `changed` hears every choice the user makes (the form clears the field's error). */
  constructor(private readonly changed: () => void = () => {}) {
    makeAutoObservable<MediaInput, 'changed'>(
      this,
      { upload: observableRef, changed: false },
      { autoBind: true },
    );
  }

  setSource(source: MediaSource): void {
    this.source = source;
    this.changed();
  }

  chooseExisting(name: string): void {
    this.source = 'existing';
    this.existingName = name;
    this.changed();
  }

  chooseUpload(file: File | null): void {
    this.source = 'upload';
    this.upload = file;
    this.changed();
  }

  reset(name: string | null = null): void {
    this.source = name ? 'existing' : 'none';
    this.existingName = name ?? '';
    this.upload = null;
  }

  /** The choice as the landing-page rules see it (an upload described by name, size and type). */
  get choice(): LandingFileChoice | null {
    if (this.source === 'existing' && this.existingName) return { kind: 'existing', name: this.existingName };
    if (this.source === 'upload' && this.upload) {
      const { name, size, type } = this.upload;
      return { kind: 'upload', name, size, type };
    }
    return null;
  }

  /** The choice as sent to the server. */
  get media(): LandingMedia {
    if (this.source === 'existing' && this.existingName) return { kind: 'existing', name: this.existingName };
    if (this.source === 'upload' && this.upload) return { kind: 'upload', file: this.upload };
    return null;
  }

  /** Whether the chosen file is a WebM video, by its type (from `library` for a library file) or its name. */
  isWebm(library: readonly UserFile[]): boolean {
    const choice = this.choice;
    if (!choice) return false;
    const type =
      choice.kind === 'upload'
        ? choice.type
        : (library.find((file) => file.name === choice.name)?.content_type ?? '');
    return type === 'video/webm' || (type === '' && /\.webm$/i.test(choice.name));
  }
}
