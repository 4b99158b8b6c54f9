import {
  portfolioCategories,
  portfolioIndustries,
  portfolioLimits as L,
  portfolioProjectRules,
  portfolioProjectStates,
  type PortfolioIndustry,
  type PortfolioProjectState,
} from '@platform/rules/portfolio';
import { currencyLabel } from '@platform/rules/money';
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import { Link, useNavigate } from 'react-router';
import type { ProjectEditor_profile$key } from '../../../__generated__/ProjectEditor_profile.graphql';
import type { ProjectEditor_project$key } from '../../../__generated__/ProjectEditor_project.graphql';
import type { useSavePortfolioProjectMutation$variables } from '../../../__generated__/useSavePortfolioProjectMutation.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { toast } from '../../../app/toast';
import { primaryButtonClass, secondaryButtonClass } from '../../../ui/buttons';
import { serverFieldErrors, validate, type FieldErrors } from '../../../ui/fieldErrors';
import { useFocusFirstInvalid } from '../../../ui/formFocus';
import { MonthPicker } from '../../../ui/MonthPicker';
import { SkillsInput } from '../../../ui/SkillsInput';
import { categoryMessages, industryMessages, stateMessages } from '../messages';
import {
  myProjectsConnection,
  useSavePortfolioProjectMutation,
} from '../mutations/useSavePortfolioProjectMutation';
import { usePublishPortfolioProjectMutation } from '../mutations/usePublishPortfolioProjectMutation';
import { CheckboxField, Choices, controlProps, Field, fieldClass, legendClass } from './formParts';
import { GalleryEditor } from './GalleryEditor';
import { OffersEditor } from './OffersEditor';
import {
  editorMessages as m,
  offersMessages,
  visibilityActionMessages,
  visibilityMessages,
} from './messages';
import { projectErrorText } from './projectErrors';
import {
  projectInput,
  projectValues,
  writtenLocales,
  type PictureValues,
  type ProjectValues,
  type WordsLocale,
} from './projectForm';
import { ProjectVisibilityButton } from './ProjectVisibilityButton';
import { TeamEditor } from './TeamEditor';
import { WordsEditor } from './WordsEditor';

const firstMonth = '1990-01';
const lastMonth = `${new Date().getUTCFullYear() + 1}-12`;

/**
 * The portfolio project editor: a new project (no `project`) with the viewer's own published profile on its
 * team, or one of the viewer's. Saving sends the whole project; its problems are shown by their fields, in the
 * reader's language; once saved (and published, when asked) the list of one's projects is shown.
 */
