import { graphql, useFragment } from 'react-relay/hooks';
import type { JobPosting, WithContext } from 'schema-dts';
import { JsonLd } from '../../../app/JsonLd';
import { usePageUrl } from '../../../app/site';
import type { JobPostingJsonLd_job$key } from '../../../__generated__/JobPostingJsonLd_job.graphql';

/** Structured data for search engines (schema.org JobPosting); none for expired or closed jobs. */
export function JobPostingJsonLd({ job }: { job: JobPostingJsonLd_job$key }) {
  const data = useFragment(
    graphql`
      fragment JobPostingJsonLd_job on Job {
        slug
        title
        description
        companyName
        place {
          kind
          name
          country
          province {
            name
          }
        }
        type
        experienceLevel
        skills
        postedAt
        expiresAt
        isExpired
        permanent
        status
        salary {
          minRials
          maxRials
        }
      }
    `,
    job,
  );
  const posting = jobPostingJsonLd(data, usePageUrl());
  if (!posting) return null;
  return <JsonLd data={posting} />;
}

/** The fields of a job that schema.org's JobPosting needs (Google's required and recommended properties). */
export interface JobPostingSource {
  slug: string;
  title: string;
  description: string;
  companyName: string;
  /** Named in the page's language, as the page shows it. */
  place: {
    kind: string;
    name: string;
    country: string | null | undefined;
    province?: { name: string } | null | undefined;
  };
  type: string;
  postedAt: string;
  expiresAt: string | null | undefined;
  isExpired: boolean;
  permanent: boolean;
  status: string;
  salary: { minRials: number | null | undefined; maxRials: number | null | undefined } | null | undefined;
  skills: readonly string[];
  experienceLevel: string;
}

const employmentTypes: Record<string, string> = {
  FULL_TIME: 'FULL_TIME',
  PART_TIME: 'PART_TIME',
  CONTRACT: 'CONTRACTOR',
  FREELANCE: 'CONTRACTOR',
  TEMPORARY: 'TEMPORARY',
  INTERNSHIP: 'INTERN',
};

/** Months of experience a level roughly asks for (schema.org's experienceRequirements). */
const experienceMonths: Record<string, number> = { ENTRY: 0, MID: 24, SENIOR: 60, LEAD: 96 };

/**
 * schema.org JobPosting for a job page, matching what the page shows. Null when the job should not be offered
 * to search engines: expired (and not permanent) or closed.
 */
export function jobPostingJsonLd(job: JobPostingSource, pageUrl: string): WithContext<JobPosting> | null {
  if ((job.isExpired && !job.permanent) || job.status !== 'PUBLISHED') return null;
  // Remote work is a place of its own and a job type; either makes the job remote. Anyone in the country of the
  // site's audience may apply.
  const remote = job.type === 'REMOTE' || job.place.kind === 'REMOTE';
  const { minRials, maxRials } = job.salary ?? {};
  const hasSalary = minRials != null || maxRials != null;
  return {
    '@context': 'https://schema.org',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    url: pageUrl,
    identifier: { '@type': 'PropertyValue', name: job.companyName, value: job.slug },
    // Applying happens on this page, with no further sign-up elsewhere.
    directApply: true,
    datePosted: job.postedAt,
    ...(job.expiresAt && !job.permanent ? { validThrough: job.expiresAt } : {}),
    employmentType: employmentTypes[job.type] ?? 'OTHER',
    hiringOrganization: { '@type': 'Organization', name: job.companyName },
    ...(remote
      ? {
          jobLocationType: 'TELECOMMUTE',
          applicantLocationRequirements: { '@type': 'Country', name: 'IR' },
        }
      : {
          jobLocation: {
            '@type': 'Place',
            address: {
              '@type': 'PostalAddress',
              addressLocality: job.place.name,
              ...(job.place.province ? { addressRegion: job.place.province.name } : {}),
              addressCountry: job.place.country ?? 'IR',
            },
          },
        }),
    ...(hasSalary
      ? {
          baseSalary: {
            '@type': 'MonetaryAmount',
            currency: 'IRR',
            value: {
              '@type': 'QuantitativeValue',
              ...(minRials != null ? { minValue: minRials } : {}),
              ...(maxRials != null ? { maxValue: maxRials } : {}),
              unitText: 'MONTH',
            },
          },
        }
      : {}),
    ...(job.skills.length ? { skills: job.skills.join(', ') } : {}),
    experienceRequirements: {
      '@type': 'OccupationalExperienceRequirements',
      monthsOfExperience: experienceMonths[job.experienceLevel] ?? 0,
    },
  };
}
