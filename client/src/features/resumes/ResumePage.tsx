import {
  languageLevels,
  resumeDocumentRules,
  resumeLimits as L,
  resumeLocales,
  type LanguageLevel,
  type ResumeLocale,
} from '@platform/rules/resumes';
import { useState, type FormEvent, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useSearchParams } from 'react-router';
import type { ResumePageDeleteMutation } from '../../__generated__/ResumePageDeleteMutation.graphql';
import type { ResumePageOpenMutation } from '../../__generated__/ResumePageOpenMutation.graphql';
import type { ResumePageQuery } from '../../__generated__/ResumePageQuery.graphql';
import type { ResumePageSaveMutation } from '../../__generated__/ResumePageSaveMutation.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { languageNameMessages } from '../../app/messages';
import { PanelPage } from '../../app/PanelPage';
import { toast } from '../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { fieldProblemText, serverFieldErrors, validate, type FieldErrors } from '../../ui/fieldErrors';
import { MonthPicker } from '../../ui/MonthPicker';
import { resumeViewMessages } from '../../shared/resumes/messages';
import { SkillsInput } from '../../ui/SkillsInput';
import { resumeBuilderMessages as m, resumeErrorMessages, resumeEvaluationMessages as ev } from './messages';
import { ResumeView } from '../../shared/resumes/ResumeView';
import { resumeLanguageOf } from './addresses';
import { ResumeFileBox } from './ResumeFileBox';

export interface ResumePageLoaderData {
  queryRef: PreloadedQuery<ResumePageQuery>;
}

/** What the builder reads of the résumé in one language (the operation's `$locale`), and what saving answers with. */
export const resumeFields = graphql`
  fragment ResumePage_resume on Resume {
    id
    locales
    pdfPath(locale: $locale)
    openToEmployers
    ...ResumeFileBox_resume
    evaluation {
      verdict
      note
      changedSince
    }
    document(locale: $locale) {
      fullName
      headline
      email
      phone
      place
      summary
      experience {
        title
        organization
        place
        start
        end
        description
      }
      education {
        school
        degree
        field
        start
        end
      }
      skills
      languages {
        name
        level
      }
      projects {
        title
        url
        description
      }
      links {
        label
        url
      }
      ...ResumeView_document
    }
  }
`;

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 aria-invalid:border-red-600';
const labelClass = 'flex flex-col gap-1.5 text-sm font-semibold text-slate-800';
const boxClass = 'space-y-3 rounded-2xl border border-slate-200 bg-white p-5';

/** The months a position or a course of study may start or end in: from 1950 to six years ahead (expected ends). */
const firstMonth = '1950-01';
const lastMonth = `${new Date().getUTCFullYear() + 6}-12`;

type Entry = Record<string, string>;
interface Values {
  fullName: string;
  headline: string;
  email: string;
  phone: string;
  place: string;
  summary: string;
  skills: string[];
  experience: Entry[];
  education: Entry[];
  languages: Entry[];
  projects: Entry[];
  links: Entry[];
}
type ListKey = 'experience' | 'education' | 'languages' | 'projects' | 'links';

const blank: Record<ListKey, Entry> = {
  experience: { title: '', organization: '', place: '', start: '', end: '', description: '' },
  education: { school: '', degree: '', field: '', start: '', end: '' },
  languages: { name: '', level: 'FLUENT' },
  projects: { title: '', url: '', description: '' },
  links: { label: '', url: '' },
};

const strings = (entry: Readonly<Record<string, unknown>>): Entry =>
  Object.fromEntries(
    Object.entries(entry).flatMap(([k, v]) =>
      k.startsWith(' ') || k.startsWith('$') ? [] : [[k, String(v ?? '')]],
    ),
  );
const orNull = (text: string) => text.trim() || null;

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className="text-sm font-medium text-red-700">
      {text}
    </span>
  ) : null;
}

