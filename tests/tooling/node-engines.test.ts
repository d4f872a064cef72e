import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

interface LockedPackage {
  readonly version?: string;
  /** An object in today's lock files (very old packages had a list: no `node` key, nothing to check). */
  readonly engines?: { readonly node?: string };
}

type Version = readonly [number, number, number];

const parse = (text: string): Version => {
  const [major = 0, minor = 0, patch = 0] = text
    .replace(/^v/, '')
    .split('.')
    .map((part) => (/^\d+$/.test(part) ? Number(part) : 0));
  return [major, minor, patch];
};
const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** One comparator of an npm range (`>=20.19`, `^22.12.0`, `20`, `10.*`), the forms engines use. */
function meets(version: Version, comparator: string): boolean {
  const [, operator = '', bound = ''] = /^(>=|\^|)\s*(.+)$/.exec(comparator) ?? [];
  const floor = parse(bound);
  if (operator === '>=') return compare(version, floor) >= 0;
  if (operator === '^') return version[0] === floor[0] && compare(version, floor) >= 0;
  return (
    version[0] === floor[0] && (bound.split('.').length < 2 || /[x*]/.test(bound) || version[1] === floor[1])
  );
}

/** Whether `version` is in an engines range: alternatives joined by `||`, each comparators joined by spaces. */
function satisfies(version: Version, range: string): boolean {
  return range.split('||').some((alternative) =>
    alternative
      .trim()
      .replace(/(>=|\^)\s+/g, '$1')
      .split(/\s+/)
      .every((comparator) => meets(version, comparator)),
  );
}

const manifest = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, LockedPackage>;
};

describe('installing on the Node we declare (docs/architecture.md#toolchain)', () => {
  it('locks no package whose engines refuse the oldest Node of package.json (no EBADENGINE on npm install)', () => {
    expect(manifest.engines.node).toBe('>=20.19');
    const oldest = parse('20.19.0');
    expect(satisfies(oldest, '^20.19.0 || >=22.12.0')).toBe(true);
    expect(satisfies(oldest, '>=16 || 14 >=14.17')).toBe(true);
    expect(satisfies(oldest, '10.* || >= 12.*')).toBe(true);
    expect(satisfies(oldest, '18 || 20 || >=22')).toBe(true);
    expect(satisfies(oldest, '>=22')).toBe(false);
    expect(satisfies(oldest, '>=20.20')).toBe(false);
    const refusing = Object.entries(lock.packages).flatMap(([where, locked]) => {
      const wanted = locked.engines?.node;
      return wanted && !satisfies(oldest, wanted) ? [`${where}@${locked.version} wants node ${wanted}`] : [];
    });
    expect(refusing).toEqual([]);
  });
});
