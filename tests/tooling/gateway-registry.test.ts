import { describe, expect, it } from 'vitest';
import { plantedLint } from './support/planted-lint';

const { plant, lintAs } = plantedLint();

const REGISTRY_RULE = 'A browser gateway is declared once, in the gateway registry';

const bindToken = (token: string, verb = 'bind') =>
  `import type { Container } from 'inversify';\nimport { ${token} } from '@domain/ports/browser';\n` +
  `export function wire(container: Container, gateway: object): void {\n` +
  `  container.${verb}(${token}).toConstantValue(gateway);\n}\n`;

const deferring =
  "import { deferredGateway } from '@adapters/http/deferred-gateway';\n" +
  'export const gateway = deferredGateway(async () => ({ ping: async () => ({ ok: true, value: 1 }) }));\n';

describe('the gateway registry is the one place browser gateways are bound (lint/gateway-registry.grit)', () => {
  it.each(
    [
      [
        'src/app/http-feature-adapters.ts',
        bindToken('AdminGateway'),
        'a hand-written binding beside the registry',
      ],
      ['src/app/fake-adapters.ts', bindToken('TrackingGateway'), 'a fake bound by hand'],
      ['src/app/container.ts', bindToken('CatalogGateway', 'rebind'), 'a rebinding in app code'],
      ['src/features/items/items-module.ts', bindToken('TrackingGateway'), 'a feature binding a port'],
      ['adapters/http/http-admin-gateway.ts', bindToken('AdminGateway'), 'an adapter binding itself'],
      ['src/app/http-adapters.ts', deferring, 'a deferred gateway outside the registry'],
      ['src/features/admin/admin-module.ts', deferring, 'a feature deferring a gateway'],
      [
        'src/app/http-feature-adapters.ts',
        deferring.replace('deferredGateway(', 'deferredGateway<object>('),
        'a deferred gateway with a type argument',
      ],
      [
        'src/shared/di/container-context.tsx',
        bindToken('SiteGateway').replace('.bind(', '.bind<object>('),
        'a binding with a type argument',
      ],
      ['adapters/fake/fake-admin-gateway.ts', deferring, 'a fake deferring a gateway'],
    ].map(([file, source, what]) => [file, what, plant(file!, source!)]),
  )('refuses %s (%s)', (_file, _what, planted) => {
    const result = lintAs(planted!);
    expect(result.ok).toBe(false);
    expect(result.output).toContain(REGISTRY_RULE);
  });

  it.each(
    [
      ['src/app/feature-gateways.ts', deferring, 'the registry itself'],
      ['src/app/first-load-gateways.ts', deferring, 'the registry itself'],
      ['adapters/http/deferred-auth-gateway.ts', deferring, 'an HTTP adapter built on deferredGateway'],
      [
        'src/app/gateway.ts',
        "import type { Container } from 'inversify';\n" +
          'export function bindAll(container: Container, entries: readonly { token: symbol }[]): void {\n' +
          '  for (const entry of entries) container.bind(entry.token).toConstantValue(entry);\n}\n',
        'the bindings derived from the registry',
      ],
      [
        'src/app/build-container.ts',
        "import type { Container } from 'inversify';\nimport { AnalyticsTag } from '@domain/ports/browser';\n" +
          'export function wire(container: Container, tag: object): void {\n' +
          '  container.bind(AnalyticsTag).toConstantValue(tag);\n}\n',
        'a port that is no gateway',
      ],
      [
        'tests/ui/items/support/render-page.tsx',
        bindToken('CatalogGateway', 'rebind'),
        'a test replacing a fake',
      ],
      ['tests/ui/adapters/deferred-gateway.test.ts', deferring, 'a test of deferredGateway'],
    ].map(([file, source, what]) => [file, what, plant(file!, source!)]),
  )('lets %s (%s)', (_file, _what, planted) => {
    const result = lintAs(planted!);
    expect(result.output).not.toContain(REGISTRY_RULE);
    expect(result.ok).toBe(true);
  });
});
