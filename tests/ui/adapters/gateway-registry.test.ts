// @vitest-environment node
import { describe, expect, it } from 'vitest';
import * as browserPorts from '@domain/ports/browser';
import { createContainer } from '../../../src/app/container';
import { featureGateways } from '../../../src/app/feature-gateways';
import { firstLoadGateways } from '../../../src/app/first-load-gateways';

/** Every gateway token the browser ports declare (`export const XGateway = Symbol.for('XGateway')`). */
const gatewayTokens = Object.entries(browserPorts)
  .filter(([name, value]) => name.endsWith('Gateway') && typeof value === 'symbol')
  .map(([name, value]) => [name, value as symbol] as const);

describe('the gateway registry (src/app/*-gateways.ts)', () => {
  it('lists every browser gateway port once', () => {
    const listed = [...firstLoadGateways, ...featureGateways].map(({ token }) => token);
    expect(gatewayTokens.length).toBeGreaterThan(10);
    expect([...listed].sort(byName)).toEqual(gatewayTokens.map(([, token]) => token).sort(byName));
  });

  it.each(['fake', 'http'] as const)('binds each one in the %s backend', (backend) => {
    const container = createContainer(backend);
    for (const [name, token] of gatewayTokens) {
      expect(container.isBound(token), name).toBe(true);
      expect(container.get<object>(token), name).toBeTypeOf('object');
    }
  });
});

function byName(a: symbol, b: symbol): number {
  return String(a.description).localeCompare(String(b.description));
}
