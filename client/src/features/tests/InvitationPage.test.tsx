import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { loadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it } from 'vitest';
import InvitationPageQuery, {
  type InvitationPageQuery as InvitationPageQueryType,
} from '../../__generated__/InvitationPageQuery.graphql';
import { HttpStatusContext } from '../../app/httpStatus';
import type { Locale } from '../../app/locale';
import { I18nProvider } from '../../i18n/I18nProvider';
import az from '../../i18n/lang/az.json';
import en from '../../i18n/lang/en.json';
import fa from '../../i18n/lang/fa.json';
import testsAz from '../../i18n/lang/tests/az.json';
import testsEn from '../../i18n/lang/tests/en.json';
import testsFa from '../../i18n/lang/tests/fa.json';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Invitation } from './InvitationPage';

const token = 'tok_abcdefghijklmnopqrstuvwxyz012345';
type Link = { state: string; acceptedByViewer: boolean; expiresAt: string } | null;

function renderInvitation(locale: Locale, link: Link, signedIn = true) {
  const environment = createMockEnvironment();
  const queryRef = loadQuery<InvitationPageQueryType>(environment, InvitationPageQuery, { token });
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, {
      Query: () => ({
        viewer: signedIn ? { __typename: 'User' } : null,
        testInvitation: link && { ...link, test: { slug: 'logic', title: 'Logic at work' } },
      }),
    }),
  );
  const messages: Record<string, Record<string, string>> = {
    en: { ...en, ...testsEn },
    fa: { ...fa, ...testsFa },
    az: { ...az, ...testsAz },
  };
  const statuses: number[] = [];
  const view = renderWithProviders(
    <I18nProvider locale={locale} messages={messages[locale]!}>
      <HttpStatusContext value={(status) => statuses.push(status)}>
        <Suspense>
          <Invitation queryRef={queryRef} token={token} />
        </Suspense>
      </HttpStatusContext>
    </I18nProvider>,
    { locale, environment, path: `/${locale}/invitations/${token}` },
  );
  return { ...view, environment, statuses };
}

const open = { state: 'OPEN', acceptedByViewer: false, expiresAt: '2026-12-05T09:00:00.000Z' };

describe('an e-mailed invitation’s page', () => {
  it('answers an unknown link 404, an expired or used one 410, in the page’s language', async () => {
    const unknown = renderInvitation('fa', null);
    expect(await screen.findByText('چنین دعوتی وجود ندارد. پیوند نامه را بررسی کنید.')).toBeInTheDocument();
    expect(unknown.statuses).toEqual([404]);
    unknown.unmount();
    const expired = renderInvitation('en', { ...open, state: 'EXPIRED' });
    expect(await screen.findByText('This invitation has expired.')).toBeInTheDocument();
    expect(expired.statuses).toEqual([410]);
    expired.unmount();
    const used = renderInvitation('en', { ...open, state: 'USED' });
    expect(await screen.findByText('This invitation has already been accepted.')).toBeInTheDocument();
    expect(used.statuses).toEqual([410]);
  });

  it('answers a withdrawn link 410 and says it was withdrawn, in each language', async () => {
    for (const [locale, text] of [
      ['fa', 'این دعوت پس گرفته شده است: کارفرمایی که دعوت کرده بود هزینهٔ آن را پس گرفت.'],
      ['en', 'This invitation was withdrawn: the employer who sent it was refunded for it.'],
      ['az', 'Bu dəvət geri götürülüb: onu göndərən işəgötürənə haqqı qaytarılıb.'],
    ] as const) {
      const withdrawn = renderInvitation(locale, { ...open, state: 'WITHDRAWN' });
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(screen.queryByRole('button')).not.toBeInTheDocument();
      expect(withdrawn.statuses).toEqual([410]);
      withdrawn.unmount();
    }
  });

  it('asks a visitor to sign in, and a signed-in invitee to accept, sharing the result only if they agree', async () => {
    const visitor = renderInvitation('en', open, false);
    expect(await screen.findByRole('link', { name: 'Sign in or register to accept' })).toBeInTheDocument();
    visitor.unmount();

    const { environment } = renderInvitation('en', open);
    expect(
      await screen.findByText('You are invited to take the test “Logic at work” free of charge.'),
    ).toBeVisible();
    await userEvent.click(
      screen.getByRole('checkbox', { name: 'Share my result of this test with the employer who invited me' }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Accept the invitation' }));
    const operation = environment.mock.getMostRecentOperation();
    expect(operation.request.variables).toEqual({ input: { token, shareResult: true } });
    environment.mock.resolve(operation, {
      data: {
        acceptTestInvitation: {
          __typename: 'MutationAcceptTestInvitationSuccess',
          data: { state: 'USED', acceptedByViewer: true },
        },
      },
    });
    expect(
      await screen.findByText('You accepted the invitation: the test “Logic at work” is free for you once.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the test' })).toHaveAttribute(
      'href',
      '/en/talent-test/details/logic',
    );
  });
});
