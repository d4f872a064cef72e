declare const port: unique symbol;

/**
 * An inversify token that carries its port's type (`export const CatalogGateway: PortToken<CatalogGateway>
 * = Symbol.for('CatalogGateway')`), so the gateway registry (src/app/*-gateways.ts) checks each
 * implementation against the port its token names. At run time it is the plain symbol.
 */
export type PortToken<T> = symbol & { readonly [port]?: T };
