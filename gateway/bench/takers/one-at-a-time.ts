/**
 * What each kind of operation costs alone: takers start, answer and finish one request at a time from the
 * benchmark's own process, and the process's CPU (server and client together) is read around each kind.
 */
import { post } from '../support.ts';
import { answer, finish, given, start, type Started } from './operations.ts';

export interface OperationCosts {
  /** Milliseconds of CPU per operation. */
  start: number;
  answer: number;
  finish: number;
}

const cpuMs = (since: NodeJS.CpuUsage) => {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
};

export async function operationCosts(
  url: string,
  tokens: string[],
  tests: string[],
): Promise<OperationCosts> {
  const spent = { start: 0, answer: 0, finish: 0 };
  const counted = { start: 0, answer: 0, finish: 0 };
  for (const testId of tests) {
    let cpu = process.cpuUsage();
    const sessions = [];
    for (const bearer of tokens) {
      const headers = { authorization: `Bearer ${bearer}` };
      const started = await post<Started>(url, start, { id: testId }, { headers });
      const session = started.data?.startTestSession.data;
      if (!session) throw new Error(`A start failed: ${JSON.stringify(started.data ?? started.errors)}`);
      sessions.push({ headers, session });
    }
    spent.start += cpuMs(cpu);
    counted.start += sessions.length;
    cpu = process.cpuUsage();
    for (const { headers, session } of sessions)
      for (const q of session.questions) {
        await post(
          url,
          answer,
          { input: { token: session.token, position: q.position, ...given(q) } },
          { headers },
        );
        counted.answer++;
      }
    spent.answer += cpuMs(cpu);
    cpu = process.cpuUsage();
    for (const { headers, session } of sessions)
      await post(url, finish, { token: session.token }, { headers });
    spent.finish += cpuMs(cpu);
    counted.finish += sessions.length;
  }
  return {
    start: spent.start / counted.start,
    answer: spent.answer / counted.answer,
    finish: spent.finish / counted.finish,
  };
}
