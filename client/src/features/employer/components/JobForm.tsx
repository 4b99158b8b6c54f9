import { experienceLevels, jobPostingLimits, jobTypes } from '@platform/rules/jobs';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button, Form, Link, Text } from 'react-aria-components';
import { graphql, useFragment } from 'react-relay/hooks';
import { toast } from '../../../app/toast';
import type { JobForm_job$key } from '../../../__generated__/JobForm_job.graphql';
import type { JobForm_query$key } from '../../../__generated__/JobForm_query.graphql';
import type { fieldErrors_validationError$key } from '../../../__generated__/fieldErrors_validationError.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { directionOf, LOCALES, localePath } from '../../../app/locale';
import { languageMessages } from '../../../app/messages';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { Checkbox } from '../../../ui/Checkbox';
import { FormTextField } from '../../../ui/FormTextField';
import { validationProblems } from '../../../ui/fieldErrors';
import { reveal, useFocusFirstInvalid } from '../../../ui/formFocus';
import { JobDetailView, type JobContent } from '../../../shared/jobs/JobDetailView';
import { experienceLevelMessages, jobTypeMessages } from '../../../shared/jobs/messages';
import { currencyOf } from '@platform/rules/money';
import { checkPosting, emptyJobForm, jobFormFromJob, type JobFormValues } from '../jobForm';
import { jobFormMessages } from '../messages';
import { useCreateJobMutation, myJobsConnection } from '../mutations/useCreateJobMutation';
import { useUpdateJobMutation } from '../mutations/useUpdateJobMutation';
import { postingErrors, postingErrorText, type PostingErrors } from '../postingErrors';
import { ExpiryDateField } from './ExpiryDateField';
import { SkillsInput } from '../../../ui/SkillsInput';
import { FormSelect } from '../../../ui/FormSelect';
import { PlaceComboBox } from '../../../ui/PlaceComboBox';
import { JobTestsPicker } from './JobTestsPicker';

const panelClass = 'rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8';

/** Which form field a problem of the rules (named like the API) belongs to. */
const FIELD_OF_PROBLEM: Partial<Record<string, keyof JobFormValues>> = {
  salaryMinRials: 'salaryMin',
  salaryMaxRials: 'salaryMax',
  expiresAt: 'expiresOn',
};
const PROBLEM_OF_FIELD: Partial<Record<keyof JobFormValues, string>> = Object.fromEntries(
  Object.entries(FIELD_OF_PROBLEM).map(([problem, field]) => [field, problem]),
);

type Outcome = { kind: 'published' | 'draft' | 'saved'; slug: string };

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={panelClass}>
      <h2 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h2>
      <div className="mt-5 grid gap-5 md:grid-cols-2">{children}</div>
    </section>
  );
}

interface JobFormProps {
  /** The places a job can be in. */
  query: JobForm_query$key;
  /** The job being edited; none to post a new one. */
  job?: JobForm_job$key | null;
  /** The employer's company, offered as the company name of a new job. */
  companyName?: string;
}

/**
 * Posting or editing a job: every field of the API's input, checked with the server's own rules before
 * sending, a preview that looks like the public job page, and "save as draft" or "publish".
 */
