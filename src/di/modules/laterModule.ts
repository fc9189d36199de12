import { ContainerModule, type Container, type Newable } from 'inversify';
import { lazyPart } from '../../adapters/browser/lazyParts';
import { ANSWER_OUTBOX_LATER } from '../../presenters/app/later';
import { APP_CONTAINER } from './lazyHttpModule';

/**
 * The collaborators that presenters on the first screen use only later (presenters/app/later.ts): each
 * token answers a function that loads the class's module (a chunk of its own, off the sign-in page's
 * critical path) and resolves the class from the app's container, so a singleton stays one.
 */
export const laterModule = new ContainerModule(({ bind }) => {
  const later = <M>(token: symbol, load: () => Promise<M>, pick: (module: M) => Newable<object>) =>
    bind(token)
      .toDynamicValue((context) => {
        const container = context.get<Container>(APP_CONTAINER);
        return lazyPart(load, (module) => container.get(pick(module)));
      })
      .inSingletonScope();
  later(ANSWER_OUTBOX_LATER, () => import('../../presenters/answering/AnswerOutbox'), (module) => module.AnswerOutbox);
});
