import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { exportJWK, generateKeyPair, type JWTPayload, SignJWT } from 'jose';

export interface TestJwksServer {
  /** For `GOOGLE_JWKS_URL`. */
  readonly url: string;
  /** Mints an RS256 ID token signed by the served key; claims override Google-like defaults. */
  mint(
    claims: JWTPayload & Record<string, unknown>,
    options?: { expiresIn?: string; foreignKey?: boolean },
  ): Promise<string>;
  close(): Promise<void>;
}

/**
 * A local stand-in for Google's JWKS endpoint (`/oauth2/v3/certs`) with a key pair the test owns.
 * `foreignKey: true` signs with a key the server does not publish (a forged token).
 */
export async function startJwksServer(clientId: string): Promise<TestJwksServer> {
  const keys = await generateKeyPair('RS256', { extractable: true });
  const foreign = await generateKeyPair('RS256', { extractable: true });
  const kid = 'test-key-1';
  const jwk = { ...(await exportJWK(keys.publicKey)), kid, alg: 'RS256', use: 'sig' };
  const server: Server = createServer((_request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'public, max-age=3600' });
    response.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    async mint(claims, options = {}) {
      return new SignJWT({
        iss: 'https://accounts.google.com',
        aud: clientId,
        email_verified: true,
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.foreignKey ? foreign.privateKey : keys.privateKey);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