export function ProjectEditor({
  project: projectKey,
  profile: profileKey,
}: {
  project: ProjectEditor_project$key | null;
  profile: ProjectEditor_profile$key | null;
}) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const project = useFragment(
    graphql`
      fragment ProjectEditor_project on PortfolioProject {
        id
        slug
        path
        visibility
        industry
        categories
        technologies
        clientName
        priceRials
        startedOn
        completedOn
        state
        forSale
        collaborating
        confidential
        shareWithEmployers
        evaluatedAt
        demoUrl
        demoCredentials {
          username
          password
        }
        offers {
          licence
          priceRials
          includesSource
          includesSetup
          supportMonths
        }
        pictures {
          file
          thumbUrl
          caption
        }
        team {
          role
          collaborator {
            id
            displayName
          }
        }
        words {
          locale
          title
          summary
          description
          developerNotes
          challenges
        }
      }
    `,
    projectKey,
  );
  const profile = useFragment(
    graphql`
      fragment ProjectEditor_profile on Collaborator {
        id
        displayName
        state
      }
    `,
    profileKey,
  );
  const [values, setValues] = useState<ProjectValues>(() =>
    projectValues(project ?? null, locale, profile?.state === 'PUBLISHED' ? profile : null),
  );
  const [errors, setErrors] = useState<FieldErrors>({});
  /** The languages the last save sent, in order: the rules name a language's words by their place among them. */
  const [sent, setSent] = useState<WordsLocale[]>([]);
  const [uploading, setUploading] = useState(false);
  /** What the button that submitted the form asks for once it is saved. */
  const then = useRef<'list' | 'publish'>('list');
  const [formRef, focusInvalid] = useFocusFirstInvalid<HTMLFormElement>();
  const [commitSave, saving] = useSavePortfolioProjectMutation();
  const [commitPublish, publishing] = usePublishPortfolioProjectMutation();

  const errorOf = (field: string) => projectErrorText(intl, errors[field]);
  const firstErrorUnder = (field: string) =>
    errorOf(field) ??
    projectErrorText(intl, Object.entries(errors).find(([path]) => path.startsWith(`${field}.`))?.[1]);
  const failed = () => toast.error(intl.formatMessage(visibilityActionMessages.failed));
  const set = <K extends keyof ProjectValues>(key: K, value: ProjectValues[K]) =>
    setValues((v) => ({ ...v, [key]: value }));
  const updatePictures = useCallback(
    (change: (pictures: PictureValues[]) => PictureValues[]) =>
      setValues((v) => ({ ...v, pictures: change(v.pictures) })),
    [],
  );
  const showProblems = (problems: FieldErrors) => {
    setErrors(problems);
    toast.error(intl.formatMessage(m.fixErrors));
    focusInvalid();
  };
  const toList = () => navigate(localePath(locale, '/panel/portfolio'));

  function save(event: FormEvent<HTMLFormElement>, publish: boolean) {
    event.preventDefault();
    if (uploading) {
      toast.error(intl.formatMessage(m.waitForUploads));
      return;
    }
    const input = projectInput(values, locale);
    setSent(writtenLocales(values));
    const problems = validate(portfolioProjectRules, input);
    if (problems) return showProblems(problems);
    setErrors({});
    commitSave({
      variables: {
        id: project?.id ?? null,
        // The rules have just accepted it: its industry is one of the list.
        input: input as useSavePortfolioProjectMutation$variables['input'],
        connections: project ? [] : [myProjectsConnection()],
      },
      onCompleted: ({ savePortfolioProject: result }) => {
        if (result.__typename === 'ValidationError') return showProblems(serverFieldErrors(result.problems));
        if (result.__typename === 'NotFoundError')
          return toast.error(intl.formatMessage(visibilityActionMessages.notFound));
        if (result.__typename !== 'MutationSavePortfolioProjectSuccess') return failed();
        if (!publish) {
          toast.success(intl.formatMessage(m.saved));
          return void toList();
        }
        commitPublish({
          variables: { id: result.data.id },
          onCompleted: ({ publishPortfolioProject: published }) => {
            if (published.__typename === 'MutationPublishPortfolioProjectSuccess')
              toast.success(intl.formatMessage(visibilityActionMessages.published));
            else failed();
            void toList();
          },
          // Saved all the same: the list shows it as a draft, to publish from there.
          onError: () => {
            failed();
            void toList();
          },
        });
      },
      onError: failed,
    });
  }

  const busy = saving || publishing;
  const published = project?.visibility === 'PUBLISHED';

  return (
    <form
      ref={formRef}
      onSubmit={(event) => {
        save(event, then.current === 'publish');
        then.current = 'list';
      }}
      noValidate
      className="space-y-6"
    >
      {project ? (
        <section className="flex flex-wrap items-center gap-3 rounded-2xl border border-slate-200 bg-white p-5">
          <p role="status" className="font-semibold text-slate-800">
            {intl.formatMessage(
              visibilityMessages[(project.visibility ?? 'DRAFT') as keyof typeof visibilityMessages] ??
                visibilityMessages.DRAFT,
            )}
          </p>
          {published ? (
            <Link to={localePath(locale, project.path)} className={secondaryButtonClass}>
              {intl.formatMessage(m.view)}
            </Link>
          ) : null}
          <ProjectVisibilityButton id={project.id} visibility={project.visibility} />
        </section>
      ) : null}
      <fieldset className="grid gap-4 rounded-2xl border border-slate-200 bg-white p-5 sm:grid-cols-2">
        <legend className={legendClass}>{intl.formatMessage(m.about)}</legend>
        <Field
          field="slug"
          label={intl.formatMessage(m.slug)}
          hint={intl.formatMessage(m.slugHint)}
          error={errorOf('slug')}
        >
          <input
            name="slug"
            dir="ltr"
            value={values.slug}
            maxLength={L.slugMax}
            autoComplete="off"
            onChange={(e) => set('slug', e.target.value)}
            className={`${fieldClass} text-start`}
            {...controlProps('slug', errorOf('slug'), true)}
          />
        </Field>
        <Field field="industry" label={intl.formatMessage(m.industry)} error={errorOf('industry')}>
          <select
            name="industry"
            value={values.industry}
            onChange={(e) => set('industry', e.target.value as PortfolioIndustry | '')}
            className={fieldClass}
            {...controlProps('industry', errorOf('industry'))}
          >
            <option value="">{intl.formatMessage(m.chooseIndustry)}</option>
            {portfolioIndustries.map((industry) => (
              <option key={industry} value={industry}>
                {intl.formatMessage(industryMessages[industry])}
              </option>
            ))}
          </select>
        </Field>
        <Choices
          name="categories"
          legend={intl.formatMessage(m.categories, { max: intl.formatNumber(L.categories) })}
          options={portfolioCategories.map((category) => ({
            value: category,
            label: intl.formatMessage(categoryMessages[category]),
          }))}
          chosen={values.categories}
          max={L.categories}
          onChange={(chosen) => set('categories', chosen)}
          error={firstErrorUnder('categories')}
        />
        <div className="sm:col-span-2">
          <SkillsInput
            name="technology"
            skills={values.technologies}
            onChange={(chosen) => set('technologies', chosen)}
            label={intl.formatMessage(m.technologies)}
            hint={intl.formatMessage(m.technologiesHint, { max: intl.formatNumber(L.technologies) })}
            addLabel={intl.formatMessage(m.addTechnology)}
            removeLabel={(skill) => intl.formatMessage(m.removeTechnology, { skill })}
            suggestIn={locale}
            error={firstErrorUnder('technologies')}
          />
        </div>
        <Field field="clientName" label={intl.formatMessage(m.clientName)} error={errorOf('clientName')}>
          <input
            name="clientName"
            dir="auto"
            value={values.clientName}
            maxLength={L.clientMax}
            onChange={(e) => set('clientName', e.target.value)}
            className={fieldClass}
            {...controlProps('clientName', errorOf('clientName'))}
          />
        </Field>
        <Field
          field="priceRials"
          label={intl.formatMessage(m.price, { currency: currencyLabel[locale] })}
          error={errorOf('priceRials')}
        >
          <input
            name="price"
            inputMode="numeric"
            dir="ltr"
            value={values.price}
            onChange={(e) => set('price', e.target.value)}
            className={`${fieldClass} text-start`}
            {...controlProps('priceRials', errorOf('priceRials'))}
          />
        </Field>
        <MonthPicker
          name="startedOn"
          label={intl.formatMessage(m.startedOn)}
          value={values.startedOn}
          onChange={(month) => set('startedOn', month)}
          first={firstMonth}
          last={lastMonth}
          emptyLabel={intl.formatMessage(m.noMonth)}
          error={errorOf('startedOn')}
        />
        <MonthPicker
          name="completedOn"
          label={intl.formatMessage(m.completedOn)}
          value={values.completedOn}
          onChange={(month) => set('completedOn', month)}
          first={firstMonth}
          last={lastMonth}
          emptyLabel={intl.formatMessage(m.noMonth)}
          error={errorOf('completedOn')}
        />
        <Field field="state" label={intl.formatMessage(m.state)} error={errorOf('state')}>
          <select
            name="state"
            value={values.state}
            onChange={(e) => set('state', e.target.value as PortfolioProjectState)}
            className={fieldClass}
            {...controlProps('state', errorOf('state'))}
          >
            {portfolioProjectStates.map((state) => (
              <option key={state} value={state}>
                {intl.formatMessage(stateMessages[state])}
              </option>
            ))}
          </select>
        </Field>
        <Field field="demoUrl" label={intl.formatMessage(m.demoUrl)} error={errorOf('demoUrl')}>
          <input
            name="demoUrl"
            type="url"
            dir="ltr"
            value={values.demoUrl}
            maxLength={L.demoUrlMax}
            onChange={(e) => set('demoUrl', e.target.value)}
            className={`${fieldClass} text-start`}
            {...controlProps('demoUrl', errorOf('demoUrl'))}
          />
        </Field>
        {values.demoUrl.trim() ? (
          <>
            <Field
              field="demoUsername"
              label={intl.formatMessage(offersMessages.demoUsername)}
              hint={intl.formatMessage(offersMessages.demoHint)}
              error={errorOf('demoUsername')}
            >
              <input
                dir="ltr"
                autoComplete="off"
                value={values.demoUsername}
                maxLength={L.demoCredentialMax}
                onChange={(e) => set('demoUsername', e.target.value)}
                className={`${fieldClass} text-start`}
                {...controlProps('demoUsername', errorOf('demoUsername'), true)}
              />
            </Field>
            <Field
              field="demoPassword"
              label={intl.formatMessage(offersMessages.demoPassword)}
              error={errorOf('demoPassword')}
            >
              <input
                dir="ltr"
                autoComplete="off"
                value={values.demoPassword}
                maxLength={L.demoCredentialMax}
                onChange={(e) => set('demoPassword', e.target.value)}
                className={`${fieldClass} text-start`}
                {...controlProps('demoPassword', errorOf('demoPassword'))}
              />
            </Field>
          </>
        ) : null}
        <CheckboxField
          field="forSale"
          label={intl.formatMessage(m.forSale)}
          checked={values.forSale}
          onChange={(checked) => set('forSale', checked)}
          error={errorOf('forSale')}
        />
        <CheckboxField
          field="collaborating"
          label={intl.formatMessage(m.collaborating)}
          checked={values.collaborating}
          onChange={(checked) => set('collaborating', checked)}
        />
        <CheckboxField
          field="confidential"
          label={intl.formatMessage(m.confidential)}
          checked={values.confidential}
          onChange={(checked) => set('confidential', checked)}
        />
        {values.confidential ? (
          <CheckboxField
            field="shareWithEmployers"
            label={intl.formatMessage(m.shareWithEmployers)}
            checked={values.shareWithEmployers}
            onChange={(checked) => set('shareWithEmployers', checked)}
            error={errorOf('shareWithEmployers')}
          />
        ) : null}
        {values.confidential && project?.evaluatedAt ? (
          <p className="text-sm text-teal-800 sm:col-span-2">{intl.formatMessage(m.evaluatedNotice)}</p>
        ) : null}
      </fieldset>
      {values.forSale ? (
        <OffersEditor offers={values.offers} onChange={(offers) => set('offers', offers)} errorOf={errorOf} />
      ) : null}
      <GalleryEditor
        pictures={values.pictures}
        update={updatePictures}
        onUploadingChange={setUploading}
        errorOf={errorOf}
      />
      <TeamEditor team={values.team} onChange={(team) => set('team', team)} errorOf={errorOf} />
      <section className="space-y-4">
        <h2 className="text-lg font-bold text-slate-900">{intl.formatMessage(m.words)}</h2>
        <WordsEditor
          words={values.words}
          onChange={(words) => set('words', words)}
          sent={sent}
          errorOf={errorOf}
        />
      </section>
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={busy} className={primaryButtonClass}>
          {intl.formatMessage(busy ? m.saving : m.save)}
        </button>
        {published ? null : (
          <button
            type="submit"
            disabled={busy}
            onClick={() => (then.current = 'publish')}
            className={secondaryButtonClass}
          >
            {intl.formatMessage(m.saveAndPublish)}
          </button>
        )}
      </div>
    </form>
  );
}
