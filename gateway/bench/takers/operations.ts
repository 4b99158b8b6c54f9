/** A taker's operations through the gateway: start a test, answer a question, finish. */
export const start = `mutation ($id: ID!) { startTestSession(input: { testId: $id }) {
  __typename ... on MutationStartTestSessionSuccess { data { token total questions { position kind options { key } } } }
  ... on BaseError { code } } }`;
export const answer = `mutation ($input: AnswerTestQuestionInput!) { answerTestQuestion(input: $input) {
  __typename ... on MutationAnswerTestQuestionSuccess { data { answeredCount } } ... on BaseError { code } } }`;
export const finish = `mutation ($token: String!) { finishTestSession(input: { token: $token }) {
  __typename ... on MutationFinishTestSessionSuccess { data { score } } } }`;

export interface Question {
  position: number;
  kind: string;
  options: { key: string }[];
}

export type Started = {
  startTestSession: {
    __typename: string;
    code?: string;
    data?: { token: string; total: number; questions: Question[] };
  };
};

/** An answer to any question: a random option, a random point of the scale, or 7. */
export function given(q: Question): Record<string, unknown> {
  if (q.kind === 'NUMERIC') return { value: 7 };
  if (q.kind === 'AGREEMENT_SCALE') return { scale: 1 + Math.floor(Math.random() * 7) };
  const pick = q.options[Math.floor(Math.random() * q.options.length)]!;
  return { choices: [pick.key] };
}
