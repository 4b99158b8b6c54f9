import http from 'node:http';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/**
 * A stand-in for Google's key endpoint: serves a JWKS for a key this test owns, so that real verification code
 * checks real signatures. `sign` makes ID tokens as Google Identity Services would.
 */
export async function startFakeGoogle(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const server = http.createServer((_req, res) => {
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const issuer = 'https://accounts.google.com';
  return {
    jwksUrl: `http://127.0.0.1:${address.port}/certs`,
    issuer,
    async sign(
      claims: JWTPayload & Record<string, unknown>,
      options: { audience?: string; expiresIn?: string | number; key?: Parameters<SignJWT['sign']>[0] } = {},
    ) {
      return new SignJWT({ email_verified: true, ...claims })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
        .setIssuer(issuer)
        .setAudience(options.audience ?? clientId)
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(options.key ?? privateKey);
    },
    otherKey: async () => (await generateKeyPair('RS256')).privateKey,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
