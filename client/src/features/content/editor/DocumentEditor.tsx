import { contentFigures, contentItemLimits as L } from '@platform/rules/content-items';
import { useId, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { moved } from '../../../shared/moved';
import { secondaryButtonClass } from '../../../ui/buttons';
import { fieldClass } from '../Field';
import type { DocumentForm, EditorProblem } from './documentForm';
import { editorMessages as m, editorProblemMessages, figureChoiceMessages } from './messages';

type Problems = Record<string, EditorProblem>;

function ProblemText({ id, problem }: { id: string; problem: EditorProblem | undefined }) {
  const intl = useIntl();
  if (!problem) return null;
  return (
    <p id={id} className="text-sm font-medium text-red-700">
      {intl.formatMessage(editorProblemMessages[problem.kind], {
        max: intl.formatNumber(problem.max ?? 0),
      })}
    </p>
  );
}

/** A text field of the editor: a line, or several when `rows` is given; `dir="auto"` for any language's words. */
function TextField({
  label,
  value,
  onChange,
  problem,
  max,
  rows,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  problem: EditorProblem | undefined;
  max: number;
  rows?: number;
}) {
  const id = useId();
  const common = {
    id,
    value,
    dir: 'auto' as const,
    maxLength: max,
    className: fieldClass,
    'aria-invalid': problem ? (true as const) : undefined,
    'aria-describedby': problem ? `${id}-problem` : undefined,
  };
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {label}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type="text" onChange={(e) => onChange(e.target.value)} />
      )}
      <ProblemText id={`${id}-problem`} problem={problem} />
    </div>
  );
}

