import { SANDBOX_HELP, sandboxServerConfig } from '../../src/server/serverConfig';

describe('npm run sandbox: its settings', () => {
  it('given no settings, then port 8787, localhost, the dev and preview origins and the git-ignored store', () => {
    expect(sandboxServerConfig({}, [])).toEqual({
      host: 'localhost',
      port: 8787,
      appOrigins: ['http://localhost:5173', 'http://127.0.0.1:5173', 'http://localhost:4173', 'http://127.0.0.1:4173'],
      stateFile: '.sandbox/state.sqlite',
      reset: false,
      population: 0,
      help: false,
    });
  });

  it('given --help or -h, then it asks for the help, which names every switch and setting', () => {
    expect(sandboxServerConfig({}, ['--help']).help).toBe(true);
    expect(sandboxServerConfig({}, ['-h']).help).toBe(true);
    for (const name of ['--reset', '--population N', '--help', 'SANDBOX_PORT', 'SANDBOX_HOST', 'SANDBOX_ORIGINS', 'SANDBOX_STATE']) expect(SANDBOX_HELP).toContain(name);
  });

  it('given APP_PORT alone, then the app allowed to call it is the dev server on that port, with the preview server', () => {
    expect(sandboxServerConfig({ APP_PORT: '5274' }, []).appOrigins).toEqual([
      'http://localhost:5274',
      'http://127.0.0.1:5274',
      'http://localhost:4173',
      'http://127.0.0.1:4173',
    ]);
  });

  it('given SANDBOX_PORT, SANDBOX_ORIGINS, SANDBOX_STATE and --reset, then they are used', () => {
    const config = sandboxServerConfig(
      { SANDBOX_PORT: '8810', SANDBOX_ORIGINS: ' http://a.test:1/ , https://b.test ', SANDBOX_STATE: '/tmp/x.json' },
      ['--reset'],
    );

    expect(config).toMatchObject({ port: 8810, appOrigins: ['http://a.test:1', 'https://b.test'], stateFile: '/tmp/x.json', reset: true });
  });

  it('given a bad port or an unknown switch, then it refuses to start with a clear message', () => {
    expect(() => sandboxServerConfig({ SANDBOX_PORT: 'eighty' }, [])).toThrow('SANDBOX_PORT must be a port number below 65533, not "eighty".');
    expect(() => sandboxServerConfig({ APP_PORT: '70000' }, [])).toThrow('APP_PORT must be a port number below 65536, not "70000".');
    expect(() => sandboxServerConfig({}, ['--rest'])).toThrow('Unknown argument --rest: the switches are --reset and --population N.');
    expect(() => sandboxServerConfig({}, ['--population', 'many'])).toThrow('--population takes a number of learners');
  });

  it('given --reset --population 10000, then the store starts from the seed with 10,000 learners added', () => {
    expect(sandboxServerConfig({}, ['--reset', '--population', '10000'])).toMatchObject({ reset: true, population: 10_000 });
  });
});
