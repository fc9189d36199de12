/** Storage entries kept for the learner signed in (the study day's answers) start with this: a sign-out removes them. */
export const LEARNER_KEY_PREFIX = 'sreo.learner.';