/** A list of entries the admin adds, removes and reorders, with how many there may be. */
function ListEditor<T>({
  title,
  path,
  entries,
  max,
  blank,
  problems,
  onChange,
  children,
}: {
  title: string;
  path: string;
  entries: readonly T[];
  max: number;
  blank: T;
  problems: Problems;
  onChange: (entries: T[]) => void;
  children: (entry: T, update: (entry: T) => void, index: number) => ReactNode;
}) {
  const intl = useIntl();
  const headingId = useId();
  return (
    <fieldset
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 id={headingId} className="font-bold text-slate-900">
          {title}
        </h3>
        <span className="text-xs text-slate-500">
          {intl.formatMessage(m.count, {
            count: intl.formatNumber(entries.length),
            max: intl.formatNumber(max),
          })}
        </span>
      </div>
      <ProblemText id={`${headingId}-problem`} problem={problems[path]} />
      <ol className="space-y-4">
        {entries.map((entry, i) => (
          <li key={i} className="space-y-2 border-t border-slate-100 pt-3 first:border-0 first:pt-0">
            {children(entry, (next) => onChange(entries.map((e, j) => (j === i ? next : e))), i)}
            <div className="flex flex-wrap gap-2">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={i === 0}
                onClick={() => onChange(moved(entries, i, i - 1))}
              >
                {intl.formatMessage(m.moveUp)}
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={i === entries.length - 1}
                onClick={() => onChange(moved(entries, i, i + 1))}
              >
                {intl.formatMessage(m.moveDown)}
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() => onChange(entries.filter((_, j) => j !== i))}
              >
                {intl.formatMessage(m.remove)}
              </button>
            </div>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={entries.length >= max}
        onClick={() => onChange([...entries, blank])}
      >
        {intl.formatMessage(m.add)}
      </button>
    </fieldset>
  );
}

/** The fields of one language's words: title, summary, sections, claims, steps and questions. */
export function DocumentEditor({
  form,
  problems,
  onChange,
}: {
  form: DocumentForm;
  problems: Problems;
  onChange: (form: DocumentForm) => void;
}) {
  const intl = useIntl();
  const t = (message: MessageDescriptor) => intl.formatMessage(message);
  const set =
    <K extends keyof DocumentForm>(key: K) =>
    (value: DocumentForm[K]) =>
      onChange({ ...form, [key]: value });
  return (
    <div className="space-y-5">
      <TextField
        label={t(m.title)}
        value={form.title}
        onChange={set('title')}
        problem={problems.title}
        max={L.titleMax}
      />
      <TextField
        label={t(m.summary)}
        value={form.summary}
        onChange={set('summary')}
        problem={problems.summary}
        max={L.summaryMax}
        rows={3}
      />
      <ListEditor
        title={t(m.sections)}
        path="sections"
        entries={form.sections}
        max={L.sections}
        blank={{ heading: '', body: '' }}
        problems={problems}
        onChange={set('sections')}
      >
        {(section, update, i) => (
          <>
            <TextField
              label={t(m.heading)}
              value={section.heading}
              onChange={(heading) => update({ ...section, heading })}
              problem={problems[`sections.${i}.heading`]}
              max={L.headingMax}
            />
            <TextField
              label={t(m.body)}
              value={section.body}
              onChange={(body) => update({ ...section, body })}
              problem={problems[`sections.${i}.body`]}
              max={L.bodyMax}
              rows={6}
            />
          </>
        )}
      </ListEditor>
      <ListEditor
        title={t(m.claims)}
        path="claims"
        entries={form.claims}
        max={L.claims}
        blank={{ value: '', label: '', figure: '' }}
        problems={problems}
        onChange={set('claims')}
      >
        {(claim, update, i) => (
          <div className="grid gap-3 sm:grid-cols-3">
            <TextField
              label={t(m.claimValue)}
              value={claim.value}
              onChange={(value) => update({ ...claim, value })}
              problem={problems[`claims.${i}.value`]}
              max={L.claimValueMax}
            />
            <TextField
              label={t(m.claimLabel)}
              value={claim.label}
              onChange={(label) => update({ ...claim, label })}
              problem={problems[`claims.${i}.label`]}
              max={L.claimLabelMax}
            />
            <FigureSelect value={claim.figure} onChange={(figure) => update({ ...claim, figure })} />
          </div>
        )}
      </ListEditor>
      <ListEditor
        title={t(m.steps)}
        path="steps"
        entries={form.steps}
        max={L.steps}
        blank={{ title: '', text: '' }}
        problems={problems}
        onChange={set('steps')}
      >
        {(step, update, i) => (
          <>
            <TextField
              label={t(m.stepTitle)}
              value={step.title}
              onChange={(title) => update({ ...step, title })}
              problem={problems[`steps.${i}.title`]}
              max={L.stepTitleMax}
            />
            <TextField
              label={t(m.stepText)}
              value={step.text}
              onChange={(text) => update({ ...step, text })}
              problem={problems[`steps.${i}.text`]}
              max={L.stepTextMax}
              rows={2}
            />
          </>
        )}
      </ListEditor>
      <ListEditor
        title={t(m.faq)}
        path="faq"
        entries={form.faq}
        max={L.faq}
        blank={{ question: '', answer: '' }}
        problems={problems}
        onChange={set('faq')}
      >
        {(entry, update, i) => (
          <>
            <TextField
              label={t(m.question)}
              value={entry.question}
              onChange={(question) => update({ ...entry, question })}
              problem={problems[`faq.${i}.question`]}
              max={L.questionMax}
            />
            <TextField
              label={t(m.answer)}
              value={entry.answer}
              onChange={(answer) => update({ ...entry, answer })}
              problem={problems[`faq.${i}.answer`]}
              max={L.answerMax}
              rows={3}
            />
          </>
        )}
      </ListEditor>
    </div>
  );
}

function FigureSelect({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const intl = useIntl();
  const id = useId();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold text-slate-800">
        {intl.formatMessage(m.claimFigure)}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={fieldClass}>
        <option value="">{intl.formatMessage(m.noFigure)}</option>
        {contentFigures.map((figure) => (
          <option key={figure} value={figure}>
            {intl.formatMessage(figureChoiceMessages[figure])}
          </option>
        ))}
      </select>
    </div>
  );
}
