import { NO_REMIND_HOUR, remindHourFromServer, remindHourToServer, toUnitInterval } from '../../src/domain';

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