function Builder({ queryRef, language }: ResumePageLoaderData & { language: ResumeLocale }) {
  const intl = useIntl();
  const locale = useLocale();
  const { myResume: resume, viewer } = usePreloadedQuery<ResumePageQuery>(
    graphql`
      query ResumePageQuery($locale: String!) {
        viewer {
          fullName
          displayName
          email
        }
        myResume {
          ...ResumePage_resume @relay(mask: false)
        }
      }
    `,
    queryRef,
  );
  const saved = resume?.document;
  const [values, setValues] = useState<Values>(() => ({
    fullName: saved?.fullName ?? viewer?.fullName ?? viewer?.displayName ?? '',
    headline: saved?.headline ?? '',
    email: saved?.email ?? viewer?.email ?? '',
    phone: saved?.phone ?? '',
    place: saved?.place ?? '',
    summary: saved?.summary ?? '',
    skills: [...(saved?.skills ?? [])],
    experience: saved?.experience.map(strings) ?? [],
    education: saved?.education.map(strings) ?? [],
    languages: saved?.languages.map(strings) ?? [],
    projects: saved?.projects.map(strings) ?? [],
    links: saved?.links.map(strings) ?? [],
  }));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [commitSave, saving] = useMutation<ResumePageSaveMutation>(graphql`
    mutation ResumePageSaveMutation($input: SaveResumeInput!, $locale: String!) {
      saveResume(input: $input) {
        __typename
        ... on MutationSaveResumeSuccess {
          data {
            ...ResumePage_resume @relay(mask: false)
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);
  const [commitOpen, opening] = useMutation<ResumePageOpenMutation>(graphql`
    mutation ResumePageOpenMutation($open: Boolean!) {
      setResumeOpenToEmployers(open: $open) {
        __typename
        ... on MutationSetResumeOpenToEmployersSuccess {
          data {
            id
            openToEmployers
          }
        }
      }
    }
  `);
  const [commitDelete, deleting] = useMutation<ResumePageDeleteMutation>(graphql`
    mutation ResumePageDeleteMutation($locale: String!) {
      deleteResumeLanguage(locale: $locale) {
        __typename
        ... on MutationDeleteResumeLanguageSuccess {
          data {
            ...ResumePage_resume @relay(mask: false)
          }
        }
      }
    }
  `);
  const failed = () => toast.error(intl.formatMessage(m.failed));
  const errorOf = (field: string) =>
    fieldProblemText(intl, errors[field], resumeErrorMessages, {
      NAME_TOO_SHORT: { min: L.nameMin },
      NAME_TOO_LONG: { max: L.nameMax },
    });
  const invalid = (field: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `resume-${field}-error` } : {};
  const set = (patch: Partial<Values>) => setValues((v) => ({ ...v, ...patch }));
  const setEntry = (list: ListKey, index: number, key: string, value: string) =>
    set({ [list]: values[list].map((e, i) => (i === index ? { ...e, [key]: value } : e)) });

  function document() {
    return {
      fullName: values.fullName,
      headline: orNull(values.headline),
      email: orNull(values.email),
      phone: orNull(values.phone),
      place: orNull(values.place),
      summary: orNull(values.summary),
      experience: values.experience.map((e) => ({
        title: e.title ?? '',
        organization: e.organization ?? '',
        place: orNull(e.place ?? ''),
        start: e.start ?? '',
        end: orNull(e.end ?? ''),
        description: orNull(e.description ?? ''),
      })),
      education: values.education.map((e) => ({
        school: e.school ?? '',
        degree: e.degree ?? '',
        field: orNull(e.field ?? ''),
        start: e.start ?? '',
        end: orNull(e.end ?? ''),
      })),
      skills: values.skills,
      languages: values.languages.map((l) => ({
        name: l.name ?? '',
        level: (l.level ?? 'FLUENT') as LanguageLevel,
      })),
      projects: values.projects.map((p) => ({
        title: p.title ?? '',
        url: orNull(p.url ?? ''),
        description: orNull(p.description ?? ''),
      })),
      links: values.links.map((l) => ({ label: l.label ?? '', url: l.url ?? '' })),
    };
  }

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const written = document();
    const problems = validate(resumeDocumentRules, written);
    if (problems) {
      setErrors(Object.fromEntries(Object.entries(problems).map(([k, v]) => [`document.${k}`, v])));
      toast.error(intl.formatMessage(m.fixErrors));
      return;
    }
    setErrors({});
    commitSave({
      variables: { input: { locale: language, document: written }, locale: language },
      // A first save makes the résumé: the page reads it as the viewer's from now on.
      updater: (store) => {
        const made = store.getRootField('saveResume')?.getLinkedRecord('data');
        if (made) store.getRoot().setLinkedRecord(made, 'myResume');
      },
      onCompleted: ({ saveResume: result }) => {
        if (result.__typename === 'ValidationError') {
          setErrors(serverFieldErrors(result.problems));
          toast.error(intl.formatMessage(m.fixErrors));
        } else if (result.__typename === 'MutationSaveResumeSuccess')
          toast.success(intl.formatMessage(m.saved));
        else failed();
      },
      onError: failed,
    });
  }

  function setOpen(open: boolean) {
    if (!resume) return;
    commitOpen({
      variables: { open },
      // The box shows the choice at once; a refusal takes it back.
      optimisticResponse: {
        setResumeOpenToEmployers: {
          __typename: 'MutationSetResumeOpenToEmployersSuccess',
          data: { id: resume.id, openToEmployers: open },
        },
      },
      onCompleted: ({ setResumeOpenToEmployers: result }) => {
        if (result.__typename !== 'MutationSetResumeOpenToEmployersSuccess') return failed();
        toast.success(intl.formatMessage(open ? ev.opened : ev.closed));
      },
      onError: failed,
    });
  }

  function remove() {
    commitDelete({
      variables: { locale: language },
      onCompleted: ({ deleteResumeLanguage: result }) => {
        if (result.__typename !== 'MutationDeleteResumeLanguageSuccess') return failed();
        toast.success(intl.formatMessage(m.deleted));
      },
      onError: failed,
    });
  }

  const input = (
    field: string,
    label: string,
    value: string,
    onChange: (value: string) => void,
    extra: Record<string, unknown> = {},
  ) => (
    <label className={labelClass}>
      {label}
      <input
        name={field}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className={fieldClass}
        {...invalid(field)}
        {...extra}
      />
      <Problem id={`resume-${field}-error`} text={errorOf(field)} />
    </label>
  );
  const ltr = { dir: 'ltr', className: `${fieldClass} text-start` };
  const monthField = (list: ListKey, i: number, key: 'start' | 'end', label: string) => (
    <MonthPicker
      name={`document.${list}.${i}.${key}`}
      label={label}
      value={values[list][i]?.[key] ?? ''}
      onChange={(value) => setEntry(list, i, key, value)}
      first={firstMonth}
      last={lastMonth}
      emptyLabel={intl.formatMessage(key === 'end' ? m.ongoing : m.chooseMonth)}
      error={errorOf(`document.${list}.${i}.${key}`)}
    />
  );
  const list = (
    key: ListKey,
    title: string,
    addLabel: string,
    row: (i: number) => ReactNode,
    max: number,
  ) => (
    <fieldset className={boxClass}>
      <legend className="px-1 text-base font-bold text-slate-900">{title}</legend>
      <ol className="space-y-4">
        {values[key].map((_, i) => (
          <li
            key={i}
            className="grid gap-3 rounded-xl border border-slate-100 bg-slate-50 p-3 sm:grid-cols-2"
          >
            {row(i)}
            <button
              type="button"
              onClick={() => set({ [key]: values[key].filter((__, j) => j !== i) })}
              className={`${secondaryButtonClass} justify-self-start sm:col-span-2`}
            >
              {intl.formatMessage(m.remove)}
            </button>
          </li>
        ))}
      </ol>
      {values[key].length < max ? (
        <button
          type="button"
          onClick={() => set({ [key]: [...values[key], { ...blank[key] }] })}
          className={secondaryButtonClass}
        >
          {addLabel}
        </button>
      ) : null}
    </fieldset>
  );
  const entry = (k: ListKey, i: number, key: string, label: string, extra: Record<string, unknown> = {}) =>
    input(
      `document.${k}.${i}.${key}`,
      label,
      values[k][i]?.[key] ?? '',
      (v) => setEntry(k, i, key, v),
      extra,
    );
  const languageName = intl.formatMessage(languageNameMessages[language]);

  return (
    <div className="space-y-6">
      <nav aria-label={intl.formatMessage(m.languageTabs)} className="flex flex-wrap gap-2">
        {resumeLocales.map((l) => {
          const name = intl.formatMessage(languageNameMessages[l]);
          const written = resume?.locales.includes(l);
          return (
            <Link
              key={l}
              to={`${localePath(locale, '/panel/resume')}?lang=${l}`}
              aria-current={l === language ? 'page' : undefined}
              className="rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-semibold aria-[current=page]:border-teal-600 aria-[current=page]:bg-teal-50"
            >
              {intl.formatMessage(written ? m.written : m.notWritten, { language: name })}
            </Link>
          );
        })}
      </nav>
      {resume ? (
        <section aria-labelledby="resume-evaluation" className={boxClass} data-resume-evaluation>
          <h2 id="resume-evaluation" className="text-base font-bold text-slate-900">
            {intl.formatMessage(ev.title)}
          </h2>
          {resume.evaluation ? (
            <>
              <p className="font-semibold text-slate-800">
                {intl.formatMessage(resume.evaluation.verdict === 'COMPLETE' ? ev.COMPLETE : ev.NEEDS_WORK)}
              </p>
              {resume.evaluation.note ? (
                <p className="whitespace-pre-line text-slate-700">{resume.evaluation.note}</p>
              ) : null}
              {resume.evaluation.changedSince ? (
                <p className="text-sm text-slate-500">{intl.formatMessage(ev.changedSince)}</p>
              ) : null}
            </>
          ) : (
            <p className="text-sm text-slate-600">{intl.formatMessage(ev.none)}</p>
          )}
          <label className="flex items-center gap-2 text-sm font-semibold text-slate-800">
            <input
              type="checkbox"
              checked={resume.openToEmployers}
              disabled={opening}
              onChange={(event) => setOpen(event.target.checked)}
            />
            {intl.formatMessage(ev.open)}
          </label>
        </section>
      ) : null}
      <ResumeFileBox resume={resume ?? null} />
      {resume?.pdfPath ? (
        <div className="flex flex-wrap gap-3">
          <a href={resume.pdfPath} download className={primaryButtonClass} data-resume-pdf>
            {intl.formatMessage(m.download)}
          </a>
          <button type="button" onClick={remove} disabled={deleting} className={secondaryButtonClass}>
            {intl.formatMessage(m.deleteLanguage)}
          </button>
        </div>
      ) : null}
      <form onSubmit={save} noValidate className="space-y-6" lang={language}>
        <h2 className="text-lg font-bold text-slate-900">
          {intl.formatMessage(m.writingIn, { language: languageName })}
        </h2>
        <fieldset className={`${boxClass} grid gap-4 sm:grid-cols-2`}>
          <legend className="px-1 text-base font-bold text-slate-900">{intl.formatMessage(m.who)}</legend>
          {input(
            'document.fullName',
            intl.formatMessage(m.fullName),
            values.fullName,
            (v) => set({ fullName: v }),
            {
              maxLength: L.nameMax,
              autoComplete: 'name',
            },
          )}
          {input(
            'document.headline',
            intl.formatMessage(m.headline),
            values.headline,
            (v) => set({ headline: v }),
            {
              maxLength: L.headlineMax,
            },
          )}
          {input('document.email', intl.formatMessage(m.email), values.email, (v) => set({ email: v }), {
            type: 'email',
            autoComplete: 'email',
            ...ltr,
          })}
          {input('document.phone', intl.formatMessage(m.phone), values.phone, (v) => set({ phone: v }), {
            type: 'tel',
            autoComplete: 'tel',
            ...ltr,
          })}
          {input('document.place', intl.formatMessage(m.place), values.place, (v) => set({ place: v }), {
            maxLength: L.placeMax,
          })}
          <p className="text-sm text-slate-600 sm:col-span-2">{intl.formatMessage(m.contactNote)}</p>
          <label className={`${labelClass} sm:col-span-2`}>
            {intl.formatMessage(m.summary)}
            <textarea
              name="document.summary"
              rows={4}
              maxLength={L.summaryMax}
              value={values.summary}
              onChange={(e) => set({ summary: e.target.value })}
              className={fieldClass}
              {...invalid('document.summary')}
            />
            <Problem id="resume-document.summary-error" text={errorOf('document.summary')} />
          </label>
        </fieldset>
        {list(
          'experience',
          intl.formatMessage(m.experience),
          intl.formatMessage(m.addExperience),
          (i) => (
            <>
              {entry('experience', i, 'title', intl.formatMessage(m.jobTitle), { maxLength: L.titleMax })}
              {entry('experience', i, 'organization', intl.formatMessage(m.organization), {
                maxLength: L.titleMax,
              })}
              {monthField('experience', i, 'start', intl.formatMessage(m.start))}
              {monthField('experience', i, 'end', intl.formatMessage(m.end))}
              <div className="sm:col-span-2">
                {entry('experience', i, 'description', intl.formatMessage(m.description), {
                  maxLength: L.descriptionMax,
                })}
              </div>
            </>
          ),
          L.experience,
        )}
        {list(
          'education',
          intl.formatMessage(m.education),
          intl.formatMessage(m.addEducation),
          (i) => (
            <>
              {entry('education', i, 'school', intl.formatMessage(m.school), { maxLength: L.titleMax })}
              {entry('education', i, 'degree', intl.formatMessage(m.degree), { maxLength: L.titleMax })}
              {entry('education', i, 'field', intl.formatMessage(m.field), { maxLength: L.titleMax })}
              <span />
              {monthField('education', i, 'start', intl.formatMessage(m.start))}
              {monthField('education', i, 'end', intl.formatMessage(m.end))}
            </>
          ),
          L.education,
        )}
        <fieldset className={boxClass}>
          <legend className="px-1 text-base font-bold text-slate-900">
            {intl.formatMessage(resumeViewMessages.skills)}
          </legend>
          <SkillsInput
            name="document.skills"
            skills={values.skills}
            onChange={(skills) => set({ skills })}
            label={intl.formatMessage(m.skills)}
            hint={intl.formatMessage(m.skillsHint, { max: intl.formatNumber(L.skills) })}
            addLabel={intl.formatMessage(m.addSkill)}
            removeLabel={(skill) => intl.formatMessage(m.removeSkill, { skill })}
            language={language}
            suggestIn={language}
            error={errorOf('document.skills')}
          />
          <p className="text-sm text-slate-600">{intl.formatMessage(m.certificatesNote)}</p>
        </fieldset>
        {list(
          'languages',
          intl.formatMessage(m.languages),
          intl.formatMessage(m.addLanguage),
          (i) => (
            <>
              {entry('languages', i, 'name', intl.formatMessage(m.languageName), { maxLength: L.titleMax })}
              <label className={labelClass}>
                {intl.formatMessage(m.level)}
                <select
                  name={`document.languages.${i}.level`}
                  value={values.languages[i]?.level ?? 'FLUENT'}
                  onChange={(e) => setEntry('languages', i, 'level', e.target.value)}
                  className={fieldClass}
                >
                  {languageLevels.map((level) => (
                    <option key={level} value={level}>
                      {intl.formatMessage(resumeViewMessages[level])}
                    </option>
                  ))}
                </select>
              </label>
            </>
          ),
          L.languages,
        )}
        {list(
          'projects',
          intl.formatMessage(m.projects),
          intl.formatMessage(m.addProject),
          (i) => (
            <>
              {entry('projects', i, 'title', intl.formatMessage(m.projectTitle), { maxLength: L.titleMax })}
              {entry('projects', i, 'url', intl.formatMessage(m.url), { type: 'url', ...ltr })}
              <div className="sm:col-span-2">
                {entry('projects', i, 'description', intl.formatMessage(m.description), {
                  maxLength: L.descriptionMax,
                })}
              </div>
            </>
          ),
          L.projects,
        )}
        {list(
          'links',
          intl.formatMessage(m.links),
          intl.formatMessage(m.addLink),
          (i) => (
            <>
              {entry('links', i, 'label', intl.formatMessage(m.linkLabel), { maxLength: L.titleMax })}
              {entry('links', i, 'url', intl.formatMessage(m.url), { type: 'url', ...ltr })}
            </>
          ),
          L.links,
        )}
        <button type="submit" disabled={saving} className={primaryButtonClass}>
          {intl.formatMessage(saving ? m.saving : m.save)}
        </button>
      </form>
      {saved ? (
        <section
          aria-labelledby="resume-preview"
          className="rounded-2xl border border-slate-200 bg-white p-6"
        >
          <h2 id="resume-preview" className="mb-4 text-sm font-semibold text-slate-500">
            {intl.formatMessage(m.preview)}
          </h2>
          <ResumeView document={saved} />
        </section>
      ) : null}
    </div>
  );
}

/** /panel/resume: a signed-in person writes their résumé in each language, previews it and downloads its PDF. */
export function ResumePage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as ResumePageLoaderData;
  const [params] = useSearchParams();
  const language = resumeLanguageOf(params, useLocale());
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(m.intro)} width="narrow">
      {/* Each language is its own form: switching languages starts from what that language holds. */}
      <Builder key={language} queryRef={queryRef} language={language} />
    </PanelPage>
  );
}
