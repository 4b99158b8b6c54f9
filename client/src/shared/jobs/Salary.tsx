import { useIntl } from 'react-intl';
import { graphql, useFragment } from 'react-relay/hooks';
import type { Salary_salary$key } from '../../__generated__/Salary_salary.graphql';
import { useLocale } from '../../app/LocaleContext';
import { formatSalary } from './formatSalary';

interface SalaryProps {
  salary: Salary_salary$key | null | undefined;
  className?: string;
}

/** A salary range in the reader's currency text; no range means "negotiable". */
export function Salary({ salary, className }: SalaryProps) {
  const intl = useIntl();
  const locale = useLocale();
  const data = useFragment(
    graphql`
      fragment Salary_salary on SalaryRange {
        minRials
        maxRials
      }
    `,
    salary,
  );
  const amounts = data ? { minRials: data.minRials, maxRials: data.maxRials } : null;
  return <span className={className}>{formatSalary(intl, locale, amounts)}</span>;
}
