/** Makes the ids the client gives things (an answer record's UUID, contract/openapi.yaml), so tests can control them. */
export interface IdGenerator {
  newId(): string;
}

export const ID_GENERATOR = Symbol.for('IdGenerator');
