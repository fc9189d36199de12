import { POPULATION_PASSWORD, populationEmail } from '../../src/store/population';
import { libsqlDatabase } from '../../src/store/libsqlDatabase';
import type { PerformanceJson } from '@sreo/contract/wire';
import { TestClock, sandbox } from '../sandboxHarness';

describe('the sandbox with a population seeded straight into its tables', () => {
  it('given 6 learners of 100 answers added, then each signs in, has their own answers, streak and TKL, and ranks among their partner\'s peers', async () => {
    const database = libsqlDatabase(':memory:');
    const box = sandbox({ database, clock: new TestClock(Date.UTC(2026, 0, 5, 9)) });

    box.server.addPopulation(6);
    const token = await box.signIn(populationEmail(3), POPULATION_PASSWORD);
    const performance = (await box.call('GET', '/app/performance', { token })).body as PerformanceJson;

    expect(box.server.answerLog(populationEmail(3))).toHaveLength(100);
    expect(performance.tkl).toBeGreaterThan(0);
    expect(performance.cardsStudied).toBe(100);
    expect(performance.leaderboard?.some((entry) => entry.isMe)).toBe(true);
    expect(() => box.server.addPopulation(6)).toThrow(/already holds a population/);
  });
});
