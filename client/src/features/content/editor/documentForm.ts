import {
  contentDocumentRules,
  contentItemLimits as L,
  type ContentFigure,
} from '@platform/rules/content-items';
import { fieldProblems, type FieldProblem } from '@platform/rules/field-problems';

/** One language's words as the editor holds them while an admin writes. */
export interface DocumentForm {
  title: string;
  summary: string;
  sections: { heading: string; body: string }[];
  faq: { question: string; answer: string }[];
  claims: { value: string; label: string; figure: string }[];
  steps: { title: string; text: string }[];
}

export const emptyForm: DocumentForm = {
  title: '',
  summary: '',
  sections: [],
  faq: [],
  claims: [],
  steps: [],
};

/** A saved revision (or nothing) as the editor's form. */
export function formOf(
  revision: {
    title: string;
    summary: string;
    parts: {
      readonly sections: readonly { readonly heading: string; readonly body: string }[];
      readonly faq: readonly { readonly question: string; readonly answer: string }[];
      readonly claims: readonly {
        readonly value: string;
        readonly label: string;
        readonly figure?: string | null;
      }[];
      readonly steps: readonly { readonly title: string; readonly text: string }[];
    };
  } | null,
): DocumentForm {
  if (!revision) return emptyForm;
  const { parts } = revision;
  return {
    title: revision.title,
    summary: revision.summary,
    sections: parts.sections.map((s) => ({ heading: s.heading, body: s.body })),
    faq: parts.faq.map((q) => ({ question: q.question, answer: q.answer })),
    claims: parts.claims.map((c) => ({ value: c.value, label: c.label, figure: c.figure ?? '' })),
    steps: parts.steps.map((s) => ({ title: s.title, text: s.text })),
  };
}

/** The form as `saveContentDraft` takes it. */
export function draftInput(form: DocumentForm) {
  return {
    ...form,
    claims: form.claims.map((c) => ({
      value: c.value,
      label: c.label,
      figure: (c.figure || null) as ContentFigure | null,
    })),
  };
}

/** The limit a field's problem names: its length, or how many of a list there may be. */
const limits: Record<string, number> = {
  TITLE_TOO_LONG: L.titleMax,
  SUMMARY_TOO_LONG: L.summaryMax,
  HEADING_TOO_LONG: L.headingMax,
  BODY_TOO_LONG: L.bodyMax,
  QUESTION_TOO_LONG: L.questionMax,
  ANSWER_TOO_LONG: L.answerMax,
  CLAIM_VALUE_TOO_LONG: L.claimValueMax,
  CLAIM_LABEL_TOO_LONG: L.claimLabelMax,
  STEP_TITLE_TOO_LONG: L.stepTitleMax,
  STEP_TEXT_TOO_LONG: L.stepTextMax,
  TOO_MANY_SECTIONS: L.sections,
  TOO_MANY_QUESTIONS: L.faq,
  TOO_MANY_CLAIMS: L.claims,
  TOO_MANY_STEPS: L.steps,
};

export interface EditorProblem {
  /** The message's key in `editorProblemMessages`. */
  kind:
    | 'REQUIRED'
    | 'TOO_LONG'
    | 'TOO_MANY'
    | 'SLUG_INVALID'
    | 'IMPORTANCE_INVALID'
    | 'SERVICE_REQUIRED'
    | 'INVALID';
  max?: number;
}

/** A field's code as the editor words it. */
export function editorProblem(code: string): EditorProblem {
  if (
    code === 'REQUIRED' ||
    code === 'SLUG_INVALID' ||
    code === 'IMPORTANCE_INVALID' ||
    code === 'SERVICE_REQUIRED'
  )
    return { kind: code };
  if (code === 'SLUG_TOO_LONG') return { kind: 'TOO_LONG', max: L.slugMax };
  if (code.startsWith('TOO_MANY_')) return { kind: 'TOO_MANY', max: limits[code] };
  if (code.endsWith('_TOO_LONG')) return { kind: 'TOO_LONG', max: limits[code] };
  return { kind: 'INVALID' };
}

/**
 * The problems by field path without the `input.` prefix (`title`, `sections.2.body`): the server's answer, or the
 * same rules checked before sending.
 */
export function problemsByPath(problems: readonly FieldProblem[]): Record<string, EditorProblem> {
  const byPath: Record<string, EditorProblem> = {};
  for (const { path, code } of problems) byPath[path.replace(/^input\.?/, '')] ??= editorProblem(code);
  return byPath;
}

/** The shared rules checked in the browser: the problems the server would answer, before anything is sent. */
export function checkForm(form: DocumentForm): Record<string, EditorProblem> {
  const result = contentDocumentRules.safeParse(draftInput(form));
  return result.success ? {} : problemsByPath(fieldProblems(result.error, 'input'));
}
