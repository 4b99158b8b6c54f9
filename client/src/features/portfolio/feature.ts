import type { ContractsPageQuery } from '../../__generated__/ContractsPageQuery.graphql';
import type { ProposeContractPageQuery } from '../../__generated__/ProposeContractPageQuery.graphql';
import type { AdminPortfolioPageQuery } from '../../__generated__/AdminPortfolioPageQuery.graphql';
import type { MyProjectsPageQuery } from '../../__generated__/MyProjectsPageQuery.graphql';
import type { PortfolioPageQuery } from '../../__generated__/PortfolioPageQuery.graphql';
import type { ProjectEditorPageQuery } from '../../__generated__/ProjectEditorPageQuery.graphql';
import type { ProjectPageQuery } from '../../__generated__/ProjectPageQuery.graphql';
import type { PurchasesPageQuery } from '../../__generated__/PurchasesPageQuery.graphql';
import type { Feature } from '../../app/feature';
import type { Locale } from '../../app/locale';
import { hasRole } from '../../app/navigation';
import { isAdmin, queryRoute, searchParams, sectionPage } from '../../app/routing';
import { portfolioNavigationMessages as messages } from './navigation.messages';

/** A page of the panel's portfolio section (its own projects, purchases, contracts). */
const portfolioPanelPage = (locale: Locale, page: Parameters<typeof sectionPage>[2]) =>
  sectionPage(locale, 'panel', sectionPage(locale, 'portfolio', page));

/**
 * The portfolio: its projects with their filters, and a project's page; in the panel, one's own projects and their
 * editor (collaborators and admins write projects).
 */
export const portfolioFeature: Feature = {
  name: 'portfolio',
  pages: (locale) => [
    queryRoute<PortfolioPageQuery>(locale, {
      path: 'portfolio',
      query: () => import('../../__generated__/PortfolioPageQuery.graphql'),
      variables: async (args) => {
        const { portfolioVariables, readPortfolioSearch } = await import('./portfolioSearch');
        return portfolioVariables(readPortfolioSearch(searchParams(args)));
      },
      page: () =>
        sectionPage(
          locale,
          'portfolio',
          import('./PortfolioPage').then((m) => m.PortfolioPage),
        ),
      aria: false,
    }),
    queryRoute<ProjectPageQuery>(locale, {
      path: 'portfolio/:slug',
      query: () => import('../../__generated__/ProjectPageQuery.graphql'),
      variables: ({ params }) => ({ slug: params.slug ?? '' }),
      page: () =>
        sectionPage(
          locale,
          'portfolio',
          import('./ProjectPage').then((m) => m.ProjectPage),
        ),
      aria: false,
    }),
  ],
  panelPages: (locale) => [
    queryRoute<MyProjectsPageQuery>(locale, {
      path: 'portfolio',
      signedIn: true,
      query: () => import('../../__generated__/MyProjectsPageQuery.graphql'),
      fetchPolicy: 'store-and-network',
      page: () =>
        portfolioPanelPage(
          locale,
          import('./MyProjectsPage').then((m) => m.MyProjectsPage),
        ),
      aria: false,
    }),
    queryRoute<ProjectEditorPageQuery>(locale, {
      path: 'portfolio/new',
      signedIn: true,
      query: () => import('../../__generated__/ProjectEditorPageQuery.graphql'),
      variables: () => ({ slug: '', editing: false }),
      fetchPolicy: 'store-and-network',
      page: () =>
        portfolioPanelPage(
          locale,
          import('./ProjectEditorPage').then((m) => m.ProjectEditorPage),
        ),
    }),
    queryRoute<ProjectEditorPageQuery>(locale, {
      path: 'portfolio/:slug/edit',
      signedIn: true,
      query: () => import('../../__generated__/ProjectEditorPageQuery.graphql'),
      variables: ({ params }) => ({ slug: params.slug ?? '', editing: true }),
      fetchPolicy: 'store-and-network',
      page: () =>
        portfolioPanelPage(
          locale,
          import('./ProjectEditorPage').then((m) => m.ProjectEditorPage),
        ),
    }),
    queryRoute<PurchasesPageQuery>(locale, {
      path: 'purchases',
      signedIn: true,
      query: () => import('../../__generated__/PurchasesPageQuery.graphql'),
      variables: async () => ({ admin: await isAdmin(locale) }),
      fetchPolicy: 'store-and-network',
      page: () =>
        portfolioPanelPage(
          locale,
          import('./purchases/PurchasesPage').then((m) => m.PurchasesPage),
        ),
      aria: false,
    }),
    queryRoute<ContractsPageQuery>(locale, {
      path: 'contracts',
      signedIn: true,
      query: () => import('../../__generated__/ContractsPageQuery.graphql'),
      variables: async () => ({ admin: await isAdmin(locale) }),
      fetchPolicy: 'store-and-network',
      page: () =>
        portfolioPanelPage(
          locale,
          import('./contracts/ContractsPage').then((m) => m.ContractsPage),
        ),
      aria: false,
    }),
    queryRoute<ProposeContractPageQuery>(locale, {
      path: 'contracts/new',
      signedIn: true,
      query: () => import('../../__generated__/ProposeContractPageQuery.graphql'),
      variables: async (args) =>
        (await import('./contracts/ProposeContractPage')).proposalVariables(searchParams(args)),
      fetchPolicy: 'store-and-network',
      page: () =>
        portfolioPanelPage(
          locale,
          import('./contracts/ProposeContractPage').then((m) => m.ProposeContractPage),
        ),
      aria: false,
    }),
    queryRoute<AdminPortfolioPageQuery>(locale, {
      path: 'admin/portfolio',
      signedIn: true,
      query: () => import('../../__generated__/AdminPortfolioPageQuery.graphql'),
      variables: async (args) =>
        (await import('./AdminPortfolioPage')).adminPortfolioVariables(
          searchParams(args),
          await isAdmin(locale),
        ),
      fetchPolicy: 'store-and-network',
      page: () =>
        sectionPage(
          locale,
          'panel',
          import('./AdminPortfolioPage').then((m) => m.AdminPortfolioPage),
        ),
      aria: false,
    }),
  ],
  panelCards: [
    {
      path: '/panel/portfolio',
      order: 45,
      title: messages.projects,
      hint: messages.projectsHint,
      icon: 'M3 7h18v13H3zM8 7V4h8v3M3 12h18',
      when: (viewer) => hasRole(viewer, 'COLLABORATOR') || hasRole(viewer, 'ADMIN'),
    },
    {
      path: '/panel/purchases',
      order: 46,
      title: messages.purchases,
      hint: messages.purchasesHint,
      icon: 'M6 6h15l-2 8H8L6 3H3M9 20h.01M18 20h.01',
    },
    {
      path: '/panel/contracts',
      order: 47,
      title: messages.contracts,
      hint: messages.contractsHint,
      icon: 'M7 3h7l5 5v13H7zM14 3v5h5M10 13h6M10 17h6',
    },
    {
      path: '/panel/admin/portfolio',
      order: 91,
      title: messages.evaluate,
      hint: messages.evaluateHint,
      icon: 'M4 5h16v14H4zM8 12l3 3 5-6',
      when: (viewer) => hasRole(viewer, 'ADMIN'),
    },
  ],
};
