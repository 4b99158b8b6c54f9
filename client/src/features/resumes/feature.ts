import type { AdminResumesPageQuery } from '../../__generated__/AdminResumesPageQuery.graphql';
import type { ResumePageQuery } from '../../__generated__/ResumePageQuery.graphql';
import type { ResumePrintPageQuery } from '../../__generated__/ResumePrintPageQuery.graphql';
import type { Feature } from '../../app/feature';
import { isAdmin, queryRoute, searchParams, sectionPage } from '../../app/routing';
import { evaluationStateOf, resumeLanguageOf } from './addresses';
import { resumesNavigationMessages as messages } from './navigation.messages';

/**
 * One's résumé in the panel (written per language, printed to PDF), the page the PDF is printed from, and the admins'
 * résumés to evaluate.
 */
export const resumesFeature: Feature = {
  name: 'resumes',
  pages: (locale) => [
    queryRoute<ResumePrintPageQuery>(locale, {
      path: 'resume/print',
      query: () => import('../../__generated__/ResumePrintPageQuery.graphql'),
      variables: (args) => ({ key: (searchParams(args).get('key') ?? '').slice(0, 1_000) }),
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./ResumePrintPage').then((m) => m.ResumePrintPage),
        ),
      aria: false,
    }),
  ],
  panelPages: (locale) => [
    queryRoute<ResumePageQuery>(locale, {
      path: 'resume',
      signedIn: true,
      query: () => import('../../__generated__/ResumePageQuery.graphql'),
      variables: async (args) => ({
        locale: resumeLanguageOf(searchParams(args), locale),
      }),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./ResumePage').then((m) => m.ResumePage),
        ),
      aria: false,
    }),
    queryRoute<AdminResumesPageQuery>(locale, {
      path: 'admin/resumes',
      signedIn: true,
      query: () => import('../../__generated__/AdminResumesPageQuery.graphql'),
      variables: async (args) => ({
        admin: await isAdmin(locale),
        state: evaluationStateOf(searchParams(args)),
      }),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./AdminResumesPage').then((m) => m.AdminResumesPage),
        ),
      aria: false,
    }),
  ],
  panelCards: [
    {
      path: '/panel/resume',
      order: 41,
      title: messages.resume,
      hint: messages.resumeHint,
      icon: 'M6 3h9l4 4v14H6zM14 3v5h5M9 12h7M9 16h7',
    },
  ],
};
