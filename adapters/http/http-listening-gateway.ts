import axios, { type AxiosInstance } from 'axios';
import type {
  ArtistListeningAnswer,
  ColumnsToPlace,
  ImportAnswer,
  ImportEntry,
  ImportUpload,
} from '@domain/listening';
import type {
  KeptItemRef,
  KeptReadingsUpload,
  ListeningGateway,
} from '@domain/ports/browser/listening-gateway';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import { attempt, errorText, toFailure } from './api-failure';

/** ListeningGateway over `/api/artist/{id}/listening…` and `/api/user/listening-imports`. */
export class HttpListeningGateway implements ListeningGateway {
  constructor(private readonly api: AxiosInstance) {}

  artistListening(artistKey: string): Promise<RemoteResult<ArtistListeningAnswer>> {
    return attempt(
      async () =>
        (await this.api.get<ArtistListeningAnswer>(`/artist/${encodeURIComponent(artistKey)}/listening`))
          .data,
    );
  }

  async importFile(artistKey: string, upload: ImportUpload): Promise<RemoteResult<ImportAnswer>> {
    const form = new FormData();
    form.append('kind', upload.kind);
    if (upload.periodStart) form.append('period_start', upload.periodStart);
    if (upload.periodEnd) form.append('period_end', upload.periodEnd);
    if (upload.song) form.append('song', upload.song);
    if (upload.mapping) form.append('mapping', JSON.stringify(upload.mapping));
    form.append('file', upload.file, upload.fileName);
    return this.postImport(`/artist/${encodeURIComponent(artistKey)}/listening/imports`, form);
  }

  importKeptReadings(item: KeptItemRef, upload: KeptReadingsUpload): Promise<RemoteResult<ImportAnswer>> {
    const form = new FormData();
    if (upload.mapping) form.append('mapping', JSON.stringify(upload.mapping));
    form.append('file', upload.file, upload.fileName);
    return this.postImport(`/${item.kind}/${encodeURIComponent(item.key)}/kept-readings`, form);
  }

  /** Posts an import form; a 422 is the mapping step, not a failure. */
  private async postImport(url: string, form: FormData): Promise<RemoteResult<ImportAnswer>> {
    try {
      const { data } = await this.api.post<Omit<Extract<ImportAnswer, { outcome: 'imported' }>, 'outcome'>>(
        url,
        form,
        // Replaces the client's JSON default; the browser then adds the multipart boundary itself.
        { headers: { 'Content-Type': 'multipart/form-data' } },
      );
      return { ok: true, value: { outcome: 'imported', ...data } };
    } catch (error) {
      if (axios.isAxiosError(error) && error.response?.status === 422) {
        const data = error.response.data as { mapping: ColumnsToPlace };
        return {
          ok: true,
          value: { outcome: 'needs_mapping', message: errorText(data) ?? '', mapping: data.mapping },
        };
      }
      return toFailure(error);
    }
  }

  imports(): Promise<RemoteResult<readonly ImportEntry[]>> {
    return attempt(
      async () => (await this.api.get<{ imports: ImportEntry[] }>('/user/listening-imports')).data.imports,
    );
  }

  deleteImport(id: number): Promise<RemoteResult<{ readonly message: string }>> {
    return attempt(async () => {
      const { data } = await this.api.delete<{ message: string }>(`/user/listening-imports/${id}`);
      return { message: data.message };
    });
  }
}
