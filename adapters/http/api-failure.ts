import axios from 'axios';
import type { RemoteResult } from '@domain/ports/browser/remote-result';

/** Turns a rejected axios call into a failed RemoteResult carrying the server's `error` text and status. */
export function toFailure(error: unknown): { ok: false; error: string | null; status: number | null } {
  if (axios.isAxiosError(error)) {
    const data: unknown = error.response?.data;
    return { ok: false, error: errorText(data), status: error.response?.status ?? null };
  }
  return { ok: false, error: null, status: null };
}

/** The readable message of an API answer: its `error`, else its `message`, else null. */
export function errorText(data: unknown): string | null {
  if (data && typeof data === 'object') {
    const record = data as Record<string, unknown>;
    if (typeof record.error === 'string' && record.error) return record.error;
    if (typeof record.message === 'string' && record.message) return record.message;
  }
  return null;
}

/** Runs a call and maps its answer, turning any rejection into a failed RemoteResult. */
export async function attempt<T>(call: () => Promise<T>): Promise<RemoteResult<T>> {
  try {
    return { ok: true, value: await call() };
  } catch (error) {
    return toFailure(error);
  }
}

/** A JSON answer of the API, read field by field. */
export type ApiAnswer = Record<string, unknown>;

/**
 * Runs a request and reads its answer; an answer with `success: false` is a failure even with a
 * 2xx status, and a rejected request or a `read` that throws is a failed RemoteResult.
 */
export async function callApi<T>(
  request: () => Promise<{ data: ApiAnswer }>,
  read: (data: ApiAnswer) => T,
): Promise<RemoteResult<T>> {
  try {
    const { data } = await request();
    if (data && data.success === false) return { ok: false, error: errorText(data), status: null };
    return attempt(async () => read(data ?? {}));
  } catch (error) {
    return toFailure(error);
  }
}
