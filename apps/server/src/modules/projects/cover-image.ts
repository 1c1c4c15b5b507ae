import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';
import { projectMessages as m, maxCoverBytes } from '@plateau/shared';
import type { FastifyInstance } from 'fastify';
import { AppError, badRequest } from '../../lib/errors';
import { keyOfPublicUrl } from '../../storage/storage';
import { isOwnUpload, limitUploads, processImage, storeMemberImage, uploadFolderOf } from '../uploads';

/** Addresses a cover URL may never reach: loopback, private, link-local, carrier NAT, multicast, reserved. */
const forbiddenNetworks = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const) {
  forbiddenNetworks.addSubnet(network, prefix, 'ipv4');
}
for (const [network, prefix] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const) {
  forbiddenNetworks.addSubnet(network, prefix, 'ipv6');
}

/** True for an address on a private, loopback or otherwise internal network. */
export function isForbiddenAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 4) return forbiddenNetworks.check(address, 'ipv4');
  // An IPv4-mapped IPv6 address is judged as its IPv4 address; in hex form it is refused outright.
  const mapped = /^::ffff:(.+)$/i.exec(address)?.[1];
  if (mapped) return isIP(mapped) === 4 ? forbiddenNetworks.check(mapped, 'ipv4') : true;
  return forbiddenNetworks.check(address, 'ipv6');
}

/** DNS lookup that refuses internal addresses, checked on the address actually connected to. */
const safeLookup: LookupFunction = (hostname, options, callback) => {
  dnsLookup(hostname, { ...options, all: true }, (error, addresses: LookupAddress[]) => {
    if (error) return callback(error, '', 0);
    const allowed = addresses.find((entry) => !isForbiddenAddress(entry.address));
    if (!allowed || addresses.some((entry) => isForbiddenAddress(entry.address))) {
      return callback(Object.assign(new Error('adresse interdite'), { code: 'EFORBIDDEN' }), '', 0);
    }
    if (options.all) return callback(null, [allowed] as unknown as string, allowed.family);
    return callback(null, allowed.address, allowed.family);
  });
};

const fetchTimeoutMs = 8_000;
const unreachable = () => badRequest(m.coverUrlUnreachable);

/** Downloads at most maxCoverBytes from an http(s) URL on a public address, no redirect, 8 s at most. */
export function downloadCover(rawUrl: string): Promise<Buffer> {
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    return Promise.reject(badRequest(m.invalidCoverUrl));
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    return Promise.reject(badRequest(m.invalidCoverUrl));
  if (url.username || url.password) return Promise.reject(badRequest(m.coverUrlForbidden));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) !== 0 && isForbiddenAddress(literal))
    return Promise.reject(badRequest(m.coverUrlForbidden));
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.get(url, { lookup: safeLookup, timeout: fetchTimeoutMs }, (response) => {
      if (response.statusCode !== 200) {
        response.resume();
        reject(unreachable());
        return;
      }
      const declared = Number(response.headers['content-length'] ?? 0);
      if (declared > maxCoverBytes) {
        response.destroy();
        reject(new AppError(413, 'payload_too_large', m.coverTooLarge));
        return;
      }
      const chunks: Buffer[] = [];
      let size = 0;
      response.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxCoverBytes) {
          response.destroy();
          reject(new AppError(413, 'payload_too_large', m.coverTooLarge));
          return;
        }
        chunks.push(chunk);
      });
      response.on('end', () => resolve(Buffer.concat(chunks)));
      response.on('error', () => reject(unreachable()));
    });
    request.on('timeout', () => request.destroy(new Error('délai dépassé')));
    request.on('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EFORBIDDEN' ? badRequest(m.coverUrlForbidden) : unreachable()),
    );
    // A deadline for the whole download, not only for silences.
    setTimeout(() => request.destroy(new Error('délai dépassé')), fetchTimeoutMs).unref();
  });
}

/**
 * The cover to store from what the form sent: null, the current cover unchanged, one of the member's own
 * uploads (`/uploads/project-images/<userId>/...`), or an http(s) URL the server downloads, checks as an
 * upload (type by content, 5 MB, re-encoded) and stores under the member's folder.
 */
export async function resolveCover(
  app: FastifyInstance,
  userId: string,
  value: string | null,
  current: string | null,
): Promise<string | null> {
  if (value === null || value === current) return value;
  if (value.startsWith('/')) {
    if (!(await isOwnUpload(app.storage, value, uploadFolderOf('project', userId)))) {
      throw badRequest(m.coverUrlForbidden);
    }
    return value;
  }
  await limitUploads(app, userId);
  const buffer = await downloadCover(value);
  let image: Buffer;
  try {
    image = await processImage(buffer, 'project');
  } catch (error) {
    if (error instanceof AppError && error.status === 415) throw badRequest(m.coverUrlNotImage);
    throw error;
  }
  return storeMemberImage(app, 'project', userId, image);
}

/** Removes a stored cover (after the commit that dropped it); other addresses are left alone. */
export async function removeStoredCover(app: FastifyInstance, cover: string | null): Promise<void> {
  const key = cover ? keyOfPublicUrl(cover) : null;
  if (!key?.startsWith('project-images/')) return;
  try {
    await app.storage.delete(key);
  } catch (error) {
    app.log.warn({ err: error, key }, 'couverture de projet non supprimée');
  }
}
