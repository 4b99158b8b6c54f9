import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Suspense } from 'react';
import { graphql, useLazyLoadQuery } from 'react-relay/hooks';
import { createMockEnvironment, MockPayloadGenerator } from 'relay-test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ResumeFileBoxTestQuery } from '../../__generated__/ResumeFileBoxTestQuery.graphql';
import { sendUpload, UploadError } from '../../shared/uploads/sendUpload';
import { renderWithProviders } from '../../test/renderWithProviders';
import { ResumeFileBox } from './ResumeFileBox';

vi.mock('../../shared/uploads/sendUpload', async (original) => ({
  ...(await original<Record<string, unknown>>()),
  sendUpload: vi.fn(),
}));
const upload = vi.mocked(sendUpload);

function TestRenderer() {
  const data = useLazyLoadQuery<ResumeFileBoxTestQuery>(
    graphql`
      query ResumeFileBoxTestQuery @relay_test_operation {
        myResume {
          ...ResumeFileBox_resume
        }
      }
    `,
    {},
  );
  return <ResumeFileBox resume={data.myResume ?? null} />;
}

function render(file: Record<string, unknown> | null, locale: 'en' | 'fa' = 'en') {
  const environment = createMockEnvironment();
  environment.mock.queueOperationResolver((operation) =>
    MockPayloadGenerator.generate(operation, {
      Resume: () => ({ id: 'r-1', file }),
      ResumeFile: () => file,
    }),
  );
  renderWithProviders(
    <Suspense>
      <TestRenderer />
    </Suspense>,
    { locale, environment },
  );
  return environment;
}

const pdf = () => new File(['%PDF-1.7'], 'My CV.pdf', { type: 'application/pdf' });
const saved = {
  name: 'cv.pdf',
  bytes: 200 * 1024,
  pages: 2,
  uploadedAt: '2026-11-20T10:00:00Z',
  downloadPath: '/private-files/token',
};

describe('ResumeFileBox', () => {
  beforeEach(() => upload.mockReset());

  it('uploads a PDF and attaches it under the name it was chosen with', async () => {
    const environment = render(null);
    upload.mockResolvedValue({ upload: 'receipt-1' });
    const input = document.querySelector<HTMLInputElement>('input[type=file]')!;
    expect(input.accept).toBe('application/pdf');
    await userEvent.upload(input, pdf());
    expect(upload).toHaveBeenCalledWith(
      '/uploads/documents',
      expect.any(File),
      expect.objectContaining({ maxBytes: 4 * 1024 * 1024 }),
      expect.anything(),
    );
    const attach = environment.mock.getMostRecentOperation();
    expect(attach.request.variables.input).toEqual({ upload: 'receipt-1', name: 'My CV.pdf' });
    act(() =>
      environment.mock.resolve(attach, {
        data: {
          attachResumeFile: {
            __typename: 'MutationAttachResumeFileSuccess',
            data: { id: 'r-1', file: { ...saved, name: 'My CV.pdf' } },
          },
        },
      }),
    );
    const link = await screen.findByRole('link', { name: 'Download My CV.pdf' });
    expect(link).toHaveAttribute('href', '/private-files/token');
    expect(screen.getByText(/2 pages · 200 kB · uploaded Nov 20, 2026/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Replace the file' })).toBeInTheDocument();
  });

  it('says why a file was refused, by the upload’s code and by the mutation’s', async () => {
    const environment = render(null);
    const input = () => document.querySelector<HTMLInputElement>('input[type=file]')!;
    upload.mockRejectedValueOnce(new UploadError('DOCUMENT_ENCRYPTED'));
    await userEvent.upload(input(), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('This PDF is protected by a password');
    upload.mockRejectedValueOnce(new UploadError('TOO_MANY_PAGES'));
    await userEvent.upload(input(), pdf());
    expect(await screen.findByRole('alert')).toHaveTextContent('The file has more than 20 pages.');
    upload.mockResolvedValueOnce({ upload: 'old' });
    await userEvent.upload(input(), pdf());
    act(() =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: { attachResumeFile: { __typename: 'ValidationError', fields: [{ code: 'UPLOAD_EXPIRED' }] } },
      }),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Upload the file again.');
  });

  it('removes the saved file, in Persian with Persian digits', async () => {
    const environment = render(saved, 'fa');
    expect(await screen.findByText(/۲ صفحه/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'حذف فایل' }));
    act(() =>
      environment.mock.resolve(environment.mock.getMostRecentOperation(), {
        data: {
          removeResumeFile: {
            __typename: 'MutationRemoveResumeFileSuccess',
            data: { id: 'r-1', file: null },
          },
        },
      }),
    );
    expect(await screen.findByRole('button', { name: 'بارگذاری PDF' })).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });
});
