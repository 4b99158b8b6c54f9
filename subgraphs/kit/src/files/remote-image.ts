import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { imageLimits } from '@platform/rules/files';
import { ImageRejected, storeImage } from './images.ts';
import type { FileStore } from './store.ts';

export interface RemoteImagePolicy {
  /** Hosts allowed over https, each with its subdomains (`googleusercontent.com`); absent: any public host. */
  hosts?: string[];
  /**
   * Origins fetched as they are, whatever their scheme and address (`http://127.0.0.1:4567`): only for a test's
   * local server.
   */
  trustedOrigins?: string[];
  /** Plain http is allowed too (addresses people typed before images were uploaded). */
  allowHttp?: boolean;
  timeoutMs?: number;
}

export class RemoteImageRefused extends Error {}

/** Addresses a fetch must never reach: this machine, private networks, link-local (cloud metadata), … */
const privateRanges = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
  ['224.0.0.0', 3],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  privateRanges.addSubnet(network, prefix, 'ipv6');
}

function isPrivate(address: string): boolean {
  return privateRanges.check(address, isIP(address) === 6 ? 'ipv6' : 'ipv4');
}

/** Resolves as usual, then refuses private addresses: the check runs on the address actually connected to. */
const publicOnlyLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    if (addresses.length === 0 || addresses.some((a) => isPrivate(a.address))) {
      return callback(new RemoteImageRefused(`${hostname} resolves to a private address`), '', 0);
    }
    if (options.all) return (callback as unknown as (e: null, a: LookupAddress[]) => void)(null, addresses);
    callback(null, addresses[0]!.address, addresses[0]!.family);
  });
};

function allowedUrl(raw: string, policy: RemoteImagePolicy): { url: URL; trusted: boolean } {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new RemoteImageRefused('Not a URL');
  }
  if (url.username || url.password) throw new RemoteImageRefused('URLs with credentials are not fetched');
  if (policy.trustedOrigins?.includes(url.origin)) return { url, trusted: true };
  if (!(url.protocol === 'https:' || (policy.allowHttp && url.protocol === 'http:'))) {
    throw new RemoteImageRefused(`${url.protocol} URLs are not fetched`);
  }
  const host = url.hostname.toLowerCase();
  if (policy.hosts && !policy.hosts.some((allowed) => host === allowed || host.endsWith(`.${allowed}`))) {
    throw new RemoteImageRefused(`${host} is not an allowed host`);
  }
  if (isIP(host.replace(/^\[|\]$/g, '')) && isPrivate(host.replace(/^\[|\]$/g, ''))) {
    throw new RemoteImageRefused(`${host} is a private address`);
  }
  return { url, trusted: false };
}

/**
 * Downloads an image once, under the policy's limits: allowed hosts and schemes only, no redirects, no private
 * addresses, at most `imageLimits.maxBytes`, within the timeout.
 */
export function fetchRemoteImage(raw: string, policy: RemoteImagePolicy): Promise<Buffer> {
  const { url, trusted } = allowedUrl(raw, policy);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(
      url,
      {
        signal: AbortSignal.timeout(policy.timeoutMs ?? 5000),
        headers: { accept: 'image/*' },
        ...(trusted ? {} : { lookup: publicOnlyLookup }),
      },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new RemoteImageRefused(`The server answered ${response.statusCode}`));
          return;
        }
        const declared = Number(response.headers['content-length'] ?? 0);
        if (declared > imageLimits.maxBytes) {
          response.destroy();
          reject(new ImageRejected('PAYLOAD_TOO_LARGE', `The image is ${declared} bytes`));
          return;
        }
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > imageLimits.maxBytes) {
            response.destroy();
            reject(new ImageRejected('PAYLOAD_TOO_LARGE', 'The image is larger than allowed'));
            return;
          }
          chunks.push(chunk);
        });
        response.on('end', () => resolve(Buffer.concat(chunks)));
        response.on('error', reject);
      },
    );
    request.on('error', (error) =>
      reject(error instanceof RemoteImageRefused ? error : new RemoteImageRefused(error.message)),
    );
  });
}

/**
 * Fetches an image once into the store, checked and re-encoded like an upload; returns its key. Throws
 * RemoteImageRefused or ImageRejected when it cannot.
 */
export async function importRemoteImage(
  store: FileStore,
  url: string,
  policy: RemoteImagePolicy,
): Promise<string> {
  return storeImage(store, await fetchRemoteImage(url, policy));
}
