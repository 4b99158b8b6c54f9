import { describe, expect, it } from 'vitest';
import { jobEventPayloads } from './job-events.ts';

const job = {
  id: 'j1',
  slug: 'data-engineer',
  title: 'Data engineer',
  companyName: 'Aryan Data',
  salaryMinRials: 900_000_000n,
  salaryMaxRials: 12_000_000_000_000_000_000n,
};

describe("the jobs' event payloads", () => {
  it('say the top of the salary range as digits, beyond what JSON numbers hold', () => {
    expect(jobEventPayloads.published(job)).toEqual({
      jobId: 'j1',
      slug: 'data-engineer',
      title: 'Data engineer',
      companyName: 'Aryan Data',
      topSalaryRials: '12000000000000000000',
    });
    expect(jobEventPayloads.published({ ...job, salaryMaxRials: null }).topSalaryRials).toBe('900000000');
    expect(
      jobEventPayloads.published({ ...job, salaryMinRials: null, salaryMaxRials: null }).topSalaryRials,
    ).toBe(null);
  });

  it('name an approved applicant by first name only, and not at all when they hid their identity', () => {
    const application = { id: 'a1', fullName: '  مهسا   نوری ', hideIdentity: false };
    expect(jobEventPayloads.applicationApproved(application, job).applicantFirstName).toBe('مهسا');
    expect(
      jobEventPayloads.applicationApproved({ ...application, hideIdentity: true }, job).applicantFirstName,
    ).toBeNull();
  });

  it('refuse a payload the schema does not allow, whoever builds it', () => {
    expect(() => jobEventPayloads.published({ ...job, slug: undefined as never })).toThrow();
  });
});
