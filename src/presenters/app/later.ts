/**
 * A collaborator kept off the sign-in page's first load: its module is fetched on first use (then kept,
 * and fetched again after a failure), and the instance comes from the container. The composition root
 * binds each token (src/di/modules/laterModule.ts); a presenter injects the token and awaits the call.
 */
export type Later<T> = () => Promise<T>;

/** The answer outbox: needed once a learner is signed in, or to count a stored session's waiting answers. */
export const ANSWER_OUTBOX_LATER = Symbol.for('AnswerOutboxLater');
