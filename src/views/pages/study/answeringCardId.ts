/** The element id of the card being answered: the answering keys find the card's audio inside it. */
export const ANSWERING_CARD_ID = 'answering-card';

/** The element id of the card's question heading, which a new card's focus goes to. */
export const QUESTION_HEADING_ID = 'card-question';
