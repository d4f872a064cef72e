import type { AxiosInstance } from 'axios';
import type { UserLocation } from '@domain/accounts/account-contracts';
import type { RemoteResult } from '@domain/ports/browser/remote-result';
import type { ContactMessage, SiteGateway } from '@domain/ports/browser/site-gateway';
import { attempt, errorText } from './api-failure';

/** SiteGateway over the JSON API (`/api/get-user-location`, `/api/contact-form`). */
export class HttpSiteGateway implements SiteGateway {
  constructor(private readonly api: AxiosInstance) {}

  getUserLocation(): Promise<RemoteResult<UserLocation>> {
    return attempt(async () => {
      const { data } = await this.api.get<Partial<UserLocation>>('/get-user-location');
      return { country: codeOrNull(data.country), subdivision: codeOrNull(data.subdivision) };
    });
  }

  async sendContactMessage(message: ContactMessage): Promise<RemoteResult<null>> {
    const answer = await attempt(async () => {
      const { data } = await this.api.post<{ success?: unknown }>('/contact-form', message);
      return data;
    });
    if (!answer.ok) return answer;
    if (answer.value && answer.value.success === false) {
      return {
        ok: false,
        error: errorText(answer.value) ?? 'The server refused the contact message',
        status: null,
      };
    }
    return { ok: true, value: null };
  }
}

function codeOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
