import { lazy, Suspense, useEffect, useRef, useState, type ComponentType, type RefObject } from 'react';
import { secondaryButtonClass } from '../../ui/buttons';

/** Once the form it follows has loaded, moves focus to its first field (the button that opened it is gone). */
function FocusFirstField({ box }: { box: RefObject<HTMLDivElement | null> }) {
  useEffect(() => {
    box.current?.querySelector<HTMLElement>('input:not([tabindex="-1"]), select, textarea')?.focus();
  }, [box]);
  return null;
}

/**
 * A form a reader opens when they want to write: its code (fields, rules, captcha) is fetched then, not with the
 * page, which most readers only read. Focus moves to its first field once it is there.
 */
export function OpenableForm<P extends object>({
  label,
  form: Form,
  props,
}: {
  label: string;
  form: ComponentType<P>;
  props: P;
}) {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  if (!open)
    return (
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  return (
    <div ref={box}>
      <Suspense fallback={<p aria-busy="true" className="h-40 animate-pulse rounded-xl bg-slate-100" />}>
        <Form {...props} />
        <FocusFirstField box={box} />
      </Suspense>
    </div>
  );
}

export const LazyCommentForm = lazy(() =>
  import('./feedback/CommentForm').then((module) => ({ default: module.CommentForm })),
);
export const LazyTestimonialForm = lazy(() =>
  import('./feedback/TestimonialForm').then((module) => ({ default: module.TestimonialForm })),
);
