import { describe, expect, it } from 'vitest';
import { jsonForScript } from '../../../app/JsonLd';
import { jobPostingJsonLd, type JobPostingSource } from './JobPostingJsonLd';

const job: JobPostingSource = {
  slug: 'senior-react-developer-aryan-data-tehran',
  title: 'برنامه‌نویس ارشد React',
  description: 'ساخت داشبوردهای مدیریتی',
  companyName: 'گروه نرم‌افزاری آرین‌داده',
  place: { kind: 'CITY', name: 'تهران', country: 'IR', province: { name: 'تهران' } },
  type: 'FULL_TIME',
  experienceLevel: 'SENIOR',
  skills: ['React', 'TypeScript'],
  postedAt: '2026-11-20T08:00:00.000Z',
  expiresAt: '2026-12-20T08:00:00.000Z',
  isExpired: false,
  permanent: false,
  status: 'PUBLISHED',
  salary: { minRials: 900_000_000, maxRials: 1_300_000_000 },
};

describe('jobPostingJsonLd', () => {
  it("gives Google's required and recommended fields, matching the page", () => {
    expect(jobPostingJsonLd(job, 'https://karnama.example/fa/jobs/x')).toMatchObject({
      '@type': 'JobPosting',
      title: job.title,
      description: job.description,
      datePosted: job.postedAt,
      validThrough: job.expiresAt,
      employmentType: 'FULL_TIME',
      hiringOrganization: { name: job.companyName },
      jobLocation: { address: { addressLocality: 'تهران', addressRegion: 'تهران', addressCountry: 'IR' } },
      baseSalary: {
        currency: 'IRR',
        value: { minValue: 900_000_000, maxValue: 1_300_000_000, unitText: 'MONTH' },
      },
    });
  });

  it('marks remote jobs as telecommute and leaves out an unpublished salary', () => {
    const remote = jobPostingJsonLd({ ...job, type: 'REMOTE', salary: null }, 'u')!;
    expect(remote).toMatchObject({ jobLocationType: 'TELECOMMUTE', employmentType: 'OTHER' });
    expect(remote).not.toHaveProperty('jobLocation');
    expect(remote).not.toHaveProperty('baseSalary');
    const remotePlace = { kind: 'REMOTE', name: 'Remote', country: null };
    expect(jobPostingJsonLd({ ...job, place: remotePlace }, 'u')).toMatchObject({
      jobLocationType: 'TELECOMMUTE',
    });
  });

  it('gives a city of Azerbaijan its country', () => {
    const baku = { kind: 'CITY', name: 'Bakı', country: 'AZ', province: null };
    expect(jobPostingJsonLd({ ...job, place: baku }, 'u')).toMatchObject({
      jobLocation: { address: { addressLocality: 'Bakı', addressCountry: 'AZ' } },
    });
  });

  it('is absent for expired and closed jobs, but present for an expired permanent one', () => {
    expect(jobPostingJsonLd({ ...job, isExpired: true }, 'u')).toBeNull();
    expect(jobPostingJsonLd({ ...job, status: 'CLOSED' }, 'u')).toBeNull();
    expect(jobPostingJsonLd({ ...job, isExpired: true, permanent: true }, 'u')).not.toHaveProperty(
      'validThrough',
    );
  });

  it('cannot be broken out of its script element by the ad text', () => {
    expect(jsonForScript({ d: '</script><script>alert(1)</script>' })).not.toContain('</script>');
  });
});
