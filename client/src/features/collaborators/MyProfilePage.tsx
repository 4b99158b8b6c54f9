import {
  availabilities,
  collaboratorLimits as L,
  collaboratorProfileRules,
  collaboratorRoles,
  expertiseAreas,
  profileLocales,
  type Availability,
  type CollaboratorRole,
  type Expertise,
} from '@platform/rules/collaborators';
import { toAsciiDigits } from '@platform/rules/digits';
import { currencyLabel, fromRials, toRials } from '@platform/rules/money';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useMutation, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { MyProfilePageHideMutation } from '../../__generated__/MyProfilePageHideMutation.graphql';
import type { MyProfilePagePublishMutation } from '../../__generated__/MyProfilePagePublishMutation.graphql';
import type { MyProfilePageQuery } from '../../__generated__/MyProfilePageQuery.graphql';
import type { MyProfilePageSaveMutation } from '../../__generated__/MyProfilePageSaveMutation.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { languageNameMessages } from '../../app/messages';
import { PanelPage } from '../../app/PanelPage';
import { toast } from '../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../ui/buttons';
import { fieldProblemText, serverFieldErrors, validate, type FieldErrors } from '../../ui/fieldErrors';
import { PlaceComboBox } from '../../ui/PlaceComboBox';
import { SkillsInput } from '../../ui/SkillsInput';
import { PositionsEditor, positionInput, positionValues } from './ProfilePositions';
import { namedLanguages } from './spokenLanguages';
import {
  availabilityMessages,
  expertiseMessages,
  roleMessages,
  myProfileMessages as m,
  profileErrorMessages,
  stateMessages,
} from './messages';

/** What the editor reads of the viewer's profile, and what saving it answers with. */
export const myProfileFields = graphql`
  fragment MyProfilePage_profile on Collaborator {
    id
    slug
    path
    state
    suspendedReason
    displayName
    expertise
    skills
    roles
    experience {
      title
      organization
      place
      start
      end
      description
    }
    yearsOfExperience
    hourlyRateRials
    projectRateRials
    availability
    remote
    place {
      id
    }
    languages
    words {
      locale
      headline
      bio
      projectNotes
    }
  }
`;

export interface MyProfilePageLoaderData {
  queryRef: PreloadedQuery<MyProfilePageQuery>;
}

type Locale = (typeof profileLocales)[number];

const fieldClass =
  'w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-900 shadow-sm outline-none focus:border-teal-600 focus:ring-2 focus:ring-teal-600/20 aria-invalid:border-red-600';
const labelClass = 'flex flex-col gap-1.5 text-sm font-semibold text-slate-800';

function Problem({ id, text }: { id: string; text: string | undefined }) {
  return text ? (
    <span id={id} className="text-sm font-medium text-red-700">
      {text}
    </span>
  ) : null;
}

/** A group of choices shown as chips, several of which may be chosen (expertise, languages). */
function Choices<V extends string>({
  name,
  legend,
  options,
  chosen,
  onChange,
  error,
}: {
  name: string;
  legend: string;
  options: { value: V; label: string }[];
  chosen: V[];
  onChange: (chosen: V[]) => void;
  error: string | undefined;
}) {
  const errorId = `profile-${name}-error`;
  return (
    <fieldset className="sm:col-span-2" {...(error ? { 'aria-describedby': errorId } : {})}>
      <legend className="mb-2 text-sm font-semibold text-slate-800">{legend}</legend>
      <div className="flex flex-wrap gap-2">
        {options.map(({ value, label }) => (
          <label
            key={value}
            className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm has-[:checked]:border-teal-600 has-[:checked]:bg-teal-50"
          >
            <input
              type="checkbox"
              checked={chosen.includes(value)}
              onChange={(e) =>
                onChange(e.target.checked ? [...chosen, value] : chosen.filter((v) => v !== value))
              }
            />
            {label}
          </label>
        ))}
      </div>
      <Problem id={errorId} text={error} />
    </fieldset>
  );
}

