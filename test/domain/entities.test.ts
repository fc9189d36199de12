import { cardsLeft, formatTkl, totalCardsLeft, type Progress } from '../../src/domain';

describe('cards left', () => {
  const progress: Progress = { main: { total: 10, done: 4 }, review: { total: 3, done: 3 }, survey: { total: 2, done: 0 } };

  it('given progress, then each group is total minus done', () => {
    expect(cardsLeft(progress, 'main')).toBe(6);
    expect(cardsLeft(progress, 'review')).toBe(0);
    expect(totalCardsLeft(progress)).toBe(8);
  });

  it('given nothing loaded, then 0', () => {
    expect(cardsLeft(undefined, 'main')).toBe(0);
    expect(totalCardsLeft(undefined)).toBe(0);
  });
});

describe('TKL as shown', () => {
  it('given a level, then a whole percentage; given none, then N/A', () => {
    expect(formatTkl(0.426)).toBe('43%');
    expect(formatTkl(0)).toBe('0%');
    expect(formatTkl(null)).toBe('N/A');
  });
});
