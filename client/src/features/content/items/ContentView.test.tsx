import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/renderWithProviders';
import { ContentView, FallbackNote, type ContentWords } from './ContentView';

const words: ContentWords = {
  title: 'Karnama haqqında',
  summary: '<b>bold</b> is text here',
  parts: {
    sections: [{ heading: 'Hekayəmiz', body: 'First <script>alert(1)</script>\n\nSecond paragraph.' }],
    faq: [{ question: 'Nə qədər?', answer: 'Dörd həftə.' }],
    claims: [
      { value: '150+', label: 'layihə', figure: null },
      { value: 'Onlayn', label: 'testlər', figure: 'TESTS_TAKEN' },
    ],
    steps: [{ title: 'İlk söhbət', text: '' }],
  },
};

describe('a content page’s words', () => {
  it('are plain text in paragraphs, never HTML, in their own language and direction', () => {
    const { container } = renderWithProviders(<ContentView words={words} locale="az" />, { locale: 'fa' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Karnama haqqında');
    expect(screen.getByText('First <script>alert(1)</script>')).toBeInTheDocument();
    expect(screen.getByText('<b>bold</b> is text here')).toBeInTheDocument();
    expect(container.querySelector('script, b')).toBeNull();
    expect(screen.getByText('Second paragraph.').tagName).toBe('P');
    const root = container.querySelector('[lang="az"]')!;
    expect(root).toHaveAttribute('dir', 'ltr');
  });

  it('show a claim beside the figure the product measures, in the reader’s digits', () => {
    renderWithProviders(<ContentView words={words} locale="fa" figures={{ TESTS_TAKEN: 1234 }} />, {
      locale: 'fa',
    });
    expect(screen.getByText('اکنون در کارنما اندازه‌گیری شده: ۱٬۲۳۴ آزمون انجام‌شده')).toBeInTheDocument();
    // A claim without a figure says only what it claims.
    expect(screen.getByText('layihə').parentElement).not.toHaveTextContent('اندازه‌گیری');
    expect(screen.getByRole('heading', { name: 'پرسش و پاسخ' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'مراحل همکاری با ما' })).toBeInTheDocument();
  });

  it('say which language they are shown in when the reader’s has none', () => {
    renderWithProviders(<FallbackNote shown="en" wanted="az" />, { locale: 'az' });
    expect(screen.getByRole('note')).toHaveTextContent(
      'Bu səhifə hələ Azərbaycan dilində yazılmayıb; ingilis dilində göstərilir.',
    );
    const { container } = renderWithProviders(<FallbackNote shown="fa" wanted="fa" />, { locale: 'fa' });
    expect(container).toBeEmptyDOMElement();
  });
});
