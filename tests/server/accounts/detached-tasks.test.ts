import { describe, expect, it } from 'vitest';
import { DetachedTasks } from '@server/accounts/adapters/detached-tasks';

describe('DetachedTasks', () => {
  it('starts a task only after the caller has moved on, and settled() waits for it', async () => {
    const reported: string[] = [];
    const tasks = new DetachedTasks((_error, context) => reported.push(context));
    const done: string[] = [];
    tasks.run('first', async () => {
      done.push('task');
    });
    done.push('answer');
    await tasks.settled();
    expect(done).toEqual(['answer', 'task']);
    expect(reported).toEqual([]);
  });

  it('reports a failed task with its context instead of throwing', async () => {
    const reported: Array<{ error: unknown; context: string }> = [];
    const tasks = new DetachedTasks((error, context) => reported.push({ error, context }));
    tasks.run('reset email failed', async () => {
      throw new Error('SMTP down');
    });
    await tasks.settled();
    expect(reported).toEqual([{ error: new Error('SMTP down'), context: 'reset email failed' }]);
  });
});
