import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CourseSignUpForm } from './CourseSignUpForm';

vi.mock('altcha-lib', () => ({ solveChallenge: async () => ({ counter: 5, derivedKey: 'ef' }) }));
vi.mock('altcha-lib/algorithms/web/sha', () => ({
  deriveKey: async () => ({ derivedKey: new Uint8Array() }),
}));

const courses = [
  { id: 'Q29udGVudEl0ZW06MQ==', title: 'React from zero' },
  { id: 'Q29udGVudEl0ZW06Mg==', title: 'Python basics' },
];

/** The form in `locale`, touched so that its captcha starts, and the captcha solved. */
async function renderSolved(locale: 'en' | 'fa' = 'en', offered = courses) {
  const environment = createMockEnvironment();
  renderWithProviders(<CourseSignUpForm courses={offered} />, { locale, environment });
  const user = userEvent.setup();
  await user.click(await screen.findByLabelText(locale === 'fa' ? 'نام' : 'Name'));
  await waitFor(() => expect(environment.mock.getAllOperations()).toHaveLength(1));
  environment.mock.resolveMostRecentOperation((operation) =>
    MockPayloadGenerator.generate(operation, { Query: () => ({ captchaChallenge: '{"parameters":{}}' }) }),
  );
  await screen.findByText(locale === 'fa' ? 'بررسی شد: شما انسان هستید.' : 'Checked: you are a person.');
  return { environment, user };
}

const sentMutation = async (environment: ReturnType<typeof createMockEnvironment>) => {
  await waitFor(() =>
    expect(environment.mock.getMostRecentOperation().request.node.operation.name).toBe(
      'CourseSignUpFormMutation',
    ),
  );
  return environment.mock.getMostRecentOperation();
};

describe('the course sign-up form', () => {
  it('sends the chosen course and the person, says sending, then that they are signed up', async () => {
    const { environment, user } = await renderSolved();
    await user.selectOptions(screen.getByLabelText('Course'), 'Python basics');
    await user.type(screen.getByLabelText('Name'), 'Sahar Moradi');
    await user.type(screen.getByLabelText('E-mail'), 'sahar@example.com');
    await user.type(screen.getByLabelText('Phone'), '0912 111 0004');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));

    const mutation = await sentMutation(environment);
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    expect(mutation.request.variables.input).toEqual({
      courseId: 'Q29udGVudEl0ZW06Mg==',
      name: 'Sahar Moradi',
      email: 'sahar@example.com',
      phone: '0912 111 0004',
      message: null,
      captcha: expect.any(String),
      website: null,
    });
    environment.mock.resolve(mutation, {
      data: {
        signUpForCourse: {
          __typename: 'MutationSignUpForCourseSuccess',
          data: { receivedAt: '2026-11-28T10:00:00Z' },
        },
      },
    });
    expect(await screen.findByText(/^You are signed up for Python basics\./)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign up' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign up for another course' })).toBeInTheDocument();
  });

  it('tells each field’s problem in Persian before sending anything', async () => {
    const { environment, user } = await renderSolved('fa');
    await user.type(screen.getByLabelText('نام'), 'عل');
    await user.type(screen.getByLabelText('ایمیل'), 'ali@');
    await user.click(screen.getByRole('button', { name: 'ثبت‌نام' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('لطفاً همه فیلدهای الزامی را پر کنید.');
    expect(screen.getByText('یک دوره را انتخاب کنید.')).toBeInTheDocument();
    expect(screen.getByText('نام باید دست‌کم ۳ نویسه باشد.')).toBeInTheDocument();
    expect(screen.getByLabelText('دوره')).toHaveAttribute('aria-invalid', 'true');
    // Only the captcha's challenge went out.
    expect(environment.mock.getAllOperations()).toHaveLength(0);
  });

  it('chooses the only course offered, and says when it is no longer open', async () => {
    const { environment, user } = await renderSolved('en', [courses[0]!]);
    expect(screen.getByLabelText('Course')).toHaveValue('Q29udGVudEl0ZW06MQ==');
    await user.type(screen.getByLabelText('Name'), 'Kian Jafari');
    await user.type(screen.getByLabelText('E-mail'), 'kian@example.com');
    await user.type(screen.getByLabelText('Phone'), '09121110005');
    await user.type(screen.getByLabelText('Message (optional)'), 'Evenings, please.');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    const mutation = await sentMutation(environment);
    expect(mutation.request.variables.input).toMatchObject({ message: 'Evenings, please.' });
    environment.mock.resolve(mutation, {
      data: { signUpForCourse: { __typename: 'NotFoundError', message: 'No such course' } },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This course is no longer open for sign-up.');
    expect(screen.getByLabelText('Name')).toHaveValue('Kian Jafari');
  });

  it('shows the server’s codes by field', async () => {
    const { environment, user } = await renderSolved();
    await user.selectOptions(screen.getByLabelText('Course'), 'React from zero');
    await user.type(screen.getByLabelText('Name'), 'Sahar Moradi');
    await user.type(screen.getByLabelText('E-mail'), 'sahar@example.com');
    await user.type(screen.getByLabelText('Phone'), '09121110004');
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    environment.mock.resolve(await sentMutation(environment), {
      data: {
        signUpForCourse: {
          __typename: 'ValidationError',
          fields: [{ path: 'input.email', code: 'EMAIL_INVALID' }],
        },
      },
    });
    expect(await screen.findByText('The e-mail address is not valid.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign up' })).toBeEnabled();
  });

  it('says so when no course is offered', () => {
    renderWithProviders(<CourseSignUpForm courses={[]} />);
    expect(screen.getByText('No course is open for sign-up right now.')).toBeInTheDocument();
    expect(screen.queryByRole('form')).toBeNull();
  });
});
