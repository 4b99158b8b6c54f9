import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../app/LocaleContext';
import { directionOf } from '../../app/locale';
import { projectMessages as m } from './messages';

export interface GalleryPicture {
  readonly url: string;
  readonly thumbUrl: string;
  readonly width: number;
  readonly height: number;
  readonly caption: string | null | undefined;
}

/** An arrow pointing to the next picture (or, `back`, the previous), mirrored for right-to-left pages. */
function Chevron({ back = false }: { back?: boolean }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className={`mx-auto h-5 w-5 ${back ? 'rotate-180 rtl:rotate-0' : 'rtl:rotate-180'}`}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
    >
      <path d="M9 5l7 7-7 7" />
    </svg>
  );
}

/** How far a finger must travel across the picture to turn it, in pixels. */
const swipeDistance = 40;

/**
 * A project's gallery: one picture at a time with its caption, the others as a strip to choose from. The arrow
 * keys and a swipe turn it in the reading direction: in Persian the next picture is to the left.
 */
export function Gallery({ pictures, title }: { pictures: readonly GalleryPicture[]; title: string }) {
  const intl = useIntl();
  const rtl = directionOf(useLocale()) === 'rtl';
  const [index, setIndex] = useState(0);
  const start = useRef<number | null>(null);
  const count = pictures.length;
  const picture = pictures[index];
  if (!picture) return null;
  const go = (step: number) => setIndex((current) => (current + step + count) % count);

  function onKeyDown(event: KeyboardEvent) {
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const back = rtl ? 'ArrowRight' : 'ArrowLeft';
    if (event.key === forward) go(1);
    else if (event.key === back) go(-1);
    else if (event.key === 'Home') setIndex(0);
    else if (event.key === 'End') setIndex(count - 1);
    else return;
    event.preventDefault();
  }

  function onPointerUp(event: PointerEvent) {
    if (start.current === null) return;
    const dx = event.clientX - start.current;
    start.current = null;
    if (Math.abs(dx) < swipeDistance) return;
    // A finger moving against the reading direction brings the next picture.
    go(dx < 0 !== rtl ? 1 : -1);
  }

  const status = intl.formatMessage(m.picture, { number: index + 1, count });
  return (
    <section
      aria-roledescription="carousel"
      aria-label={intl.formatMessage(m.gallery)}
      className="space-y-3"
      data-gallery
    >
      <div
        tabIndex={0}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          start.current = event.clientX;
        }}
        onPointerUp={onPointerUp}
        onPointerCancel={() => {
          start.current = null;
        }}
        className="relative touch-pan-y overflow-hidden rounded-2xl bg-slate-900 outline-none focus-visible:ring-4 focus-visible:ring-teal-600/40"
      >
        <figure aria-roledescription="slide" aria-label={status}>
          <img
            key={picture.url}
            src={picture.url}
            alt={picture.caption || title}
            width={picture.width || undefined}
            height={picture.height || undefined}
            fetchPriority={index === 0 ? 'high' : 'auto'}
            draggable={false}
            className="mx-auto aspect-[8/5] w-full object-contain select-none"
          />
          {picture.caption ? (
            <figcaption dir="auto" className="bg-slate-900/80 px-4 py-2 text-sm text-white">
              {picture.caption}
            </figcaption>
          ) : null}
        </figure>
        {count > 1 ? (
          <>
            <button
              type="button"
              onClick={() => go(-1)}
              aria-label={intl.formatMessage(m.previous)}
              className="absolute inset-y-0 start-0 my-auto h-10 w-10 rounded-full bg-white/85 text-xl text-slate-900 shadow ms-2"
            >
              <Chevron back />
            </button>
            <button
              type="button"
              onClick={() => go(1)}
              aria-label={intl.formatMessage(m.next)}
              className="absolute inset-y-0 end-0 my-auto h-10 w-10 rounded-full bg-white/85 text-xl text-slate-900 shadow me-2"
            >
              <Chevron />
            </button>
          </>
        ) : null}
      </div>
      <p aria-live="polite" className="text-sm text-slate-500">
        {status}
      </p>
      {count > 1 ? (
        <ul className="flex gap-2 overflow-x-auto pb-1">
          {pictures.map((p, i) => (
            <li key={p.url} className="shrink-0">
              <button
                type="button"
                onClick={() => setIndex(i)}
                aria-current={i === index}
                aria-label={intl.formatMessage(m.picture, { number: i + 1, count })}
                className={`block overflow-hidden rounded-lg border-2 ${i === index ? 'border-teal-600' : 'border-transparent'}`}
              >
                <img
                  src={p.thumbUrl}
                  alt=""
                  width={96}
                  height={60}
                  loading="lazy"
                  className="h-15 w-24 object-cover"
                />
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
