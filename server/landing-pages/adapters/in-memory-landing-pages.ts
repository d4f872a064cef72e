import type { LandingPage, LandingPageContent, LandingPages } from '../ports';
import type { Result } from '../../platform/result';

/** Landing pages in memory (use-case tests, demos); same rules as the database adapter. */
export class InMemoryLandingPages implements LandingPages {
  private readonly pages = new Map<number, LandingPage>();
  private nextId = 1;

  async listByOwner(ownerId: number): Promise<LandingPage[]> {
    return [...this.pages.values()]
      .filter((page) => page.ownerId === ownerId)
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id);
  }

  async findBySlug(slug: string): Promise<LandingPage | null> {
    return [...this.pages.values()].find((page) => page.slug === slug) ?? null;
  }

  async create(
    ownerId: number,
    content: LandingPageContent,
    now: Date,
  ): Promise<Result<LandingPage, 'slug_taken'>> {
    if (await this.findBySlug(content.slug)) return { ok: false, error: 'slug_taken' };
    const page: LandingPage = { ...content, id: this.nextId++, ownerId, createdAt: now, updatedAt: now };
    this.pages.set(page.id, page);
    return { ok: true, value: page };
  }

  async update(
    id: number,
    content: LandingPageContent,
    now: Date,
  ): Promise<Result<LandingPage, 'slug_taken'>> {
    const current = this.pages.get(id);
    if (!current) throw new Error(`No landing page ${id}`);
    const holder = await this.findBySlug(content.slug);
    if (holder && holder.id !== id) return { ok: false, error: 'slug_taken' };
    const page: LandingPage = { ...current, ...content, updatedAt: now };
    this.pages.set(id, page);
    return { ok: true, value: page };
  }

  async delete(id: number): Promise<void> {
    this.pages.delete(id);
  }

  async countUsesOf(name: string): Promise<number> {
    return [...this.pages.values()].filter((page) => [page.image, page.video, page.videoMp4].includes(name))
      .length;
  }
}
