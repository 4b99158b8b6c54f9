import { assessmentLimits } from '@platform/rules/assessments';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../app/LocaleContext';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { fieldProblemText, serverFieldErrors, type FieldErrors } from '../../../ui/fieldErrors';
import { QuestionInputView, type Answer } from '../../../shared/tests/QuestionInput';
import {
  difficulties,
  itemInput,
  itemProblems,
  languages,
  localDigits,
  optionKeys,
  questionKinds,
  type ItemForm,
  type Language,
} from '../forms';
import {
  difficultyMessages,
  kindMessages,
  languageMessages,
  problemMessages,
  testAdminMessages as m,
} from '../messages';
import { useSaveTestQuestionMutation } from '../mutations/useSaveTestQuestionMutation';
import { CheckboxField, Problem, SelectField, TextInput, TextsField } from './fields';

/** The shared rules' limits, so that no one types what will be refused. */
const { promptMax, optionMax } = assessmentLimits;

/** The server's field paths as the form's: `options.1.text.en`, and `correct` for any of its keys. */
function formErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, code] of Object.entries(errors)) out[path.replace(/^correct\.\d+$/, 'correct')] ??= code;
  return out;
}

/**
 * An item of a test's bank in Persian, English and Azerbaijani with a preview of it as a taker sees it. Saving an
 * item whose text, options or answer changed makes a new version; retiring keeps it for the sessions that drew it.
 */
