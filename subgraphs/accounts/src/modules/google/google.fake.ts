import http from 'node:http';
import { testImage } from '@platform/subgraph-kit/testing/images';
import { exportJWK, generateKeyPair, SignJWT, type JWTPayload } from 'jose';

/**
 * A stand-in for Google's key endpoint: serves a JWKS for a key this test owns, so that real verification code
 * checks real signatures. `sign` makes ID tokens as Google Identity Services would. It also plays Google's
 * picture host: `pictureUrl` is a real PNG (with a GPS position in its EXIF), `brokenPictureUrl` is text.
 */
export async function startFakeGoogle(clientId: string) {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
  const picture = await testImage({ width: 96, height: 96, color: '#b45309', gps: true });
  const server = http.createServer((req, res) => {
    if (req.url === '/picture.png') return res.setHeader('content-type', 'image/png').end(picture);
    if (req.url === '/broken.png') return res.setHeader('content-type', 'image/png').end('no picture here');
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify({ keys: [jwk] }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as { port: number };
  const issuer = 'https://accounts.google.com';
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    jwksUrl: `${origin}/certs`,
    /** For GOOGLE_PICTURE_HOSTS: the pictures' origin, allowed only by naming it. */
    pictureOrigin: origin,
    pictureUrl: `${origin}/picture.png`,
    brokenPictureUrl: `${origin}/broken.png`,
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
