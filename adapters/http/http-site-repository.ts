import type { AxiosInstance } from 'axios';
import type { UserLocation } from '@domain/accounts/account-contracts';
import type { ContactMessage, SiteRepository } from '@domain/ports/browser/site-repository';

/** SiteRepository over the JSON API (`/api/get-user-location`, `/api/contact-form`). */
export class HttpSiteRepository implements SiteRepository {
  constructor(private readonly api: AxiosInstance) {}

  async getUserLocation(): Promise<UserLocation> {
    const { data } = await this.api.get<Partial<UserLocation>>('/get-user-location');
    return { country: codeOrNull(data.country), subdivision: codeOrNull(data.subdivision) };
  }

  async sendContactMessage(message: ContactMessage): Promise<void> {
    const { data } = await this.api.post<{ success?: unknown }>('/contact-form', message);
    if (data && data.success === false) throw new Error('The server refused the contact message');
  }
}

function codeOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}
