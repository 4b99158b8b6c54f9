import { graphql, useFragment } from 'react-relay/hooks';
import type { QuestionInput_question$key } from '../../../__generated__/QuestionInput_question.graphql';
import { QuestionInputView, type Answer } from '../../../shared/tests/QuestionInput';

export type { Answer };

/** The answer to one question, in the form its kind takes: choices, a number, or a point on the scale. */
export function QuestionInput({
  question: questionRef,
  ...props
}: {
  question: QuestionInput_question$key;
  answer: Answer | null;
  disabled: boolean;
  onAnswer: (answer: Answer) => void;
}) {
  const question = useFragment(
    graphql`
      fragment QuestionInput_question on TestSessionQuestion {
        position
        kind
        options {
          key
          text
        }
      }
    `,
    questionRef,
  );
  return <QuestionInputView question={question} {...props} />;
}
