import { existsSync } from 'node:fs';
import type { Plugin } from 'vite';

/**
 * Packages whose `exports` name only their development build although they publish a production
 * one next to it. react-router 7 does this on purpose for now (remix-run/react-router#12532), so a
 * plain `vite build` ships its development warnings and extra checks.
 */
const DEVELOPMENT_ONLY_EXPORTS: readonly { pkg: string; development: string; production: string }[] = [
  { pkg: 'react-router', development: '/dist/development/', production: '/dist/production/' },
];

const isImportOf = (source: string, pkg: string) => source === pkg || source.startsWith(`${pkg}/`);

/** In `vite build`, resolves the packages above to their production build. */
export function productionLibraries(): Plugin {
  return {
    name: 'chartpulse:production-libraries',
    apply: 'build',
    enforce: 'pre',
    resolveId: {
      filter: { id: new RegExp(`^(?:${DEVELOPMENT_ONLY_EXPORTS.map(({ pkg }) => pkg).join('|')})(?:/|$)`) },
      async handler(source, importer, options) {
        const entry = DEVELOPMENT_ONLY_EXPORTS.find(({ pkg }) => isImportOf(source, pkg));
        if (!entry) return null;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved?.id.includes(entry.development)) return resolved;
        const production = resolved.id.replace(entry.development, entry.production);
        if (!existsSync(production)) {
          this.error(`${entry.pkg}: no production build at ${production} (its layout changed?)`);
        }
        return { ...resolved, id: production };
      },
    },
  };
}
