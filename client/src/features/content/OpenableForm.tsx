import { lazy, Suspense, useState, type ComponentType } from 'react';
import { secondaryButtonClass } from '../../ui/buttons';

/**
 * A form a reader opens when they want to write: its code (fields, rules, captcha) is fetched then, not with the
 * page, which most readers only read.
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
  if (!open)
    return (
      <button type="button" className={secondaryButtonClass} onClick={() => setOpen(true)}>
        {label}
      </button>
    );
  return (
    <Suspense fallback={<p aria-busy="true" className="h-40 animate-pulse rounded-xl bg-slate-100" />}>
      <Form {...props} />
    </Suspense>
  );
}

export const LazyCommentForm = lazy(() =>
  import('./feedback/CommentForm').then((module) => ({ default: module.CommentForm })),
);
export const LazyTestimonialForm = lazy(() =>
  import('./feedback/TestimonialForm').then((module) => ({ default: module.TestimonialForm })),
);
