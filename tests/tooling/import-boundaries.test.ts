import { describe, expect, it } from 'vitest';
import { plantedLint } from './support/planted-lint';

const { plant, lintAs } = plantedLint();

describe('the import table of docs/architecture.md#shape is enforced by npm run lint', () => {
  const domainImport = plant('domain/core/example.ts', "import { x } from './other';\nexport const y = x;\n");
  it('lets domain/ import other domain modules', () => {
    expect(lintAs(domainImport).ok).toBe(true);
  });

  it.each(
    [
      ["import React from 'react';", 'a framework'],
      ["import { readFileSync } from 'node:fs';", 'a Node module'],
      ["import { buildApp } from '@server/app';", 'the server'],
      ["import { App } from '../../src/app';", 'the browser app'],
      ["import axios from 'axios';", 'an HTTP client'],
    ].map(([statement, what]) => [
      statement,
      what,
      plant('domain/core/example.ts', `${statement}\nexport const used = [${statement!.split(' ')[1]}];\n`),
    ]),
  )('refuses %s in domain/ (%s)', (_statement, _what, file) => {
    const result = lintAs(file!);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('domain/ is the pure core');
  });

  const clock = plant('domain/core/example.ts', 'export const now = () => Date.now() + Math.random();\n');
  it('refuses the clock and randomness in domain/', () => {
    const result = lintAs(clock);
    expect(result.ok).toBe(false);
    expect(result.output).toContain('time and randomness come in as arguments');
  });

  const browserFile = plant(
    'src/app.tsx',
    "import { buildApp } from '@server/app';\nexport const a = buildApp;\n",
  );
  const nodeFile = plant(
    'adapters/http/x.ts',
    "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n",
  );
  const serverFile = plant('server/x.ts', "import { App } from '../src/app';\nexport const a = App;\n");
  it('refuses server code in the browser app and browser code in the server', () => {
    const browser = lintAs(browserFile);
    expect(browser.ok).toBe(false);
    expect(browser.output).toContain('Browser code must not import server');
    const node = lintAs(nodeFile);
    expect(node.ok).toBe(false);
    const server = lintAs(serverFile);
    expect(server.ok).toBe(false);
    expect(server.output).toContain('server/ must not import the browser app');
  });
});

describe('src/features/* never import src/app/ or another feature, src/shared/ imports neither', () => {
  const boundary = 'Outside its own folder a feature';

  it.each(
    [
      [
        'src/features/x/x-page.tsx',
        "import { AppShell } from '../../app/shell/app-shell';",
        'a feature → src/app',
      ],
      [
        'src/features/x/sub/x-page.tsx',
        "import { AppShell } from '../../../app/shell/app-shell';",
        'a nested file → src/app',
      ],
      [
        'src/features/x/routes.tsx',
        "import { AppShell } from '../items/routes';",
        'a feature → another feature',
      ],
      [
        'src/features/x/sub/x-page.tsx',
        "import { AppShell } from '../../items/routes';",
        'a nested file → another feature',
      ],
      [
        'src/features/x/routes.tsx',
        "const AppShell = () => import('../items/routes');",
        'a lazy import → another feature',
      ],
      [
        'src/features/x/x-page.tsx',
        "import '../items/item.css';\nconst AppShell = 1;",
        'a stylesheet of another feature',
      ],
      [
        'src/shared/ui/x.tsx',
        "import { AppShell } from '../../features/search/home-page';",
        'src/shared → a feature',
      ],
      ['src/shared/x.ts', "import { AppShell } from '../app/router';", 'src/shared → src/app'],
      [
        'src/shared/ui/x.tsx',
        "import { AppShell } from '../auth/auth-store';",
        'one src/shared folder → another, unaliased',
      ],
    ].map(([file, statement, what]) => [
      file,
      statement,
      what,
      plant(file!, `${statement}\nexport const used = [AppShell];\n`),
    ]),
  )('refuses %s: %s (%s)', (_file, _statement, _what, planted) => {
    const result = lintAs(planted!);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(boundary);
  });

  it.each(
    [
      ['src/features/x/x-page.tsx', "import { a } from './x-view-model';"],
      ['src/features/x/x-page.tsx', "import { a } from './sub/part';"],
      ['src/features/x/sub/part.tsx', "import { a } from '../x-view-model';"],
      ['src/features/x/x-page.tsx', "import { a } from '@shared/ui/spinner';"],
      ['src/features/x/x-view-model.ts', "import { a } from '@domain/ports/browser/catalog-gateway';"],
      ['src/features/x/x-page.tsx', "import { a } from '@adapters/fake/catalog-fixtures';"],
      ['src/shared/ui/x.tsx', "import { a } from './spinner';"],
      ['src/shared/routing/x.tsx', "import { a } from '@shared/auth/auth-store';"],
      ['src/app/features.ts', "import { a } from '../features/search/routes';"],
    ].map(([file, statement]) => [file, statement, plant(file!, `${statement}\nexport const used = [a];\n`)]),
  )('lets %s: %s', (_file, _statement, planted) => {
    const result = lintAs(planted!);
    expect(result.output).not.toContain(boundary);
    expect(result.ok).toBe(true);
  });

  const nodeImports = ['src/features/x/x-page.tsx', 'src/features/x/sub/x.ts', 'src/shared/ui/x.tsx'].map(
    (file) => plant(file, "import { readFileSync } from 'node:fs';\nexport const r = readFileSync;\n"),
  );
  it('keeps refusing server and Node modules in features and src/shared', () => {
    for (const file of nodeImports) {
      const result = lintAs(file);
      expect(result.ok).toBe(false);
      expect(result.output).toContain('Browser code must not import server');
    }
  });
});

