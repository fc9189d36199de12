/** The element id of the card being answered: the answering keys find the card's audio inside it. */
export const ANSWERING_CARD_ID = 'answering-card';