function Editor({ queryRef }: MyProfilePageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const {
    myCollaboratorProfile: saved,
    viewer,
    places,
  } = usePreloadedQuery<MyProfilePageQuery>(
    graphql`
      query MyProfilePageQuery {
        viewer {
          displayName
        }
        places(kinds: [CITY]) {
          id
          name
        }
        myCollaboratorProfile {
          ...MyProfilePage_profile @relay(mask: false)
        }
      }
    `,
    queryRef,
  );
  const wordsOf = (l: Locale) => saved?.words.find((w) => w.locale === l);
  const amount = (rials: number | null | undefined) => (rials ? String(fromRials(rials, locale)) : '');
  const [values, setValues] = useState({
    slug: saved?.slug ?? '',
    displayName: saved?.displayName ?? viewer?.displayName ?? '',
    expertise: [...(saved?.expertise ?? [])] as Expertise[],
    skills: [...(saved?.skills ?? [])],
    roles: [...(saved?.roles ?? [])] as CollaboratorRole[],
    experience: (saved?.experience ?? []).map(positionValues),
    years: String(saved?.yearsOfExperience ?? ''),
    hourlyRate: amount(saved?.hourlyRateRials),
    projectRate: amount(saved?.projectRateRials),
    availability: (saved?.availability ?? 'AVAILABLE') as Availability,
    remote: saved?.remote ?? true,
    placeId: saved?.place?.id ?? '',
    languages: [...(saved?.languages ?? [])],
    words: Object.fromEntries(
      profileLocales.map((l) => [
        l,
        {
          headline: wordsOf(l)?.headline ?? '',
          bio: wordsOf(l)?.bio ?? '',
          projectNotes: wordsOf(l)?.projectNotes ?? '',
        },
      ]),
    ) as Record<Locale, { headline: string; bio: string; projectNotes: string }>,
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The languages the last save sent, in order: the rules name a language's words by their place among them. */
  const [sent, setSent] = useState<Locale[]>([]);
  const [commitSave, saving] = useMutation<MyProfilePageSaveMutation>(graphql`
    mutation MyProfilePageSaveMutation($input: CollaboratorProfileInput!) {
      saveCollaboratorProfile(input: $input) {
        __typename
        ... on MutationSaveCollaboratorProfileSuccess {
          data {
            ...MyProfilePage_profile @relay(mask: false)
          }
        }
        ... on ValidationError {
          ...fieldErrors_validationError @alias(as: "problems")
        }
      }
    }
  `);
  const [commitPublish, publishing] = useMutation<MyProfilePagePublishMutation>(graphql`
    mutation MyProfilePagePublishMutation {
      publishCollaboratorProfile {
        __typename
        ... on MutationPublishCollaboratorProfileSuccess {
          data {
            id
            state
          }
        }
      }
    }
  `);
  const [commitHide, hiding] = useMutation<MyProfilePageHideMutation>(graphql`
    mutation MyProfilePageHideMutation {
      hideCollaboratorProfile {
        __typename
        ... on MutationHideCollaboratorProfileSuccess {
          data {
            id
            state
          }
        }
      }
    }
  `);
  const errorOf = (field: string) => fieldProblemText(intl, errors[field], profileErrorMessages);
  const invalid = (field: string) =>
    errors[field] ? { 'aria-invalid': true as const, 'aria-describedby': `profile-${field}-error` } : {};
  const failed = () => toast.error(intl.formatMessage(m.failed));

  const rials = (typed: string) => {
    const digits = toAsciiDigits(typed).replace(/[^\d]/g, '');
    return digits ? toRials(Number(digits), locale) : null;
  };

  function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const written = profileLocales.filter(
      (l) =>
        values.words[l].headline.trim() || values.words[l].bio.trim() || values.words[l].projectNotes.trim(),
    );
    const input = {
      slug: values.slug.trim().toLowerCase(),
      displayName: values.displayName,
      expertise: values.expertise,
      skills: values.skills,
      roles: values.roles,
      experience: values.experience.map(positionInput),
      yearsOfExperience: Number(toAsciiDigits(values.years) || NaN),
      hourlyRateRials: rials(values.hourlyRate),
      projectRateRials: rials(values.projectRate),
      availability: values.availability,
      remote: values.remote,
      placeId: values.placeId || null,
      languages: values.languages,
      words: written.map((l) => ({
        locale: l,
        headline: values.words[l].headline,
        bio: values.words[l].bio || null,
        projectNotes: values.words[l].projectNotes || null,
      })),
    };
    setSent(written);
    const problems = validate(collaboratorProfileRules, input);
    if (problems) {
      setErrors(problems);
      toast.error(intl.formatMessage(m.fixErrors));
      return;
    }
    setErrors({});
    commitSave({
      variables: { input },
      // A first save makes the profile: the page reads it as the viewer's from now on.
      updater: (store) => {
        const saved = store.getRootField('saveCollaboratorProfile')?.getLinkedRecord('data');
        if (saved) store.getRoot().setLinkedRecord(saved, 'myCollaboratorProfile');
      },
      onCompleted: ({ saveCollaboratorProfile: result }) => {
        if (result.__typename === 'ValidationError') {
          setErrors(serverFieldErrors(result.problems));
          toast.error(intl.formatMessage(m.fixErrors));
        } else if (result.__typename === 'MutationSaveCollaboratorProfileSuccess')
          toast.success(intl.formatMessage(m.saved));
        else failed();
      },
      onError: failed,
    });
  }

  const setVisibility = (publish: boolean) =>
    (publish ? commitPublish : commitHide)({
      variables: {},
      onCompleted: (result) => {
        const payload =
          'publishCollaboratorProfile' in result
            ? result.publishCollaboratorProfile
            : result.hideCollaboratorProfile;
        if (payload.__typename.endsWith('Success'))
          toast.success(intl.formatMessage(publish ? m.published : m.hidden));
        else failed();
      },
      onError: failed,
    });

  const set = <K extends keyof typeof values>(key: K, value: (typeof values)[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const text = (
    key: 'slug' | 'displayName' | 'years' | 'hourlyRate' | 'projectRate',
    field: string,
    label: string,
    extra: Record<string, unknown> = {},
  ) => (
    <label className={labelClass}>
      {label}
      <input
        name={key}
        value={values[key]}
        onChange={(e) => set(key, e.target.value)}
        className={fieldClass}
        {...invalid(field)}
        {...extra}
      />
      <Problem id={`profile-${field}-error`} text={errorOf(field)} />
    </label>
  );
  const currency = currencyLabel[locale];

  return (
    <form onSubmit={save} noValidate className="space-y-6">
      {saved ? (
        <section className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5">
          <p role="status" className="font-semibold text-slate-800" data-profile-state={saved.state}>
            {saved.state
              ? intl.formatMessage(m.state, {
                  state: intl.formatMessage(
                    stateMessages[saved.state as keyof typeof stateMessages] ?? stateMessages.DRAFT,
                  ),
                })
              : null}
          </p>
          {saved.state === 'SUSPENDED' && saved.suspendedReason ? (
            <p className="w-full text-sm text-red-800">
              {intl.formatMessage(m.suspended, { reason: saved.suspendedReason })}
            </p>
          ) : null}
          {saved.state === 'PUBLISHED' ? (
            <>
              <Link to={localePath(locale, saved.path)} className={secondaryButtonClass}>
                {intl.formatMessage(m.view)}
              </Link>
              <button
                type="button"
                disabled={hiding}
                onClick={() => setVisibility(false)}
                className={secondaryButtonClass}
              >
                {intl.formatMessage(m.hide)}
              </button>
            </>
          ) : saved.state !== 'SUSPENDED' ? (
            <button
              type="button"
              disabled={publishing}
              onClick={() => setVisibility(true)}
              className={primaryButtonClass}
            >
              {intl.formatMessage(m.publish)}
            </button>
          ) : null}
        </section>
      ) : null}
      <section className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        {text('displayName', 'displayName', intl.formatMessage(m.displayName), {
          maxLength: L.nameMax,
          autoComplete: 'name',
        })}
        <div className="flex flex-col gap-1">
          {text('slug', 'slug', intl.formatMessage(m.slug), {
            maxLength: L.slugMax,
            dir: 'ltr',
            className: `${fieldClass} text-start`,
          })}
          <span className="text-xs text-slate-500">{intl.formatMessage(m.slugHint)}</span>
        </div>
        <Choices
          name="expertise"
          legend={intl.formatMessage(m.expertise)}
          options={expertiseAreas.map((area) => ({
            value: area,
            label: intl.formatMessage(expertiseMessages[area]),
          }))}
          chosen={values.expertise}
          onChange={(chosen) => set('expertise', chosen)}
          error={errorOf('expertise')}
        />
        <div className="space-y-1.5 sm:col-span-2">
          <SkillsInput
            skills={values.skills}
            onChange={(chosen) => set('skills', chosen)}
            label={intl.formatMessage(m.skills)}
            hint={intl.formatMessage(m.skillsHint, { max: intl.formatNumber(L.skills) })}
            addLabel={intl.formatMessage(m.addSkill)}
            removeLabel={(skill) => intl.formatMessage(m.removeSkill, { skill })}
            suggestIn={locale}
            error={errorOf('skills')}
          />
          <p className="flex flex-wrap gap-x-1.5 text-sm text-slate-600">
            <span>{intl.formatMessage(m.verifiedNote)}</span>
            <Link to={localePath(locale, '/tests')} className="font-semibold text-teal-700 hover:underline">
              {intl.formatMessage(m.takeTest)}
            </Link>
          </p>
        </div>
        {text('years', 'yearsOfExperience', intl.formatMessage(m.years), {
          inputMode: 'numeric',
          dir: 'ltr',
          className: `${fieldClass} text-start`,
        })}
        <label className={labelClass}>
          {intl.formatMessage(m.availability)}
          <select
            name="availability"
            value={values.availability}
            onChange={(e) => set('availability', e.target.value as Availability)}
            className={fieldClass}
          >
            {availabilities.map((a) => (
              <option key={a} value={a}>
                {intl.formatMessage(availabilityMessages[a])}
              </option>
            ))}
          </select>
        </label>
        {text('hourlyRate', 'hourlyRateRials', intl.formatMessage(m.hourlyRate, { currency }), {
          inputMode: 'numeric',
          dir: 'ltr',
          className: `${fieldClass} text-start`,
        })}
        {text('projectRate', 'projectRateRials', intl.formatMessage(m.projectRate, { currency }), {
          inputMode: 'numeric',
          dir: 'ltr',
          className: `${fieldClass} text-start`,
        })}
        <PlaceComboBox
          label={intl.formatMessage(m.city)}
          places={places}
          value={values.placeId}
          onChange={(placeId) => set('placeId', placeId)}
          noneLabel={intl.formatMessage(m.noCity)}
          error={errorOf('placeId')}
        />
        <label className="flex items-center gap-2 self-end pb-2 text-sm font-semibold text-slate-800">
          <input type="checkbox" checked={values.remote} onChange={(e) => set('remote', e.target.checked)} />
          {intl.formatMessage(m.remote)}
        </label>
        <Choices
          name="roles"
          legend={intl.formatMessage(m.roles, { max: intl.formatNumber(L.roles) })}
          options={collaboratorRoles.map((role) => ({
            value: role,
            label: intl.formatMessage(roleMessages[role]),
          }))}
          chosen={values.roles}
          onChange={(chosen) => set('roles', chosen)}
          error={errorOf('roles')}
        />
        <Choices
          name="languages"
          legend={intl.formatMessage(m.languages)}
          options={namedLanguages(locale).map(({ code, name }) => ({ value: code, label: name }))}
          chosen={values.languages}
          onChange={(chosen) => set('languages', chosen)}
          error={errorOf('languages')}
        />
      </section>
      <PositionsEditor
        positions={values.experience}
        onChange={(experience) => set('experience', experience)}
        errorOf={errorOf}
      />
      <p className="text-sm text-slate-600">{intl.formatMessage(m.wordsHint)}</p>
      <Problem id="profile-words-error" text={errorOf('words')} />
      {profileLocales.map((l) => (
        <fieldset key={l} className="space-y-3 rounded-2xl border border-slate-200 bg-white p-5">
          <legend className="px-1 text-base font-bold text-slate-900">
            {intl.formatMessage(m.wordsIn, { language: intl.formatMessage(languageNameMessages[l]) })}
          </legend>
          <label className={labelClass}>
            {intl.formatMessage(m.headline)}
            <input
              name={`headline-${l}`}
              lang={l}
              dir={l === 'fa' ? 'rtl' : 'ltr'}
              value={values.words[l].headline}
              maxLength={L.headlineMax}
              onChange={(e) =>
                set('words', { ...values.words, [l]: { ...values.words[l], headline: e.target.value } })
              }
              className={fieldClass}
              {...invalid(`words.${sent.indexOf(l)}.headline`)}
            />
            <Problem
              id={`profile-words.${sent.indexOf(l)}.headline-error`}
              text={sent.includes(l) ? errorOf(`words.${sent.indexOf(l)}.headline`) : undefined}
            />
          </label>
          <label className={labelClass}>
            {intl.formatMessage(m.bio)}
            <textarea
              name={`bio-${l}`}
              lang={l}
              dir={l === 'fa' ? 'rtl' : 'ltr'}
              rows={4}
              value={values.words[l].bio}
              maxLength={L.bioMax}
              onChange={(e) =>
                set('words', { ...values.words, [l]: { ...values.words[l], bio: e.target.value } })
              }
              className={fieldClass}
            />
          </label>
          <label className={labelClass}>
            {intl.formatMessage(m.projectNotes)}
            <textarea
              name={`projectNotes-${l}`}
              lang={l}
              dir={l === 'fa' ? 'rtl' : 'ltr'}
              rows={3}
              value={values.words[l].projectNotes}
              maxLength={L.projectNotesMax}
              onChange={(e) =>
                set('words', { ...values.words, [l]: { ...values.words[l], projectNotes: e.target.value } })
              }
              className={fieldClass}
              {...invalid(`words.${sent.indexOf(l)}.projectNotes`)}
            />
            <Problem
              id={`profile-words.${sent.indexOf(l)}.projectNotes-error`}
              text={sent.includes(l) ? errorOf(`words.${sent.indexOf(l)}.projectNotes`) : undefined}
            />
          </label>
        </fieldset>
      ))}
      <button type="submit" disabled={saving} className={primaryButtonClass}>
        {intl.formatMessage(saving ? m.saving : m.save)}
      </button>
    </form>
  );
}

/** /panel/collaborator: a signed-in person writes, publishes and hides their collaborator profile. */
export function MyProfilePage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as MyProfilePageLoaderData;
  const title = intl.formatMessage(m.title);
  return (
    <PanelPage title={title} intro={intl.formatMessage(m.intro)} width="narrow">
      <Editor queryRef={queryRef} />
    </PanelPage>
  );
}