describe('a server feature never imports another feature; routes and use cases keep to their layer', () => {
  const crossFeature = 'A server feature never imports another feature';
  const routeLayer = 'A route parses input, calls one use case';
  const useCaseLayer = 'A use case depends on ports and domain/ only';

  it.each(
    [
      [
        'server/catalog/adapters/x.ts',
        "import { a } from '../../tracking/tables';",
        crossFeature,
        'an adapter → another feature',
      ],
      [
        'server/tracking/x.ts',
        "import { a } from '../catalog';",
        crossFeature,
        'a module file → another feature',
      ],
      [
        'server/tracking/x.ts',
        "import { a } from '@server/catalog/ports';",
        crossFeature,
        'another feature by alias',
      ],
      [
        'server/tracking/use-cases/x.ts',
        "import { a } from '../../catalog';",
        crossFeature,
        'a use case → another feature',
      ],
      [
        'server/analysis/routes/x.ts',
        "import { a } from '../../accounts/ports';",
        crossFeature,
        'a route → another feature',
      ],
      ['server/site/x.ts', "import { a } from '../app';", crossFeature, 'a feature → app.ts'],
      [
        'server/http/x.ts',
        "import { a } from '../accounts/ports';",
        crossFeature,
        'the HTTP edge → a feature',
      ],
      ['server/catalog/routes/x.ts', "import { a } from 'kysely';", routeLayer, 'a route → Kysely'],
      [
        'server/catalog/routes/x.ts',
        "import { a } from '@electric-sql/pglite';",
        routeLayer,
        'a route → PGlite',
      ],
      [
        'server/catalog/routes/x.ts',
        "import { a } from '../adapters/kysely-x';",
        routeLayer,
        'a route → an adapter',
      ],
      ['server/catalog/routes/x.ts', "import { a } from '../../db/database';", routeLayer, 'a route → db/'],
      [
        'server/catalog/use-cases/x.ts',
        "import { a } from '../../http/auth-guard';",
        useCaseLayer,
        'a use case → HTTP',
      ],
      [
        'server/catalog/use-cases/x.ts',
        "import { a } from '../adapters/kysely-x';",
        useCaseLayer,
        'a use case → an adapter',
      ],
    ].map(([file, statement, message, what]) => [
      file,
      statement,
      what,
      message,
      plant(file!, `${statement}\nexport const used = [a];\n`),
    ]),
  )('refuses %s: %s (%s)', (_file, _statement, _what, message, planted) => {
    const result = lintAs(planted!);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(message);
  });

  it.each(
    [
      ['server/catalog/routes/x.ts', "import { a } from '../use-cases/search-catalog';"],
      ['server/catalog/routes/x.ts', "import { a } from '../../http/auth-guard';"],
      ['server/catalog/routes/x.ts', "import { a } from '@domain/tracking';"],
      ['server/catalog/adapters/x.ts', "import { a } from 'kysely';"],
      ['server/catalog/adapters/x.ts', "import { a } from '../../db/schema';"],
      ['server/tracking/use-cases/x.ts', "import { a } from '../ports';"],
      ['server/tracking/use-cases/x.ts', "import { a } from '@domain/catalog';"],
      ['server/tracking/tracking-module.ts', "import { a } from '../config';"],
      ['server/tracking/tracking-module.ts', "import { a } from '../platform/logger';"],
      ['server/tracking/tracking-module.ts', "import { a } from '../mail/mailer';"],
      ['server/tracking/tracking-module.ts', "import { a } from './adapters/kysely-x';"],
      ['server/composition.ts', "import { a } from './catalog';"],
      ['server/db/schema.ts', "import { a } from '../tracking/tables';"],
    ].map(([file, statement]) => [file, statement, plant(file!, `${statement}\nexport const used = [a];\n`)]),
  )('lets %s: %s', (_file, _statement, planted) => {
    const result = lintAs(planted!);
    expect(result.output).not.toContain(crossFeature);
    expect(result.ok).toBe(true);
  });
});
