import { assessmentLimits } from '@platform/rules/assessments';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../app/LocaleContext';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { fieldProblemText, serverFieldErrors, type FieldErrors } from '../../../ui/fieldErrors';
import {
  emptyTexts,
  localDigits,
  settingsInput,
  settingsProblems,
  testStatuses,
  testTypes,
  type SettingsForm,
} from '../forms';
import { problemMessages, statusMessages, testAdminMessages as m, typeMessages } from '../messages';
import { useCreateTestMutation } from '../mutations/useCreateTestMutation';
import { useUpdateTestMutation } from '../mutations/useUpdateTestMutation';
import { CheckboxField, ListField, Problem, SelectField, TextInput, TextsField } from './fields';

/** The shared rules' limits, so that no one writes what will be refused. */
const { featuresMax, featureMax, faqMax, faqQuestionMax, faqAnswerMax, topicsMax } = assessmentLimits;

const numberFields = [
  'questionsCount',
  'durationMinutes',
  'passingScore',
  'originalPriceRials',
  'priceRials',
  'reportDelayHours',
  'maxAttempts',
  'cooldownHours',
] as const;

/** A conflict by the field it is about: the practice flag once the test has sessions, else the address. */
const conflictField = (code: string) => (code === 'PRACTICE_FIXED' ? 'practice' : 'slug');

/** The server's paths (`input.test.title.fa` when updating) as the form's (`title.fa`). */
function formErrors(errors: FieldErrors): FieldErrors {
  const out: FieldErrors = {};
  for (const [path, code] of Object.entries(errors)) out[path.replace(/^test\./, '')] ??= code;
  return out;
}

/**
 * A test's settings: its address, type and status, its texts in every language, its categories and its numbers.
 * Its features, FAQ and topics are lists an admin adds to, removes from and puts in order. Creates the test when
 * `testId` is null.
 */