export function JobForm({ query, job, companyName }: JobFormProps) {
  const intl = useIntl();
  const locale = useLocale();
  const { places, tests } = useFragment(
    graphql`
      fragment JobForm_query on Query {
        places(kinds: [CITY, REMOTE]) {
          id
          name
        }
        tests(first: 50) {
          edges {
            node {
              id
              title
              durationMinutes
              type
              practice
            }
          }
        }
      }
    `,
    query,
  );
  const saved = useFragment(
    graphql`
      fragment JobForm_job on Job {
        id
        slug
        status
        language
        title
        companyName
        place {
          id
        }
        type
        experienceLevel
        description
        skills
        requirements
        responsibilities
        benefits
        education
        salary {
          minRials
          maxRials
        }
        expiresAt
        permanent
        tests {
          required
          test {
            id
          }
        }
      }
    `,
    job,
  );
  const [initial] = useState(() =>
    saved
      ? jobFormFromJob(
          {
            ...saved,
            place: { id: saved.place.id },
            salary: saved.salary && { minRials: saved.salary.minRials, maxRials: saved.salary.maxRials },
          },
          locale,
        )
      : emptyJobForm(locale, companyName),
  );
  const [values, setValues] = useState<JobFormValues>(initial);
  // Practice tests are for practice: a job asks for the ones that give comparable results.
  const attachable = tests.edges.flatMap(({ node }) => (node.practice ? [] : [node]));
  const [errors, setErrors] = useState<PostingErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [preview, setPreview] = useState<JobContent | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [create, creating] = useCreateJobMutation();
  const [update, updating] = useUpdateJobMutation();
  const topRef = useRef<HTMLDivElement>(null);
  const isPending = creating || updating;
  const isDraft = !saved || saved.status === 'DRAFT';
  const adDir = directionOf(values.language);

  const change =
    <K extends keyof JobFormValues>(field: K) =>
    (value: JobFormValues[K]) => {
      setValues((current) => ({ ...current, [field]: value }));
      setFormError(null);
      const problemKey = PROBLEM_OF_FIELD[field] ?? field;
      setErrors((current) => (current[problemKey] ? { ...current, [problemKey]: undefined } : current));
    };
  const errorOf = (field: string) => postingErrorText(intl, field, errors[field]);
  const text = (field: keyof JobFormValues & string) => ({
    name: field,
    value: values[field] as string,
    onChange: change(field) as (value: string) => void,
    error: errorOf(PROBLEM_OF_FIELD[field] ?? field),
  });

  // Moving between the form, its preview and the outcome starts the reader at the top of the new step.
  const step = outcome ? 'outcome' : preview ? 'preview' : 'edit';
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    reveal(topRef.current);
  }, [step]);
  // After the step's reveal above, so that problems found leaving the preview focus their field.
  const [formRef, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>();

  function showProblems(problems: PostingErrors) {
    setErrors(problems);
    setPreview(null);
    focusInvalid();
    const missing = Object.values(problems).some((problem) => problem?.code === 'REQUIRED');
    const message = intl.formatMessage(missing ? jobFormMessages.fillRequired : jobFormMessages.fixErrors);
    setFormError(message);
    toast.error(message);
  }

  function failed(message = intl.formatMessage(jobFormMessages.saveError)) {
    setFormError(message);
    setPreview(null);
    toast.error(message);
  }

  function check() {
    const checked = checkPosting(values, locale);
    if (!checked.ok) {
      showProblems(checked.errors);
      return null;
    }
    setErrors({});
    setFormError(null);
    return checked.input;
  }

  function showPreview() {
    const input = check();
    if (!input) return;
    setPreview({
      ...input,
      place: { name: places.find((place) => place.id === input.placeId)?.name ?? '' },
      postedAt: new Date().toISOString(),
      expiresAt: input.expiresAt?.toISOString() ?? null,
      isExpired: false,
      salary:
        input.salaryMinRials == null && input.salaryMaxRials == null
          ? null
          : { minRials: input.salaryMinRials, maxRials: input.salaryMaxRials },
    });
  }

  /** `publish`: true to publish (or keep published), false to keep a draft. */
  function save(publish: boolean) {
    if (isPending) return;
    const checked = check();
    if (!checked) return;
    const input = {
      ...checked,
      expiresAt: checked.expiresAt?.toISOString() ?? null,
      tests: values.tests,
      publish,
    };
    const done = (slug: string, status: string) => {
      setOutcome({ kind: saved && !isDraft ? 'saved' : status === 'DRAFT' ? 'draft' : 'published', slug });
      setPreview(null);
    };
    const rejected = (problems: fieldErrors_validationError$key | null | undefined) =>
      showProblems(postingErrors(validationProblems(problems)));
    if (saved) {
      update({
        variables: { input: { id: saved.id, ...input } },
        onCompleted: ({ updateJob: result }) => {
          if (result.__typename === 'MutationUpdateJobSuccess') done(result.data.slug, result.data.status);
          else if (result.__typename === 'ValidationError') rejected(result.problems);
          else if (result.__typename === 'NotFoundError')
            failed(intl.formatMessage(jobFormMessages.notFound));
          else failed();
        },
        onError: () => failed(),
      });
    } else {
      create({
        variables: { input, connections: [myJobsConnection()] },
        onCompleted: ({ createJob: result }) => {
          if (result.__typename === 'MutationCreateJobSuccess') done(result.data.slug, result.data.status);
          else if (result.__typename === 'ValidationError') rejected(result.problems);
          else failed();
        },
        onError: () => failed(),
      });
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save(true);
  }

  const saveButtons = (
    <>
      {isDraft ? (
        <Button onPress={() => save(false)} isDisabled={isPending} className={secondaryButtonClass}>
          {intl.formatMessage(jobFormMessages.saveDraft)}
        </Button>
      ) : null}
      <Button type="submit" isDisabled={isPending} className={primaryButtonClass}>
        {intl.formatMessage(
          isPending
            ? jobFormMessages.saving
            : isDraft
              ? jobFormMessages.publish
              : jobFormMessages.saveChanges,
        )}
      </Button>
    </>
  );

  if (outcome) {
    const { title, message } = {
      published: { title: jobFormMessages.published, message: jobFormMessages.publishedMessage },
      draft: { title: jobFormMessages.draftSaved, message: jobFormMessages.draftSavedMessage },
      saved: { title: jobFormMessages.changesSaved, message: null },
    }[outcome.kind];
    const slug = encodeURIComponent(outcome.slug);
    return (
      <div ref={topRef} tabIndex={-1} className="outline-none">
        <section
          role="status"
          aria-labelledby="job-form-outcome"
          className={`${panelClass} border-teal-300 bg-teal-50`}
        >
          <h2 id="job-form-outcome" className="text-xl font-bold text-teal-900">
            {intl.formatMessage(title)}
          </h2>
          {message ? <p className="mt-2 text-teal-900">{intl.formatMessage(message)}</p> : null}
          <div className="mt-5 flex flex-wrap gap-3">
            <Link href={localePath(locale, `/jobs/${slug}`)} className={primaryButtonClass}>
              {intl.formatMessage(jobFormMessages.viewJob)}
            </Link>
            <Link href={localePath(locale, `/panel/jobs/${slug}/edit`)} className={secondaryButtonClass}>
              {intl.formatMessage(jobFormMessages.editAgain)}
            </Link>
            <Link href={localePath(locale, '/panel/jobs')} className={secondaryButtonClass}>
              {intl.formatMessage(jobFormMessages.backToMyJobs)}
            </Link>
            {saved ? null : (
              <Button
                onPress={() => {
                  setValues(emptyJobForm(locale, companyName));
                  setOutcome(null);
                }}
                className={secondaryButtonClass}
              >
                {intl.formatMessage(jobFormMessages.postAnother)}
              </Button>
            )}
          </div>
        </section>
      </div>
    );
  }

  if (preview) {
    return (
      <div ref={topRef} tabIndex={-1} className="space-y-6 outline-none">
        <Form
          onSubmit={submit}
          className="space-y-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 sm:p-6"
        >
          <p className="font-semibold text-amber-900">{intl.formatMessage(jobFormMessages.previewNotice)}</p>
          <div className="flex flex-wrap gap-3">
            <Button onPress={() => setPreview(null)} isDisabled={isPending} className={secondaryButtonClass}>
              {intl.formatMessage(jobFormMessages.backToEditing)}
            </Button>
            {saveButtons}
          </div>
        </Form>
        <JobDetailView
          preview
          job={preview}
          apply={
            <section className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-center text-slate-600">
              {intl.formatMessage(jobFormMessages.previewApply)}
            </section>
          }
        />
      </div>
    );
  }

  const optional = intl.formatMessage(jobFormMessages.optional);
  const listHint = intl.formatMessage(jobFormMessages.onePerLine, {
    max: intl.formatNumber(jobPostingLimits.listItems),
  });
  const choose = intl.formatMessage(jobFormMessages.choose);
  const toman = currencyOf(locale) === 'TOMAN';

  return (
    <div ref={topRef} tabIndex={-1} className="outline-none">
      <Form ref={formRef} onSubmit={submit} validationBehavior="aria" className="space-y-6">
        {formError ? (
          <p
            role="alert"
            className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-800"
          >
            {formError}
          </p>
        ) : null}
        <Section id="job-form-basics" title={intl.formatMessage(jobFormMessages.basics)}>
          <FormSelect
            name="language"
            label={intl.formatMessage(jobFormMessages.language)}
            placeholder={choose}
            options={LOCALES.map((code) => ({ id: code, label: intl.formatMessage(languageMessages[code]) }))}
            value={values.language}
            onChange={change('language')}
            error={errorOf('language')}
          />
          <FormTextField {...text('title')} dir="auto" label={intl.formatMessage(jobFormMessages.title)} />
          <FormTextField
            {...text('companyName')}
            dir="auto"
            label={intl.formatMessage(jobFormMessages.companyName)}
            autoComplete="organization"
          />
          <PlaceComboBox
            label={intl.formatMessage(jobFormMessages.location)}
            description={intl.formatMessage(jobFormMessages.locationHint)}
            places={places}
            value={values.placeId}
            onChange={change('placeId')}
            error={errorOf('placeId')}
          />
          <FormSelect
            name="type"
            label={intl.formatMessage(jobFormMessages.type)}
            placeholder={choose}
            options={jobTypes.map((type) => ({ id: type, label: intl.formatMessage(jobTypeMessages[type]) }))}
            value={values.type}
            onChange={change('type')}
            error={errorOf('type')}
          />
          <FormSelect
            name="experienceLevel"
            label={intl.formatMessage(jobFormMessages.experienceLevel)}
            placeholder={choose}
            options={experienceLevels.map((level) => ({
              id: level,
              label: intl.formatMessage(experienceLevelMessages[level]),
            }))}
            value={values.experienceLevel}
            onChange={change('experienceLevel')}
            error={errorOf('experienceLevel')}
          />
        </Section>

        <Section id="job-form-details" title={intl.formatMessage(jobFormMessages.details)}>
          <div className="md:col-span-2">
            <FormTextField
              {...text('description')}
              multiline
              dir="auto"
              label={intl.formatMessage(jobFormMessages.description)}
            />
          </div>
          <div className="md:col-span-2">
            <SkillsInput
              skills={values.skills}
              onChange={change('skills')}
              label={intl.formatMessage(jobFormMessages.skills)}
              hint={intl.formatMessage(jobFormMessages.skillsHint, {
                max: intl.formatNumber(jobPostingLimits.skills),
              })}
              addLabel={intl.formatMessage(jobFormMessages.addSkill)}
              removeLabel={(skill) => intl.formatMessage(jobFormMessages.removeSkill, { skill })}
              language={values.language}
              suggestIn={locale}
              error={errorOf('skills')}
              dir={adDir}
            />
          </div>
          <FormTextField
            {...text('responsibilities')}
            multiline
            dir="auto"
            label={intl.formatMessage(jobFormMessages.responsibilities)}
            description={listHint}
          />
          <FormTextField
            {...text('requirements')}
            multiline
            dir="auto"
            label={intl.formatMessage(jobFormMessages.requirements)}
            description={listHint}
          />
          <FormTextField
            {...text('benefits')}
            multiline
            dir="auto"
            label={intl.formatMessage(jobFormMessages.benefits)}
            description={listHint}
          />
          <FormTextField
            {...text('education')}
            dir="auto"
            label={intl.formatMessage(jobFormMessages.education)}
            description={optional}
          />
        </Section>

        <Section id="job-form-terms" title={intl.formatMessage(jobFormMessages.terms)}>
          <FormTextField
            {...text('salaryMin')}
            dir="ltr"
            label={intl.formatMessage(
              toman ? jobFormMessages.salaryMinToman : jobFormMessages.salaryMinRials,
            )}
            description={intl.formatMessage(jobFormMessages.salaryHint)}
          />
          <FormTextField
            {...text('salaryMax')}
            dir="ltr"
            label={intl.formatMessage(
              toman ? jobFormMessages.salaryMaxToman : jobFormMessages.salaryMaxRials,
            )}
          />
          <ExpiryDateField
            value={values.expiresOn}
            initial={initial.expiresOn}
            onChange={change('expiresOn')}
            error={errorOf('expiresAt')}
          />
          <div className="space-y-1 self-center">
            <Checkbox
              isSelected={values.permanent}
              onChange={change('permanent')}
              aria-describedby="job-form-permanent-hint"
            >
              {intl.formatMessage(jobFormMessages.permanent)}
            </Checkbox>
            <Text id="job-form-permanent-hint" className="block text-xs text-slate-500">
              {intl.formatMessage(jobFormMessages.permanentHint)}
            </Text>
          </div>
        </Section>

        <Section id="job-form-tests" title={intl.formatMessage(jobFormMessages.tests)}>
          <JobTestsPicker
            tests={attachable}
            value={values.tests}
            onChange={change('tests')}
            error={errorOf('tests')}
          />
        </Section>

        <div className="flex flex-wrap gap-3">
          <Button onPress={showPreview} isDisabled={isPending} className={secondaryButtonClass}>
            {intl.formatMessage(jobFormMessages.preview)}
          </Button>
          {saveButtons}
        </div>
      </Form>
    </div>
  );
}
