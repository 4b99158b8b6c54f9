import type { ReactNode } from 'react';

interface MessageBubbleProps {
  mine: boolean;
  /** The sender's name above others' messages. */
  sender?: string;
  /** Plain text, rendered as text (never as HTML), keeping its line breaks. */
  body?: string;
  /** Replaces the body, e.g. the inline editor. */
  children?: ReactNode;
  /** Time, edited marker, status and actions. */
  meta: ReactNode;
  failed?: boolean;
}

/** One message: the viewer's own at the end of the line (left in Persian), others' at the start. */
export function MessageBubble({ mine, sender, body, children, meta, failed = false }: MessageBubbleProps) {
  const tone = failed
    ? 'border border-red-300 bg-red-50 text-red-950'
    : mine
      ? 'bg-teal-700 text-white'
      : 'border border-slate-200 bg-white text-slate-900';
  return (
    <div className={`flex ${mine ? 'justify-end' : 'justify-start'}`}>
      <div className={`flex max-w-[85%] flex-col gap-1 sm:max-w-[70%] ${mine ? 'items-end' : 'items-start'}`}>
        {sender ? <span className="px-1 text-xs font-semibold text-slate-600">{sender}</span> : null}
        {children ?? (
          <p
            dir="auto"
            className={`rounded-2xl px-4 py-2 text-start leading-7 break-words whitespace-pre-wrap shadow-sm ${tone} ${mine ? 'rounded-ee-sm' : 'rounded-es-sm'}`}
          >
            {body}
          </p>
        )}
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1 px-1 text-xs text-slate-600">{meta}</div>
      </div>
    </div>
  );
}