export function ItemEditor({
  testId,
  categories,
  initial,
  isNew,
  savedVersion,
  onSaved,
}: {
  testId: string;
  categories: readonly { key: string; name: string }[];
  initial: ItemForm;
  isNew: boolean;
  /** The version just saved, when the page shows the item again after saving it: said in the form's status. */
  savedVersion?: number;
  onSaved: (key: string, version: number) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const [form, setForm] = useState(() => {
    const digits = (text: string) => localDigits(text, (d) => intl.formatNumber(d));
    return {
      ...initial,
      numericValue: digits(initial.numericValue),
      numericTolerance: digits(initial.numericTolerance),
    };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(() =>
    savedVersion === undefined ? null : intl.formatMessage(m.savedVersion, { version: savedVersion }),
  );
  const [previewLanguage, setPreviewLanguage] = useState<Language>(locale);
  const [previewAnswer, setPreviewAnswer] = useState<Answer | null>(null);
  const [commit, saving] = useSaveTestQuestionMutation();
  const set = <K extends keyof ItemForm>(field: K, value: ItemForm[K]) =>
    setForm((f) => ({ ...f, [field]: value }));
  const problem = (path: string) => fieldProblemText(intl, errors[path], problemMessages);
  const choice = form.kind === 'SINGLE_CHOICE' || form.kind === 'MULTIPLE_CHOICE';

  const save = (item: ItemForm) => {
    const local = itemProblems(item);
    if (Object.keys(local).length) {
      setErrors(local);
      setStatus(intl.formatMessage(m.failed));
      return;
    }
    setStatus(null);
    commit({
      variables: { input: itemInput(testId, item) },
      onCompleted: ({ saveTestQuestion: result }) => {
        if (result.__typename === 'MutationSaveTestQuestionSuccess') {
          setErrors({});
          setForm((f) => ({ ...f, active: result.data.active }));
          setStatus(intl.formatMessage(m.savedVersion, { version: result.data.version }));
          onSaved(result.data.key, result.data.version);
        } else if (result.__typename === 'ValidationError') {
          setErrors(formErrors(serverFieldErrors(result.problems)));
          setStatus(intl.formatMessage(m.failed));
        } else {
          setStatus(intl.formatMessage(problemMessages.NOT_FOUND));
        }
      },
      onError: () => setStatus(intl.formatMessage(m.failed)),
    });
  };

  const toggleRight = (key: string) =>
    set(
      'correct',
      form.kind === 'SINGLE_CHOICE'
        ? [key]
        : form.correct.includes(key)
          ? form.correct.filter((k) => k !== key)
          : [...form.correct, key].sort(),
    );

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <form
        className="space-y-4"
        aria-label={
          isNew ? intl.formatMessage(m.newItem) : intl.formatMessage(m.editItem, { key: initial.key })
        }
        onSubmit={(event) => {
          event.preventDefault();
          save(form);
        }}
      >
        <p className="text-sm text-slate-600">{intl.formatMessage(m.versionRule)}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <TextInput
            name="key"
            label={intl.formatMessage(m.key)}
            hint={intl.formatMessage(m.keyHint)}
            value={form.key}
            onChange={(v) => set('key', v)}
            error={problem('key')}
            dir="ltr"
            maxLength={40}
            readOnly={!isNew}
          />
          <SelectField
            name="kind"
            label={intl.formatMessage(m.kind)}
            value={form.kind}
            values={questionKinds}
            nameOf={(k) => intl.formatMessage(kindMessages[k])}
            onChange={(v) => set('kind', v)}
            error={problem('kind')}
            disabled={!isNew}
          />
          <SelectField
            name="difficulty"
            label={intl.formatMessage(m.difficulty)}
            value={form.difficulty}
            values={difficulties}
            nameOf={(d) => intl.formatMessage(difficultyMessages[d])}
            onChange={(v) => set('difficulty', v)}
          />
          <SelectField
            name="category"
            label={intl.formatMessage(m.category)}
            value={form.category}
            values={categories.map((c) => c.key)}
            nameOf={(k) => categories.find((c) => c.key === k)?.name ?? k}
            onChange={(v) => set('category', v)}
            error={problem('category')}
          />
          <TextInput
            name="skill"
            label={intl.formatMessage(m.skill)}
            value={form.skill}
            onChange={(v) => set('skill', v)}
            error={problem('skill')}
            dir="ltr"
            maxLength={40}
          />
          <TextInput
            name="pairKey"
            label={intl.formatMessage(m.pairKey)}
            hint={intl.formatMessage(m.pairKeyHint)}
            value={form.pairKey}
            onChange={(v) => set('pairKey', v)}
            error={problem('pairKey')}
            dir="ltr"
            maxLength={40}
          />
          {form.kind === 'AGREEMENT_SCALE' ? (
            <>
              <SelectField
                name="trait"
                label={intl.formatMessage(m.trait)}
                value={form.trait}
                values={['', ...categories.map((c) => c.key)]}
                nameOf={(k) => categories.find((c) => c.key === k)?.name ?? k}
                onChange={(v) => set('trait', v)}
                error={problem('trait')}
              />
              <CheckboxField
                name="reverseKeyed"
                label={intl.formatMessage(m.reverseKeyed)}
                checked={form.reverseKeyed}
                onChange={(v) => set('reverseKeyed', v)}
              />
            </>
          ) : null}
        </div>
        <div className="flex flex-wrap gap-6">
          <CheckboxField
            name="sample"
            label={intl.formatMessage(m.sample)}
            checked={form.sample}
            onChange={(v) => set('sample', v)}
          />
          <CheckboxField
            name="active"
            label={intl.formatMessage(m.active)}
            checked={form.active}
            onChange={(v) => set('active', v)}
          />
        </div>
        <TextsField
          name="prompt"
          label={intl.formatMessage(m.prompt)}
          value={form.prompt}
          onChange={(v) => set('prompt', v)}
          errorOf={(l) => problem(`prompt.${l}`)}
          maxLength={promptMax}
          multiline
        />
        {choice ? (
          <fieldset className="space-y-3">
            <legend className="text-sm font-semibold text-slate-800">{intl.formatMessage(m.options)}</legend>
            <Problem text={problem('options') ?? problem('correct')} />
            {form.options.map((option, i) => (
              <div key={option.key} className="space-y-2">
                <TextsField
                  name={`options.${i}`}
                  label={intl.formatMessage(m.option, { key: option.key })}
                  value={option.text}
                  onChange={(text) =>
                    set(
                      'options',
                      form.options.map((o, j) => (j === i ? { ...o, text } : o)),
                    )
                  }
                  errorOf={(l) => problem(`options.${i}.text.${l}`)}
                  maxLength={optionMax}
                />
                <CheckboxField
                  name={`right.${option.key}`}
                  label={intl.formatMessage(m.rightOption, { key: option.key })}
                  checked={form.correct.includes(option.key)}
                  onChange={() => toggleRight(option.key)}
                />
              </div>
            ))}
            <div className="flex flex-wrap gap-3">
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={form.options.length >= optionKeys.length}
                onClick={() =>
                  set('options', [
                    ...form.options,
                    { key: optionKeys[form.options.length]!, text: { fa: '', en: '', az: '' } },
                  ])
                }
              >
                {intl.formatMessage(m.addOption)}
              </button>
              <button
                type="button"
                className={secondaryButtonClass}
                disabled={form.options.length <= 2}
                onClick={() => {
                  const removed = form.options.at(-1)!.key;
                  setForm((f) => ({
                    ...f,
                    options: f.options.slice(0, -1),
                    correct: f.correct.filter((k) => k !== removed),
                  }));
                }}
              >
                {intl.formatMessage(m.removeOption)}
              </button>
            </div>
          </fieldset>
        ) : null}
        {form.kind === 'NUMERIC' ? (
          <div className="grid gap-3 sm:grid-cols-2">
            <TextInput
              name="numericValue"
              label={intl.formatMessage(m.numericValue)}
              value={form.numericValue}
              onChange={(v) => set('numericValue', v)}
              error={problem('numericValue')}
              dir="ltr"
              inputMode="decimal"
            />
            <TextInput
              name="numericTolerance"
              label={intl.formatMessage(m.numericTolerance)}
              value={form.numericTolerance}
              onChange={(v) => set('numericTolerance', v)}
              error={problem('numericTolerance')}
              dir="ltr"
              inputMode="decimal"
            />
          </div>
        ) : null}
        <TextsField
          name="explanation"
          label={intl.formatMessage(m.explanation)}
          value={form.explanation}
          onChange={(v) => set('explanation', v)}
          errorOf={(l) => problem(`explanation.${l}`)}
          maxLength={promptMax}
          multiline
        />
        <div className="flex flex-wrap items-center gap-3">
          <button type="submit" className={primaryButtonClass} disabled={saving}>
            {intl.formatMessage(saving ? m.saving : m.save)}
          </button>
          {!isNew ? (
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={saving}
              onClick={() => save({ ...initial, active: !form.active })}
            >
              {intl.formatMessage(form.active ? m.retire : m.restore)}
            </button>
          ) : null}
          <p role="status" className="text-sm text-slate-700">
            {status}
          </p>
        </div>
      </form>
      <aside className="space-y-3 self-start rounded-2xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-4">
        <h3 className="text-lg font-bold text-slate-900">{intl.formatMessage(m.preview)}</h3>
        <p className="text-sm text-slate-600">{intl.formatMessage(m.previewHint)}</p>
        <div className="flex gap-2" role="group" aria-label={intl.formatMessage(m.preview)}>
          {languages.map((l) => (
            <button
              key={l}
              type="button"
              aria-pressed={previewLanguage === l}
              className={`rounded-lg border px-3 py-1 text-sm ${previewLanguage === l ? 'border-teal-600 bg-teal-50 text-teal-900' : 'border-slate-200'}`}
              onClick={() => setPreviewLanguage(l)}
            >
              {intl.formatMessage(languageMessages[l])}
            </button>
          ))}
        </div>
        <div
          data-testid="item-preview"
          dir={previewLanguage === 'fa' ? 'rtl' : 'ltr'}
          lang={previewLanguage}
          className="space-y-4"
        >
          <p className="text-lg leading-8 whitespace-pre-line text-slate-900">
            {form.prompt[previewLanguage] || intl.formatMessage(m.previewEmpty)}
          </p>
          <QuestionInputView
            key={form.kind}
            question={{
              position: 0,
              kind: form.kind,
              options: choice ? form.options.map((o) => ({ key: o.key, text: o.text[previewLanguage] })) : [],
            }}
            answer={previewAnswer}
            disabled={false}
            onAnswer={setPreviewAnswer}
          />
        </div>
      </aside>
    </div>
  );
}
