import type { Plugin } from 'vite';

/**
 * Texts that only the development builds of our libraries contain (their production builds strip
 * these warnings). Finding one in an output chunk means a development build was bundled.
 */
export const DEVELOPMENT_MARKERS: readonly { library: string; marker: string }[] = [
  { library: 'react-router', marker: 'does not have an element or Component' },
  { library: 'react-router', marker: 'Hey developer' },
  { library: 'react / react-dom', marker: 'Invalid hook call' },
  { library: 'react-dom', marker: 'Each child in a list should have a unique' },
  { library: 'mobx', marker: 'Since strict-mode is enabled' },
  { library: 'a library reading NODE_ENV at run time', marker: 'process.env.NODE_ENV' },
];

/** The development markers found in one chunk's code. */
export function findDevelopmentMarkers(code: string): { library: string; marker: string }[] {
  return DEVELOPMENT_MARKERS.filter(({ marker }) => code.includes(marker));
}

/** Fails `vite build` when a development build of a library ended up in a JavaScript chunk. */
export function developmentBuildGuard(): Plugin {
  return {
    name: 'chartpulse:development-build-guard',
    apply: 'build',
    generateBundle(_options, bundle) {
      const problems: string[] = [];
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const { library, marker } of findDevelopmentMarkers(output.code)) {
          problems.push(`${output.fileName}: development build of ${library} ("${marker}")`);
        }
      }
      if (problems.length > 0) {
        this.error(
          `Development builds in the production bundle (build with NODE_ENV=production):\n  ${problems.join('\n  ')}`,
        );
      }
    },
  };
}
