import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData, useNavigate, useRevalidator } from 'react-router';
import type { AdminTestSettingsPageQuery } from '../../__generated__/AdminTestSettingsPageQuery.graphql';
import { useLocale } from '../../app/LocaleContext';
import { localePath } from '../../app/locale';
import { PageMeta } from '../../app/PageMeta';
import { PageSpinner } from '../../app/PageSpinner';
import { RegistrationRequired } from '../../app/RegistrationRequired';
import { secondaryButtonClass } from '../../ui/buttons';
import { PageHeader } from '../../ui/PageHeader';
import { SettingsEditor } from './components/SettingsEditor';
import { settingsFromServer } from './forms';
import { testAdminMessages as m } from './messages';

export interface AdminTestSettingsPageLoaderData {
  queryRef: PreloadedQuery<AdminTestSettingsPageQuery>;
}

function Settings({ queryRef }: AdminTestSettingsPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const data = usePreloadedQuery<AdminTestSettingsPageQuery>(
    graphql`
      query AdminTestSettingsPageQuery($admin: Boolean!, $slug: String!) {
        viewer {
          registered
        }
        test(slug: $slug) @include(if: $admin) {
          id
          slug
          title
          type
          status
          topics
          questionsCount
          durationMinutes
          passingScore
          originalPriceRials
          priceRials
          reportDelayHours
          maxAttempts
          cooldownHours
          practice
          settings {
            title {
              fa
              en
              az
            }
            summary {
              fa
              en
              az
            }
            description {
              fa
              en
              az
            }
            categories {
              key
              name {
                fa
                en
                az
              }
              advice {
                fa
                en
                az
              }
            }
            skills {
              key
              name {
                fa
                en
                az
              }
            }
            features {
              fa
              en
              az
            }
            faq {
              question {
                fa
                en
                az
              }
              answer {
                fa
                en
                az
              }
            }
            careers {
              key
              name {
                fa
                en
                az
              }
              weights {
                category
                weight
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  if (!data.viewer?.registered) return <RegistrationRequired />;
  const test = data.test;
  if (!test) {
    return (
      <p className="rounded-2xl border border-slate-200 bg-white p-8 text-center text-slate-700 shadow-sm">
        {intl.formatMessage(data.test === undefined ? m.adminsOnly : m.notFound)}
      </p>
    );
  }
  const testPath = (slug: string) => localePath(locale, `/panel/admin/tests/${encodeURIComponent(slug)}`);
  return (
    <div className="space-y-6">
      <PageHeader
        title={intl.formatMessage(m.settingsOf, { title: test.title })}
        actions={
          <Link to={testPath(test.slug)} className={secondaryButtonClass}>
            {intl.formatMessage(m.backToItems)}
          </Link>
        }
      />
      <section className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <SettingsEditor
          testId={test.id}
          initial={settingsFromServer(test)}
          onSaved={(slug) => {
            if (slug === test.slug) void revalidator.revalidate();
            else void navigate(`${testPath(slug)}/settings`, { replace: true });
          }}
        />
      </section>
    </div>
  );
}

/** `/panel/admin/tests/:slug/settings`: a test's settings, its texts in every language (admins). */
export function AdminTestSettingsPage() {
  const intl = useIntl();
  const { queryRef } = useLoaderData() as AdminTestSettingsPageLoaderData;
  return (
    <div className="space-y-6">
      <PageMeta page={intl.formatMessage(m.settings)} description={intl.formatMessage(m.intro)} noindex />
      <Suspense fallback={<PageSpinner />}>
        <Settings queryRef={queryRef} />
      </Suspense>
    </div>
  );
}
