import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { graphql, usePreloadedQuery, type PreloadedQuery } from 'react-relay/hooks';
import { Link, useLoaderData } from 'react-router';
import type { ServicesPageQuery } from '../../../__generated__/ServicesPageQuery.graphql';
import { useLocale } from '../../../app/LocaleContext';
import { localePath } from '../../../app/locale';
import { PageMeta } from '../../../app/PageMeta';
import { PageSpinner } from '../../../app/PageSpinner';
import { EmptyState } from '../../../ui/EmptyState';
import { OpenableForm } from '../OpenableForm';
import { ContentJsonLd, useCrumbs } from './ContentJsonLd';
import { ContentView, FallbackNote } from './ContentView';
import { courseSignUpMessages } from '../messages';
import { contentPageMessages as m } from './messages';

export interface ServicesPageLoaderData {
  queryRef: PreloadedQuery<ServicesPageQuery>;
}

const sectionTitle = 'text-2xl font-bold text-slate-900';

// Declared here rather than beside the other forms, so that only this page's code lists the form's modules.
const LazyCourseSignUpForm = lazy(() =>
  import('../CourseSignUpForm').then((module) => ({ default: module.CourseSignUpForm })),
);

function Services({ queryRef }: ServicesPageLoaderData) {
  const intl = useIntl();
  const locale = useLocale();
  const data = usePreloadedQuery<ServicesPageQuery>(
    graphql`
      query ServicesPageQuery {
        page: contentItem(kind: PAGE, slug: "services") {
          document {
            locale
            requestedLocale
            title
            summary
            parts {
              ...ContentView_parts @relay(mask: false)
            }
          }
        }
        services: contentItems(kind: SERVICE, first: 20) {
          edges {
            node {
              id
              path
              document {
                locale
                title
                summary
              }
            }
          }
        }
        courses: contentItems(kind: COURSE, first: 20) {
          edges {
            node {
              id
              document {
                locale
                title
                summary
              }
            }
          }
        }
      }
    `,
    queryRef,
  );
  const title = intl.formatMessage(m.services);
  const crumbs = useCrumbs([{ name: title, path: '/services' }]);
  const document = data.page?.document;
  const services = data.services.edges.map((e) => e.node).filter((n) => n.document && n.path);
  const courses = data.courses.edges.map((e) => e.node).filter((n) => n.document);
  return (
    <article className="space-y-12">
      <PageMeta
        page={document?.title ?? title}
        description={document?.summary ?? intl.formatMessage(m.servicesDescription)}
      />
      {document ? (
        <>
          <ContentJsonLd kind="page" words={document} crumbs={crumbs} />
          <FallbackNote shown={document.locale} wanted={document.requestedLocale} />
          <ContentView words={document} locale={document.locale} />
        </>
      ) : (
        <header className="space-y-3">
          <h1 className="text-3xl font-extrabold text-slate-900">{title}</h1>
          <p className="text-lg text-slate-700">{intl.formatMessage(m.servicesDescription)}</p>
        </header>
      )}
      <section aria-labelledby="development-services" className="space-y-4">
        <h2 id="development-services" className={sectionTitle}>
          {intl.formatMessage(m.developmentServices)}
        </h2>
        {services.length ? (
          <ul className="grid gap-4 sm:grid-cols-2">
            {services.map((service) => (
              <li
                key={service.id}
                lang={service.document!.locale}
                className="rounded-2xl border border-slate-200 bg-white p-6"
              >
                <h3 className="text-lg font-bold text-slate-900">
                  <Link
                    to={localePath(locale, service.path!)}
                    className="hover:text-teal-800 hover:underline"
                  >
                    {service.document!.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-700">{service.document!.summary}</p>
              </li>
            ))}
          </ul>
        ) : (
          <EmptyState text={intl.formatMessage(m.developmentEmpty)} />
        )}
      </section>
      <section aria-labelledby="education" className="space-y-4">
        <h2 id="education" className={sectionTitle}>
          {intl.formatMessage(m.education)}
        </h2>
        {courses.length ? (
          <>
            <ul className="grid gap-4 sm:grid-cols-2">
              {courses.map((course) => (
                <li
                  key={course.id}
                  lang={course.document!.locale}
                  className="rounded-2xl border border-slate-200 bg-white p-6"
                >
                  <h3 className="text-lg font-bold text-slate-900">{course.document!.title}</h3>
                  <p className="mt-2 text-slate-700">{course.document!.summary}</p>
                </li>
              ))}
            </ul>
            <OpenableForm
              label={intl.formatMessage(courseSignUpMessages.title)}
              form={LazyCourseSignUpForm}
              props={{ courses: courses.map((course) => ({ id: course.id, title: course.document!.title })) }}
            />
          </>
        ) : (
          <EmptyState text={intl.formatMessage(m.educationEmpty)} />
        )}
      </section>
    </article>
  );
}

/** /services: the overview of development services and coding courses. */
export function ServicesPage() {
  const { queryRef } = useLoaderData() as ServicesPageLoaderData;
  return (
    <Suspense fallback={<PageSpinner />}>
      <Services queryRef={queryRef} />
    </Suspense>
  );
}
