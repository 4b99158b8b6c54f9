import { createHash, randomBytes } from 'node:crypto';
import type { ItemMeta } from '@platform/rules/assessments';

type BankItem = ItemMeta & { id: string };

/** 128 random bits as hex: an attempt's drawing seed, stored with the session. */
export function newSeed(): string {
  return randomBytes(16).toString('hex');
}

/**
 * sfc32 seeded from the seed's SHA-256, so that an attempt's drawing can be repeated from its stored seed. Not for
 * secrets: tokens and codes come from node:crypto directly.
 */
function seededRandom(seed: string): () => number {
  const hash = createHash('sha256').update(seed).digest();
  let a = hash.readUInt32LE(0);
  let b = hash.readUInt32LE(4);
  let c = hash.readUInt32LE(8);
  let d = hash.readUInt32LE(12);
  return () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return (t >>> 0) / 4294967296;
  };
}

/** Fisher–Yates, in place. */
function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
  return items;
}

/**
 * Splits `total` in proportion to the sizes by largest remainder. Remainders are compared as integers so that
 * equal ones are really equal; ties go to the earlier entry, which is why callers pass the entries shuffled.
 */
function apportion(total: number, sizes: [string, number][]): Map<string, number> {
  const sum = sizes.reduce((n, [, size]) => n + size, 0);
  const shares = sizes.map(([key, size]) => {
    const whole = Math.floor((total * size) / sum);
    return { key, whole, remainder: total * size - whole * sum };
  });
  const left = total - shares.reduce((n, s) => n + s.whole, 0);
  const extra = new Set(
    [...shares]
      .sort((x, y) => y.remainder - x.remainder)
      .slice(0, left)
      .map((s) => s.key),
  );
  return new Map(shares.map((s) => [s.key, s.whole + (extra.has(s.key) ? 1 : 0)]));
}

const stratumOf = (item: BankItem) => `${item.category}|${item.difficulty}`;

const partners = (a: BankItem, b: BankItem) => !!a.pairKey && a.pairKey === b.pairKey;

/**
 * Draws `count` items of a bank (samples already left out) for one attempt and returns their ids in the attempt's
 * order; a bank smaller than `count` is drawn whole. Deterministic for a seed.
 *
 * Stratified by category × difficulty: `count` is split across categories in proportion to their sizes, then each
 * category's part across its difficulties, both by largest remainder, so every category gets its share. Items that
 * share a pair key are one unit, drawn both or neither. A pair is what consistency is measured on, so pairs get
 * their proportional share up front (at least one when the bank has any and the session four items or more); when
 * a pair's stratum has room for only one of its items, it takes the other place from its category's other
 * difficulties, keeping the category's share.
 */
export function drawItems(bank: readonly BankItem[], count: number, seed: string): string[] {
  const random = seededRandom(seed);
  const units = shuffle(
    [...Map.groupBy(bank, (item) => (item.pairKey ? `pair:${item.pairKey}` : `item:${item.id}`)).values()],
    random,
  );
  if (bank.length <= count) return arrange(units.flat(), random);

  const byCategory = Map.groupBy(bank, (item) => item.category);
  const strataOf = new Map<string, string[]>();
  const room = new Map<string, number>();
  const categoryQuotas = apportion(
    count,
    shuffle(
      [...byCategory].map(([category, items]) => [category, items.length]),
      random,
    ),
  );
  for (const [category, items] of byCategory) {
    const strata = shuffle(
      [...Map.groupBy(items, stratumOf)].map(([stratum, members]): [string, number] => [
        stratum,
        members.length,
      ]),
      random,
    );
    strataOf.set(
      category,
      strata.map(([stratum]) => stratum),
    );
    for (const [stratum, quota] of apportion(categoryQuotas.get(category)!, strata)) room.set(stratum, quota);
  }
  const categoryRoom = (category: string) =>
    strataOf.get(category)!.reduce((n, stratum) => n + room.get(stratum)!, 0);

  const chosen = new Set<BankItem[]>();
  let left = count;
  type Level = 'stratum' | 'category' | 'any';
  const fits = (unit: BankItem[], level: Level) => {
    if (unit.length > left) return false;
    if (level === 'any') return true;
    const needs = Map.groupBy(unit, level === 'stratum' ? stratumOf : (item) => item.category);
    return [...needs].every(
      ([key, items]) => (level === 'stratum' ? room.get(key)! : categoryRoom(key)) >= items.length,
    );
  };
  const take = (unit: BankItem[]) => {
    chosen.add(unit);
    left -= unit.length;
    for (const item of unit) {
      const own = stratumOf(item);
      const from =
        room.get(own)! > 0
          ? own
          : strataOf.get(item.category)!.reduce((best, s) => (room.get(s)! > room.get(best)! ? s : best));
      room.set(from, room.get(from)! - 1);
    }
  };

  const pairs = units.filter((unit) => unit.length > 1);
  const paired = pairs.reduce((n, unit) => n + unit.length, 0);
  const pairShare = Math.min(
    pairs.length,
    Math.max(pairs.length && count >= 4 ? 1 : 0, Math.round((count * paired) / bank.length / 2)),
  );
  const passes: [BankItem[][], Level][] = [
    [pairs.slice(0, pairShare), 'category'],
    [units, 'stratum'],
    // What strata could not fill exactly (a place for one item where only pairs are left) is filled within the
    // category first, then from anywhere.
    [units, 'category'],
    [units, 'any'],
  ];
  for (const [candidates, level] of passes)
    for (const unit of candidates) if (!chosen.has(unit) && fits(unit, level)) take(unit);

  // One place left and only pairs undrawn: a pair replaces a drawn single, so the session has `count` items.
  const pair = units.find((unit) => unit.length === 2 && !chosen.has(unit));
  if (left === 1 && pair) {
    const singles = [...chosen].filter((unit) => unit.length === 1);
    const single = singles.findLast((unit) => unit[0]!.category === pair[0]!.category) ?? singles.at(-1);
    if (single) {
      chosen.delete(single);
      chosen.add(pair);
    }
  }
  return arrange([...chosen].flat(), random);
}

/**
 * The attempt's order: shuffled, then each item placed after the previous one only if they are not a pair (the
 * first item of the shuffled rest that is not its partner goes next). Only when nothing but the last item's
 * partner is left does that partner go into the first gap away from it, so partners sit side by side only when
 * the session is just the pair.
 */
function arrange(items: BankItem[], random: () => number): string[] {
  const pending = shuffle([...items], random);
  const order: BankItem[] = [];
  while (pending.length) {
    const last = order.at(-1);
    const next = pending.findIndex((item) => !last || !partners(item, last));
    if (next >= 0) {
      order.push(...pending.splice(next, 1));
      continue;
    }
    for (const item of pending.splice(0)) {
      const gap = Array.from({ length: order.length + 1 }, (_, i) => i).find(
        (i) => !(i > 0 && partners(order[i - 1]!, item)) && !(i < order.length && partners(order[i]!, item)),
      );
      order.splice(gap ?? order.length, 0, item);
    }
  }
  return order.map((item) => item.id);
}
