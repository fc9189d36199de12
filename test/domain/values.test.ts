import { NO_REMIND_HOUR, PATHS, deckPath, isOnPath, remindHourFromServer, remindHourToServer, toUnitInterval } from '../../src/domain';

describe('toUnitInterval', () => {
  it.each([
    [0, 0],
    [1, 1],
    [0.25, 0.25],
    [true, 1],
    [false, 0],
    ['0.5', 0.5],
    [' .75 ', 0.75],
    ['1', 1],
  ])('given %j, then %j', (input, expected) => {
    expect(toUnitInterval(input)).toBe(expected);
  });

  it.each([[-0.01], [1.01], ['1.5'], ['abc'], [''], ['0.5x'], [NaN], [Infinity], [null], [undefined], [{}], [[0.5]]])(
    'given %j, then undefined',
    (input) => {
      expect(toUnitInterval(input)).toBeUndefined();
    },
  );
});

describe('remind time', () => {
  it('given a UTC hour and a whole-hour zone, when read, then it is the local hour', () => {
    expect(remindHourFromServer(8, 60)).toBe(9);
    expect(remindHourFromServer('8', -300)).toBe(3);
  });

  it('given an hour that crosses midnight, then it wraps into 0..23 both ways', () => {
    expect(remindHourFromServer(23, 120)).toBe(1);
    expect(remindHourFromServer(1, -180)).toBe(22);
    expect(remindHourToServer(1, 120)).toBe(23);
    expect(remindHourToServer(22, -180)).toBe(1);
  });

  it('given no remind time, when read, then -1; when saved missing or negative, then null', () => {
    expect(remindHourFromServer(null, 60)).toBe(NO_REMIND_HOUR);
    expect(remindHourFromServer('', 60)).toBe(NO_REMIND_HOUR);
    expect(remindHourFromServer(-1, 60)).toBe(NO_REMIND_HOUR);
    expect(remindHourToServer(-1, 60)).toBeNull();
    expect(remindHourToServer(null, 60)).toBeNull();
    expect(remindHourToServer(undefined, 60)).toBeNull();
  });

  it.each([330, -210, 345, 0, 60, -720, 840])(
    'given a zone %i minutes east of UTC, when every UTC hour is read and saved back unchanged, then it is the same hour',
    (offset) => {
      for (let utc = 0; utc < 24; utc++) {
        const local = remindHourFromServer(utc, offset);
        expect(local).toBeGreaterThanOrEqual(0);
        expect(local).toBeLessThanOrEqual(23);
        expect(remindHourToServer(local, offset)).toBe(utc);
      }
    },
  );
});

describe('remind time across time zones', () => {
  it.each([
    // [zone, offset east of UTC in minutes, UTC hour on the server, local hour shown]
    ['India (+5:30)', 330, 3, 8],
    ['India (+5:30), past local midnight', 330, 20, 1],
    ['Newfoundland (-3:30)', -210, 12, 8],
    ['Newfoundland (-3:30), before local midnight', -210, 2, 22],
    ['Nepal (+5:45)', 345, 18, 23],
    ['Chatham (+12:45)', 765, 12, 0],
    ['Kiribati (+14)', 840, 10, 0],
    ['Baker Island (-12)', -720, 11, 23],
  ])('given %s (%i minutes), when UTC hour %i is read, then the learner sees local hour %i', (_zone, offset, utc, local) => {
    expect(remindHourFromServer(utc, offset)).toBe(local);
  });

  it.each([
    ['India (+5:30)', 330, 8, 3],
    ['India (+5:30), local 01:00 is the previous UTC day', 330, 1, 20],
    ['Newfoundland (-3:30), local 22:00 is the next UTC day', -210, 22, 2],
    ['UTC-3, local 23:00', -180, 23, 2],
    ['UTC+1, local 00:00', 60, 0, 23],
  ])('given %s (%i minutes), when local hour %i is saved, then the server gets UTC hour %i', (_zone, offset, local, utc) => {
    expect(remindHourToServer(local, offset)).toBe(utc);
  });
});

describe('route paths', () => {
  it('given a deck id with reserved characters, when its path is made, then the id is one encoded segment', () => {
    expect(deckPath('first aid/2')).toBe('/library/deck/first%20aid%2F2');
    expect(isOnPath(deckPath('first aid/2'), PATHS.library)).toBe(true);
  });

  it('given a path, then it is on a route only when it is the route or one of its children', () => {
    expect(isOnPath('/library', PATHS.library)).toBe(true);
    expect(isOnPath('/library/resources', PATHS.library)).toBe(true);
    expect(isOnPath('/library_tour', PATHS.library)).toBe(false);
    expect(isOnPath('/studying', PATHS.study)).toBe(false);
  });
});
