/** The production rule (src/server/production/rule.ts), pure: which implicit moves may go where. */
import { describe, expect, it } from 'vitest';
import { implicitTarget, rolledBackFrom } from '../../src/server/production/rule.ts';
import { refusal } from '../../src/server/production/words.ts';
import type { LiveCause, LiveMove } from '../../src/store/types.ts';

let clock = 0;
const move = (rev: number | null, cause: LiveCause | null): LiveMove => ({ rev, at: ++clock, cause });

describe('the production rule', () => {
  it('rolls back to the revision live most recently before, and twice steps further back', () => {
    const history = [move(1, 'deploy'), move(2, 'deploy'), move(3, 'deploy')];
    expect(implicitTarget('rollback', history, [1, 2, 3, 4], 3)).toEqual({ ok: true, rev: 2 });
    history.push(move(2, 'rollback'));
    expect([...rolledBackFrom(history)]).toEqual([3]);
    expect(implicitTarget('rollback', history, [1, 2, 3, 4], 2)).toEqual({ ok: true, rev: 1 });
    history.push(move(1, 'rollback'));
    expect(implicitTarget('rollback', history, [1, 2, 3, 4], 1)).toEqual({ ok: false, skipped: [3, 2] });
  });

  it('never goes to a revision that was never live (a staged preview), nor to a discarded one', () => {
    const history = [move(1, 'deploy')];
    expect(implicitTarget('rollback', history, [1, 2], 1)).toEqual({ ok: false, skipped: [] });
    const two = [move(1, 'deploy'), move(2, 'deploy'), move(3, 'cutover')];
    expect(implicitTarget('rollback', two, [1, 3], 3)).toEqual({ ok: true, rev: 1 });
  });

  it('refuses the discard of the live revision after put live A, put live B, roll back to A', () => {
    const history = [move(10, 'cutover'), move(20, 'cutover'), move(10, 'rollback')];
    expect(implicitTarget('discard', history, [20], 10)).toEqual({ ok: false, skipped: [20] });
    expect(refusal('discard', 'a.example.com', 10, [20], 10)).toBe(
      'revision 10 is live on a.example.com and no other revision that was live before can take its place ' +
        '(production was rolled back from revision 20, so an implicit move does not return there): discarding ' +
        'it would put a revision nobody chose live. Production is unchanged: a.example.com serves revision 10. ' +
        'To serve another revision first, choose one: `sitepub cutover a.example.com REV` (or Put live in the ' +
        'dashboard); then discard 10.',
    );
  });

  it('clears the mark when the revision is chosen again (a cutover to it)', () => {
    const history = [move(1, 'deploy'), move(2, 'deploy'), move(1, 'rollback'), move(2, 'cutover')];
    expect(rolledBackFrom(history).size).toBe(0);
    history.push(move(3, 'deploy'));
    expect(implicitTarget('rollback', history, [1, 2, 3], 3)).toEqual({ ok: true, rev: 2 });
  });

  it('rolls forward to the next newer revision that was live, never to one rolled back from', () => {
    const history = [move(1, 'deploy'), move(2, 'deploy'), move(3, 'deploy'), move(1, 'cutover')];
    expect(implicitTarget('rollfore', history, [1, 2, 3], 1)).toEqual({ ok: true, rev: 2 });
    const rolled = [move(1, 'deploy'), move(2, 'deploy'), move(1, 'rollback')];
    expect(implicitTarget('rollfore', rolled, [1, 2], 1)).toEqual({ ok: false, skipped: [2] });
  });

  it('reads moves recorded before causes were kept as no rollback, and an offline spell as no revision', () => {
    const history = [move(1, null), move(2, null), move(null, 'discard'), move(3, 'deploy')];
    expect(rolledBackFrom(history).size).toBe(0);
    expect(implicitTarget('rollback', history, [1, 2, 3], 3)).toEqual({ ok: true, rev: 2 });
    expect(implicitTarget('rollback', history, [1, 2, 3], null)).toEqual({ ok: true, rev: 3 });
  });
});