export function SettingsEditor({
  testId,
  initial,
  onSaved,
}: {
  testId: string | null;
  initial: SettingsForm;
  onSaved: (slug: string) => void;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const [form, setForm] = useState(() => {
    const digits = (text: string) => localDigits(text, (d) => intl.formatNumber(d));
    return {
      ...initial,
      ...Object.fromEntries(numberFields.map((f) => [f, digits(initial[f])])),
      careers: initial.careers.map((c) => ({
        ...c,
        weights: Object.fromEntries(Object.entries(c.weights).map(([k, w]) => [k, digits(w)])),
      })),
    };
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [status, setStatus] = useState<string | null>(null);
  const [create, creating] = useCreateTestMutation();
  const [update, updating] = useUpdateTestMutation();
  const saving = creating || updating;
  const set = <K extends keyof SettingsForm>(field: K, value: SettingsForm[K]) =>
    setForm((f) => ({ ...f, [field]: value }));
  const problem = (path: string) => fieldProblemText(intl, errors[path], problemMessages);

  const refused = (problems: FieldErrors) => {
    setErrors(problems);
    setStatus(intl.formatMessage(m.failed));
  };

  const submit = () => {
    const local = settingsProblems(form);
    if (Object.keys(local).length) return refused(local);
    setStatus(null);
    const input = settingsInput(form);
    if (testId === null) {
      create({
        variables: { input },
        onCompleted: ({ createTest: result }) => {
          if (result.__typename === 'MutationCreateTestSuccess') onSaved(result.data.slug);
          else if (result.__typename === 'ValidationError')
            refused(formErrors(serverFieldErrors(result.problems)));
          else if (result.__typename === 'ConflictError')
            refused({ [conflictField(result.code)]: result.code });
        },
        onError: () => setStatus(intl.formatMessage(m.failed)),
      });
      return;
    }
    update({
      variables: { input: { id: testId, test: input } },
      onCompleted: ({ updateTest: result }) => {
        if (result.__typename === 'MutationUpdateTestSuccess') {
          setErrors({});
          setStatus(intl.formatMessage(m.saved));
          onSaved(result.data.slug);
        } else if (result.__typename === 'ValidationError')
          refused(formErrors(serverFieldErrors(result.problems)));
        else if (result.__typename === 'ConflictError')
          refused({ [conflictField(result.code)]: result.code });
        else setStatus(intl.formatMessage(problemMessages.NOT_FOUND));
      },
      onError: () => setStatus(intl.formatMessage(m.failed)),
    });
  };

  return (
    <form
      className="space-y-4"
      aria-label={intl.formatMessage(testId === null ? m.newTestTitle : m.settings)}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="grid gap-3 sm:grid-cols-3">
        <TextInput
          name="slug"
          label={intl.formatMessage(m.slug)}
          hint={intl.formatMessage(m.slugHint)}
          value={form.slug}
          onChange={(v) => set('slug', v)}
          error={problem('slug')}
          dir="ltr"
          maxLength={80}
        />
        <SelectField
          name="type"
          label={intl.formatMessage(m.type)}
          value={form.type}
          values={testTypes}
          nameOf={(t) => intl.formatMessage(typeMessages[t])}
          onChange={(v) => set('type', v)}
        />
        <SelectField
          name="status"
          label={intl.formatMessage(m.status)}
          value={form.status}
          values={testStatuses}
          nameOf={(s) => intl.formatMessage(statusMessages[s])}
          onChange={(v) => set('status', v)}
        />
      </div>
      <TextsField
        name="title"
        label={intl.formatMessage(m.testTitle)}
        value={form.title}
        onChange={(v) => set('title', v)}
        errorOf={(l) => problem(`title.${l}`)}
        maxLength={140}
      />
      <TextsField
        name="summary"
        label={intl.formatMessage(m.summary)}
        value={form.summary}
        onChange={(v) => set('summary', v)}
        errorOf={(l) => problem(`summary.${l}`)}
        maxLength={500}
        multiline
      />
      <TextsField
        name="description"
        label={intl.formatMessage(m.description)}
        value={form.description}
        onChange={(v) => set('description', v)}
        errorOf={(l) => problem(`description.${l}`)}
        maxLength={4_000}
        multiline
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">{intl.formatMessage(m.categories)}</legend>
        <p className="text-sm text-slate-600">{intl.formatMessage(m.categoriesHint)}</p>
        <Problem text={problem('categories')} />
        {form.categories.map((category, i) => {
          const change = (next: Partial<typeof category>) =>
            set(
              'categories',
              form.categories.map((c, j) => (j === i ? { ...c, ...next } : c)),
            );
          return (
            <div key={i} className="space-y-2 rounded-xl bg-slate-50 p-3">
              <TextInput
                name={`categories.${i}.key`}
                label={intl.formatMessage(m.categoryKey)}
                value={category.key}
                onChange={(key) => change({ key })}
                error={problem(`categories.${i}.key`)}
                dir="ltr"
                maxLength={40}
              />
              <TextsField
                name={`categories.${i}.name`}
                label={intl.formatMessage(m.categoryName)}
                value={category.name}
                onChange={(name) => change({ name })}
                errorOf={(l) => problem(`categories.${i}.name.${l}`)}
                maxLength={100}
              />
              <TextsField
                name={`categories.${i}.advice`}
                label={intl.formatMessage(m.categoryAdvice)}
                value={category.advice}
                onChange={(advice) => change({ advice })}
                errorOf={(l) => problem(`categories.${i}.advice.${l}`)}
                maxLength={500}
              />
              {form.categories.length > 1 ? (
                <button
                  type="button"
                  className={secondaryButtonClass}
                  onClick={() =>
                    set(
                      'categories',
                      form.categories.filter((_, j) => j !== i),
                    )
                  }
                >
                  {intl.formatMessage(m.removeCategory)}
                </button>
              ) : null}
            </div>
          );
        })}
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={form.categories.length >= 10}
          onClick={() =>
            set('categories', [...form.categories, { key: '', name: emptyTexts(), advice: emptyTexts() }])
          }
        >
          {intl.formatMessage(m.addCategory)}
        </button>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
        {numberFields.map((field) => (
          <TextInput
            key={field}
            name={field}
            label={intl.formatMessage(m[field])}
            value={form[field]}
            onChange={(v) => set(field, v)}
            error={problem(field)}
            dir="ltr"
            inputMode="numeric"
          />
        ))}
      </div>
      <CheckboxField
        name="practice"
        label={intl.formatMessage(m.practice)}
        hint={intl.formatMessage(m.practiceHint)}
        checked={form.practice}
        onChange={(v) => set('practice', v)}
        error={problem('practice')}
      />
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">{intl.formatMessage(m.skills)}</legend>
        <p className="text-sm text-slate-600">{intl.formatMessage(m.skillsHint)}</p>
        {form.skills.map((skill, i) => (
          <div key={i} className="space-y-2 rounded-xl bg-slate-50 p-3">
            <TextInput
              name={`skills.${i}.key`}
              label={intl.formatMessage(m.categoryKey)}
              value={skill.key}
              onChange={(key) =>
                set(
                  'skills',
                  form.skills.map((k, j) => (j === i ? { ...k, key } : k)),
                )
              }
              error={problem(`skills.${i}.key`)}
              dir="ltr"
              maxLength={40}
            />
            <TextsField
              name={`skills.${i}.name`}
              label={intl.formatMessage(m.skillName)}
              value={skill.name}
              onChange={(name) =>
                set(
                  'skills',
                  form.skills.map((k, j) => (j === i ? { ...k, name } : k)),
                )
              }
              errorOf={(l) => problem(`skills.${i}.name.${l}`)}
              maxLength={100}
            />
            <button
              type="button"
              className={secondaryButtonClass}
              onClick={() =>
                set(
                  'skills',
                  form.skills.filter((_, j) => j !== i),
                )
              }
            >
              {intl.formatMessage(m.removeSkill)}
            </button>
          </div>
        ))}
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={form.skills.length >= 50}
          onClick={() => set('skills', [...form.skills, { key: '', name: emptyTexts() }])}
        >
          {intl.formatMessage(m.addSkill)}
        </button>
      </fieldset>
      <fieldset className="space-y-3">
        <legend className="text-sm font-semibold text-slate-800">{intl.formatMessage(m.careers)}</legend>
        <p className="text-sm text-slate-600">{intl.formatMessage(m.careersHint)}</p>
        {form.careers.map((career, i) => {
          const change = (next: Partial<typeof career>) =>
            set(
              'careers',
              form.careers.map((c, j) => (j === i ? { ...c, ...next } : c)),
            );
          const weightsProblem = Object.entries(errors).find(([path]) =>
            path.startsWith(`careers.${i}.weights`),
          )?.[1];
          return (
            <div key={i} className="space-y-2 rounded-xl bg-slate-50 p-3">
              <TextInput
                name={`careers.${i}.key`}
                label={intl.formatMessage(m.categoryKey)}
                value={career.key}
                onChange={(key) => change({ key })}
                error={problem(`careers.${i}.key`)}
                dir="ltr"
                maxLength={40}
              />
              <TextsField
                name={`careers.${i}.name`}
                label={intl.formatMessage(m.careerName)}
                value={career.name}
                onChange={(name) => change({ name })}
                errorOf={(l) => problem(`careers.${i}.name.${l}`)}
                maxLength={100}
              />
              <div className="grid gap-3 sm:grid-cols-3">
                {form.categories.map((category) => (
                  <TextInput
                    key={category.key}
                    name={`careers.${i}.weights.${category.key}`}
                    label={intl.formatMessage(m.careerWeight, {
                      category: category.name[locale] || category.key,
                    })}
                    value={career.weights[category.key] ?? ''}
                    onChange={(weight) => change({ weights: { ...career.weights, [category.key]: weight } })}
                    dir="ltr"
                    inputMode="decimal"
                  />
                ))}
              </div>
              <Problem text={fieldProblemText(intl, weightsProblem, problemMessages)} />
              <button
                type="button"
                className={secondaryButtonClass}
                onClick={() =>
                  set(
                    'careers',
                    form.careers.filter((_, j) => j !== i),
                  )
                }
              >
                {intl.formatMessage(m.removeCareer)}
              </button>
            </div>
          );
        })}
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={form.careers.length >= 10}
          onClick={() => set('careers', [...form.careers, { key: '', name: emptyTexts(), weights: {} }])}
        >
          {intl.formatMessage(m.addCareer)}
        </button>
      </fieldset>
      <ListField
        name="features"
        legend={intl.formatMessage(m.features)}
        hint={intl.formatMessage(m.featuresHint)}
        error={problem('features')}
        entries={form.features}
        max={featuresMax}
        entryName={(i) => intl.formatMessage(m.feature, { number: i + 1 })}
        blank={emptyTexts}
        addLabel={intl.formatMessage(m.addFeature)}
        onChange={(features) => set('features', features)}
        render={(feature, i, change) => (
          <TextsField
            name={`features.${i}`}
            label={intl.formatMessage(m.feature, { number: i + 1 })}
            value={feature}
            onChange={change}
            errorOf={(l) => problem(`features.${i}.${l}`)}
            maxLength={featureMax}
          />
        )}
      />
      <ListField
        name="faq"
        legend={intl.formatMessage(m.faq)}
        hint={intl.formatMessage(m.faqHint)}
        error={problem('faq')}
        entries={form.faq}
        max={faqMax}
        entryName={(i) => intl.formatMessage(m.faqEntry, { number: i + 1 })}
        blank={() => ({ question: emptyTexts(), answer: emptyTexts() })}
        addLabel={intl.formatMessage(m.addFaq)}
        onChange={(faq) => set('faq', faq)}
        render={(entry, i, change) => (
          <fieldset className="space-y-2">
            <legend className="text-sm font-semibold text-slate-700">
              {intl.formatMessage(m.faqEntry, { number: i + 1 })}
            </legend>
            <TextsField
              name={`faq.${i}.question`}
              label={intl.formatMessage(m.faqQuestion)}
              value={entry.question}
              onChange={(question) => change({ ...entry, question })}
              errorOf={(l) => problem(`faq.${i}.question.${l}`)}
              maxLength={faqQuestionMax}
            />
            <TextsField
              name={`faq.${i}.answer`}
              label={intl.formatMessage(m.faqAnswer)}
              value={entry.answer}
              onChange={(answer) => change({ ...entry, answer })}
              errorOf={(l) => problem(`faq.${i}.answer.${l}`)}
              maxLength={faqAnswerMax}
              multiline
            />
          </fieldset>
        )}
      />
      <ListField
        name="topics"
        legend={intl.formatMessage(m.topics)}
        hint={intl.formatMessage(m.topicsHint)}
        error={problem('topics')}
        entries={form.topics}
        max={topicsMax}
        entryName={(i) => intl.formatMessage(m.topic, { number: i + 1 })}
        blank={() => ''}
        addLabel={intl.formatMessage(m.addTopic)}
        onChange={(topics) => set('topics', topics)}
        render={(topic, i, change) => (
          <TextInput
            name={`topics.${i}`}
            label={intl.formatMessage(m.topic, { number: i + 1 })}
            value={topic}
            onChange={change}
            error={problem(`topics.${i}`)}
            dir="ltr"
            maxLength={40}
          />
        )}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className={primaryButtonClass} disabled={saving}>
          {intl.formatMessage(saving ? m.saving : testId === null ? m.createTest : m.save)}
        </button>
        <p role="status" className="text-sm text-slate-700">
          {status}
        </p>
      </div>
    </form>
  );
}
