import type { HttpRedirects, RedirectStep } from '@server/catalog/ports';

/** HttpRedirects answering from a script (url → step); unknown urls are dead ends. Records every request. */
export class ScriptedRedirects implements HttpRedirects {
  readonly asked: string[] = [];

  constructor(private readonly script: Readonly<Record<string, RedirectStep>> = {}) {}

  async next(url: string): Promise<RedirectStep> {
    this.asked.push(url);
    return this.script[url] ?? { kind: 'dead_end' };
  }
}
