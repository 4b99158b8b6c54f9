import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ProjectEditorTestQuery } from '../../../__generated__/ProjectEditorTestQuery.graphql';
import { sendUpload } from '../../../shared/uploads/sendUpload';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ProjectEditor } from './ProjectEditor';

vi.mock('../../../shared/uploads/sendUpload', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  sendUpload: vi.fn(),
}));
const upload = vi.mocked(sendUpload);

const projectId = 'UG9ydGZvbGlvUHJvamVjdDox';
const sara = 'Q29sbGFib3JhdG9yOjE=';
const ali = 'Q29sbGFib3JhdG9yOjI=';
const me = 'Q29sbGFib3JhdG9yOjM=';

const words = (locale: string, title: string) => ({
  locale,
  title,
  summary: `${title}: books sold online`,
  description: null,
  developerNotes: null,
  challenges: null,
});

const savedProject = {
  id: projectId,
  slug: 'shop-app',
  path: '/portfolio/shop-app',
  visibility: 'DRAFT',
  industry: 'RETAIL',
  categories: ['ECOMMERCE', 'WEB_APP'],
  technologies: ['React', 'Node.js'],
  clientName: 'Ketab Co',
  priceRials: 50_000_000,
  startedOn: '2025-01',
  completedOn: '2025-06',
  state: 'COMPLETED',
  forSale: true,
  collaborating: false,
  confidential: false,
  shareWithEmployers: false,
  evaluatedAt: null,
  demoUrl: 'https://shop.example.com',
  demoCredentials: { username: 'demo', password: 'shop-demo' },
  offers: [
    {
      licence: 'SINGLE_USE',
      priceRials: 40_000_000,
      includesSource: true,
      includesSetup: false,
      supportMonths: 3,
    },
  ],
  pictures: [{ file: 'ab12.webp', thumbUrl: '/files/ab12-thumb.webp', caption: 'Home page' }],
  team: [{ role: 'TECH_LEAD', collaborator: { id: sara, displayName: 'Sara Ahmadi' } }],
  words: [words('en', 'Book shop'), words('az', 'Kitab mağazası')],
};

function Harness({ editing }: { editing: boolean }) {
  const data = useLazyLoadQuery<ProjectEditorTestQuery>(
    graphql`
      query ProjectEditorTestQuery @relay_test_operation {
        portfolioProject(slug: "shop-app") {
          ...ProjectEditor_project
        }
        myCollaboratorProfile {
          ...ProjectEditor_profile
        }
      }
    `,
    {},
  );
  return (
    <ProjectEditor
      project={editing ? (data.portfolioProject ?? null) : null}
      profile={data.myCollaboratorProfile ?? null}
    />
  );
}

function renderEditor(locale: 'en' | 'fa', editing: boolean) {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({
        portfolioProject: savedProject,
        myCollaboratorProfile: { id: me, displayName: 'Reza Tehrani', state: 'PUBLISHED' },
      }),
    }),
  );
  const path = editing ? `/${locale}/panel/portfolio/shop-app/edit` : `/${locale}/panel/portfolio/new`;
  const { router } = renderWithProviders(
    <Suspense>
      <Harness editing={editing} />
    </Suspense>,
    { locale, environment, path },
  );
  return { environment, router };
}

const saveOperation = (environment: ReturnType<typeof createMockEnvironment>) => {
  const operation = environment.mock.getMostRecentOperation();
  expect(operation.request.node.params.name).toBe('useSavePortfolioProjectMutation');
  return operation;
};

