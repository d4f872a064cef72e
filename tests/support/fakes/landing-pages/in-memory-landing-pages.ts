import type {
  LandingPage,
  LandingPageContent,
  LandingPages,
  SaveConflict,
} from '@server/landing-pages/ports';
import type { Result } from '@server/platform/result';

/** Landing pages in memory (use-case tests, demos); same rules as the database adapter. */
export class InMemoryLandingPages implements LandingPages {
  private readonly pages = new Map<number, LandingPage>();
  private nextId = 1;

  /**
   * With `library`, saves check their library files as the database adapter does. Checks and
   * writes run without an `await` between them: that is this adapter's transaction.
   */
  constructor(private readonly library?: { has(ownerId: number, name: string): boolean }) {}

  private filesGone(ownerId: number, names: readonly string[]): boolean {
    return this.library !== undefined && names.some((name) => !this.library?.has(ownerId, name));
  }

  private slugHolder(slug: string): LandingPage | undefined {
    return [...this.pages.values()].find((page) => page.slug === slug);
  }

  /** Does any page show the file `name` (synchronous, for the in-memory library's removals)? */
  shows(name: string): boolean {
    return [...this.pages.values()].some((page) => [page.image, page.video, page.videoMp4].includes(name));
  }

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
    libraryFiles: readonly string[] = [],
  ): Promise<Result<LandingPage, SaveConflict>> {
    if (this.filesGone(ownerId, libraryFiles)) return { ok: false, error: 'file_gone' };
    if (this.slugHolder(content.slug)) return { ok: false, error: 'slug_taken' };
    const page: LandingPage = { ...content, id: this.nextId++, ownerId, createdAt: now, updatedAt: now };
    this.pages.set(page.id, page);
    return { ok: true, value: page };
  }

  async update(
    id: number,
    content: LandingPageContent,
    now: Date,
    libraryFiles: readonly string[] = [],
  ): Promise<Result<LandingPage, SaveConflict>> {
    const current = this.pages.get(id);
    if (!current) throw new Error(`No landing page ${id}`);
    if (this.filesGone(current.ownerId, libraryFiles)) return { ok: false, error: 'file_gone' };
    const holder = this.slugHolder(content.slug);
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
