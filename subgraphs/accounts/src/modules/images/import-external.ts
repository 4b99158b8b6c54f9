import { importRemoteImage, type RemoteImagePolicy } from '@platform/subgraph-kit/files/remote-image';
import { isFileKey, type FileStore } from '@platform/subgraph-kit/files/store';
import type { AccountsPrisma } from '../../context.ts';

export interface ImportCounts {
  /** Addresses fetched into the store; the row now holds the key. */
  stored: number;
  /** Addresses that could not be fetched or were no image; the row now holds null. */
  dropped: number;
}

/** Old addresses are fetched over plain http too: once in our store, the page loads them over its own origin. */
export const externalImagePolicy: RemoteImagePolicy = { allowHttp: true, timeoutMs: 10_000 };

interface Column {
  /** The rows whose value is not a store key yet, after the cursor. */
  next(after: string | null): Promise<{ id: string; value: string }[]>;
  /** Writes the key (or null) unless the value changed meanwhile. */
  replace(id: string, old: string, key: string | null): Promise<void>;
}

const batch = 100;

function columns(prisma: AccountsPrisma): Record<'avatars' | 'logos', Column> {
  // Rows already holding a key are skipped by the query; each batch starts after the last id of the one before.
  const keyPrefix = { startsWith: 'images/' };
  const after = (id: string | null) => (id ? { id: { gt: id } } : {});
  const page = { orderBy: { id: 'asc' as const }, take: batch };
  return {
    avatars: {
      next: async (last) =>
        (
          await prisma.user.findMany({
            where: { avatarKey: { not: null }, NOT: { avatarKey: keyPrefix }, ...after(last) },
            select: { id: true, avatarKey: true },
            ...page,
          })
        ).map((u) => ({ id: u.id, value: u.avatarKey! })),
      replace: async (id, old, key) => {
        await prisma.user.updateMany({ where: { id, avatarKey: old }, data: { avatarKey: key } });
      },
    },
    logos: {
      next: async (last) =>
        (
          await prisma.company.findMany({
            where: { logoKey: { not: null }, NOT: { logoKey: keyPrefix }, ...after(last) },
            select: { id: true, logoKey: true },
            ...page,
          })
        ).map((c) => ({ id: c.id, value: c.logoKey! })),
      replace: async (id, old, key) => {
        await prisma.company.updateMany({ where: { id, logoKey: old }, data: { logoKey: key } });
      },
    },
  };
}

/**
 * Photos and logos saved as external addresses, from before images were uploaded: each address is fetched once into
 * the store (checked and re-encoded like an upload) and the row gets the key; an address that fails is dropped, so
 * that no page ever loads an image from another host. Safe to run again: rows holding keys are left alone.
 */
export async function importExternalImages(
  prisma: AccountsPrisma,
  store: FileStore,
  options: { policy?: RemoteImagePolicy; onProblem?: (url: string, error: unknown) => void } = {},
): Promise<Record<'avatars' | 'logos', ImportCounts>> {
  const policy = options.policy ?? externalImagePolicy;
  // Many rows may name one address (a default picture): fetch it once.
  const fetched = new Map<string, string | null>();
  const keyFor = async (url: string) => {
    if (!fetched.has(url)) {
      try {
        fetched.set(url, await importRemoteImage(store, url, policy));
      } catch (error) {
        options.onProblem?.(url, error);
        fetched.set(url, null);
      }
    }
    return fetched.get(url)!;
  };
  const counts = { avatars: { stored: 0, dropped: 0 }, logos: { stored: 0, dropped: 0 } };
  for (const [name, column] of Object.entries(columns(prisma)) as ['avatars' | 'logos', Column][]) {
    let last: string | null = null;
    for (;;) {
      const rows = await column.next(last);
      for (const row of rows) {
        if (isFileKey(row.value)) continue;
        const key = await keyFor(row.value);
        await column.replace(row.id, row.value, key);
        counts[name][key ? 'stored' : 'dropped'] += 1;
      }
      if (rows.length < batch) break;
      last = rows.at(-1)!.id;
    }
  }
  return counts;
}
