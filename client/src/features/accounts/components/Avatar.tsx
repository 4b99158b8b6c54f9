import { useState } from 'react';

/** Up to two letters from the first and last word of the name. */
export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]!, words[words.length - 1]!] : words.slice(0, 1);
  return letters.map((word) => Array.from(word)[0]!.toLocaleUpperCase()).join('\u200c');
}

const SIZES = { sm: 'size-8 text-xs', lg: 'size-20 text-2xl' } as const;

/** The photo when it loads, else the initials; decorative, since the name is always written beside it. */
export function Avatar({
  name,
  url,
  size = 'sm',
}: {
  name: string;
  url?: string | null;
  size?: keyof typeof SIZES;
}) {
  const [failed, setFailed] = useState<string | null>(null);
  const showPhoto = !!url && failed !== url;
  return (
    <span
      aria-hidden="true"
      className={`${SIZES[size]} grid shrink-0 place-items-center overflow-hidden rounded-full bg-teal-100 font-bold text-teal-800`}
    >
      {showPhoto ? (
        <img
          src={url}
          alt=""
          referrerPolicy="no-referrer"
          className="size-full object-cover"
          onError={() => setFailed(url)}
        />
      ) : (
        initialsOf(name)
      )}
    </span>
  );
}
