import { reaction } from 'mobx';
import type { AnswerEngine } from '../answering/AnswerEngine';

/**
 * Calls `moved` with where the focus belongs each time the answering screen moves (a new phase, a new
 * card), at once: in the engine's own step, before any view redraws for it. Returns the disposer.
 */
export function onFocusMove(engine: AnswerEngine, moved: (focus: AnswerEngine['focus']) => void): () => void {
  return reaction(() => [engine.focus, engine.shown] as const, ([focus]) => moved(focus));
}
