import { useState } from 'react';

/** Up to two letters from the first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('\u200c');
}

const SIZES = { sm: 'size-8 text-xs', lg: 'size-20 text-2xl' } as const;
const SHAPES = {
  // A photo fills its circle; a logo keeps its proportions on a white tile.
  circle: { frame: 'rounded-full bg-teal-100', image: 'object-cover' },
  square: { frame: 'rounded-xl border border-slate-200 bg-white', image: 'object-contain p-1' },
} as const;

/**
 * The stored image (on our origin) when it loads, else the initials; decorative, since the name is always written
 * beside it.
 */
export function Avatar({
  name,
  url,
  size = 'sm',
  shape = 'circle',
}: {
  name: string;
  url?: string | null;
  size?: keyof typeof SIZES;
  shape?: keyof typeof SHAPES;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = !!url && failed !== url;
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} ${SHAPES[shape].frame} grid shrink-0 place-items-center overflow-hidden font-bold text-teal-800`}
    >
      {showPhoto ? (
        <img
          src={url}
          alt=""
          decoding="async"
          className={`size-full ${SHAPES[shape].image}`}
          onError={() => setFailed(url)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