describe('the portfolio project editor', () => {
  beforeEach(() => {
    upload.mockReset();
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(() => vi.restoreAllMocks());

  it('sends the project as the API takes it: kept and uploaded pictures in order, the team, tomans as rials', async () => {
    const { environment, router } = renderEditor('fa', true);
    const user = userEvent.setup();
    expect(await screen.findByRole('textbox', { name: 'نشانی' })).toHaveValue('shop-app');

    // Tomans for a Persian reader: 50,000,000 rials read 5,000,000; typed in Persian digits, sent as rials.
    const price = screen.getByRole('textbox', { name: 'هزینهٔ چنین پروژه‌ای (تومان، اختیاری)' });
    expect(price).toHaveValue('5000000');
    await user.clear(price);
    await user.type(price, '۷۵۰۰۰۰۰');

    upload.mockResolvedValue({
      upload: 'receipt-2',
      url: '/files/cd34.webp',
      thumbUrl: '/files/cd34-thumb.webp',
      width: 1600,
      height: 900,
    });
    const picker = document.querySelector<HTMLInputElement>('input[type=file]')!;
    await user.upload(picker, new File(['png'], 'checkout.png', { type: 'image/png' }));
    expect(upload).toHaveBeenCalledWith(
      '/uploads/pictures',
      expect.any(File),
      expect.objectContaining({ maxBytes: 5 * 1024 * 1024 }),
      expect.anything(),
    );
    const second = await screen.findByRole('listitem', { name: 'تصویر ۲' });
    // The new picture becomes the cover.
    await user.click(within(second).getByRole('button', { name: 'جابه‌جایی به قبل' }));
    expect(within(screen.getByRole('listitem', { name: 'تصویر ۱' })).getByText('جلد')).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'جست‌وجوی همکار با نام' }), 'Ali');
    await user.click(screen.getByRole('button', { name: 'جست‌وجو' }));
    const search = environment.mock.getMostRecentOperation();
    expect(search.request.variables).toEqual({ query: 'Ali', first: 8 });
    act(() =>
      environment.mock.resolve(search, {
        data: {
          collaborators: {
            edges: [
              { node: { id: sara, displayName: 'Sara Ahmadi' } },
              { node: { id: ali, displayName: 'Ali Karimi' } },
            ],
          },
        },
      }),
    );
    // Sara is on the team already: only Ali is offered.
    expect(screen.queryByRole('button', { name: 'افزودن Sara Ahmadi' })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'افزودن Ali Karimi' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'نقش Ali Karimi' }), 'DESIGNER');

    await user.click(screen.getByRole('button', { name: 'ذخیره' }));
    const save = saveOperation(environment);
    expect(save.request.variables).toEqual({
      id: projectId,
      connections: [],
      input: {
        slug: 'shop-app',
        industry: 'RETAIL',
        categories: ['ECOMMERCE', 'WEB_APP'],
        technologies: ['React', 'Node.js'],
        clientName: 'Ketab Co',
        priceRials: 75_000_000,
        startedOn: '2025-01',
        completedOn: '2025-06',
        state: 'COMPLETED',
        forSale: true,
        collaborating: false,
        confidential: false,
        shareWithEmployers: false,
        demoUrl: 'https://shop.example.com',
        demoUsername: 'demo',
        demoPassword: 'shop-demo',
        // Its offer as saved, in tomans typed back as rials.
        offers: [
          {
            licence: 'SINGLE_USE',
            priceRials: 40_000_000,
            includesSource: true,
            includesSetup: false,
            supportMonths: 3,
          },
        ],
        pictures: [
          { upload: 'receipt-2', caption: null },
          { file: 'ab12.webp', caption: 'Home page' },
        ],
        team: [
          { collaboratorId: sara, role: 'TECH_LEAD' },
          { collaboratorId: ali, role: 'DESIGNER' },
        ],
        words: [
          {
            locale: 'en',
            title: 'Book shop',
            summary: 'Book shop: books sold online',
            description: null,
            developerNotes: null,
            challenges: null,
          },
          {
            locale: 'az',
            title: 'Kitab mağazası',
            summary: 'Kitab mağazası: books sold online',
            description: null,
            developerNotes: null,
            challenges: null,
          },
        ],
      },
    });

    act(() =>
      environment.mock.resolve(
        save,
        MockPayloadGenerator.generate(save, {
          MutationSavePortfolioProjectResult: () => ({ __typename: 'MutationSavePortfolioProjectSuccess' }),
          PortfolioProject: () => ({ ...savedProject, id: projectId }),
        }),
      ),
    );
    expect(router.state.location.pathname).toBe('/fa/panel/portfolio');
  });

  it('shows the server’s problems by their fields, in the reader’s language', async () => {
    const { environment, router } = renderEditor('fa', true);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'ذخیره' }));
    act(() =>
      environment.mock.resolve(saveOperation(environment), {
        data: {
          savePortfolioProject: {
            __typename: 'ValidationError',
            fields: [
              { path: 'input.slug', code: 'SLUG_TAKEN' },
              { path: 'input.priceRials', code: 'PRICE_INVALID' },
              // The second language sent: Azerbaijani (no Persian words were written).
              { path: 'input.words.1.title', code: 'TITLE_TOO_SHORT' },
              { path: 'input.pictures.0.file', code: 'PICTURE_INVALID' },
              { path: 'input.team.0.collaboratorId', code: 'MEMBER_INVALID' },
            ],
          },
        },
      }),
    );

    expect(await screen.findByRole('textbox', { name: 'نشانی' })).toHaveAccessibleDescription(
      expect.stringContaining('پروژهٔ دیگری این نشانی را دارد.'),
    );
    expect(
      screen.getByRole('textbox', { name: 'هزینهٔ چنین پروژه‌ای (تومان، اختیاری)' }),
    ).toHaveAccessibleDescription('مبلغی صحیح و مثبت بنویسید.');
    const azerbaijani = screen.getByRole('group', { name: 'به آذربایجانی' });
    expect(within(azerbaijani).getByRole('textbox', { name: 'عنوان' })).toHaveAccessibleDescription(
      'عنوان باید دست‌کم ۳ نویسه باشد.',
    );
    const english = screen.getByRole('group', { name: 'به انگلیسی' });
    expect(within(english).getByRole('textbox', { name: 'عنوان' })).not.toHaveAttribute('aria-invalid');
    expect(
      within(screen.getByRole('listitem', { name: 'تصویر ۱' })).getByText(
        'این تصویر دیگر در دسترس نیست: حذفش کنید و دوباره بارگذاری کنید.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByRole('listitem', { name: 'Sara Ahmadi' })).getByText(
        'پروفایل این همکار منتشر نشده است: او را از تیم حذف کنید.',
      ),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/fa/panel/portfolio/shop-app/edit');
  });

  it('starts a new project with the viewer on its team, checks it before sending, saves and publishes it', async () => {
    const { environment, router } = renderEditor('en', false);
    const user = userEvent.setup();
    const reza = await screen.findByRole('listitem', { name: 'Reza Tehrani' });
    expect(within(reza).getByRole('combobox', { name: 'Part Reza Tehrani took' })).toHaveValue('DEVELOPER');

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(environment.mock.getAllOperations()).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Industry' })).toHaveAccessibleDescription(
      'Choose an industry.',
    );
    expect(screen.getByText('Choose at least one kind.')).toBeInTheDocument();
    expect(screen.getByText('Write a title and a summary in at least one language.')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'Chat-Bot');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Industry' }), 'EDUCATION');
    await user.click(screen.getByRole('checkbox', { name: 'Bot' }));
    const english = screen.getByRole('group', { name: 'In English' });
    await user.type(within(english).getByRole('textbox', { name: 'Title' }), 'Tutor bot');
    await user.type(
      within(english).getByRole('textbox', { name: 'Summary (a sentence or two)' }),
      'Answers students.',
    );
    await user.click(screen.getByRole('button', { name: 'Save and publish' }));
    const save = saveOperation(environment);
    const { variables } = save.request;
    expect(variables.id).toBeNull();
    expect(variables.connections).toHaveLength(1);
    expect(variables.input).toMatchObject({
      slug: 'chat-bot',
      industry: 'EDUCATION',
      categories: ['BOT'],
      priceRials: null,
      pictures: [],
      team: [{ collaboratorId: me, role: 'DEVELOPER' }],
      words: [{ locale: 'en', title: 'Tutor bot', summary: 'Answers students.' }],
    });

    const created = 'UG9ydGZvbGlvUHJvamVjdDoy';
    act(() =>
      environment.mock.resolve(
        save,
        MockPayloadGenerator.generate(save, {
          MutationSavePortfolioProjectResult: () => ({ __typename: 'MutationSavePortfolioProjectSuccess' }),
          PortfolioProject: () => ({ id: created, slug: 'chat-bot', visibility: 'DRAFT' }),
        }),
      ),
    );
    const publish = environment.mock.getMostRecentOperation();
    expect(publish.request.node.params.name).toBe('usePublishPortfolioProjectMutation');
    expect(publish.request.variables).toEqual({ id: created });
    act(() =>
      environment.mock.resolve(publish, {
        data: {
          publishPortfolioProject: {
            __typename: 'MutationPublishPortfolioProjectSuccess',
            data: { id: created, visibility: 'PUBLISHED' },
          },
        },
      }),
    );
    expect(router.state.location.pathname).toBe('/en/panel/portfolio');
  });
});
