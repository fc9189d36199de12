import { DEFAULT_APP_ORIGINS, sandboxServerConfig } from '../../src/server/serverConfig';

describe('npm run sandbox: its settings', () => {
  it('given no settings, then port 8787, localhost, the dev and preview origins and the git-ignored store', () => {
    expect(sandboxServerConfig({}, [])).toEqual({
      host: 'localhost',
      port: 8787,
      appOrigins: DEFAULT_APP_ORIGINS,
      stateFile: '.sandbox/state.sqlite',
      reset: false,
    });
    expect(DEFAULT_APP_ORIGINS).toEqual(expect.arrayContaining(['http://localhost:5173', 'http://localhost:4173']));
  });

  it('given SANDBOX_PORT, SANDBOX_ORIGINS, SANDBOX_STATE and --reset, then they are used', () => {
    const config = sandboxServerConfig(
      { SANDBOX_PORT: '8810', SANDBOX_ORIGINS: ' http://a.test:1/ , https://b.test ', SANDBOX_STATE: '/tmp/x.json' },
      ['--reset'],
    );

    expect(config).toMatchObject({ port: 8810, appOrigins: ['http://a.test:1', 'https://b.test'], stateFile: '/tmp/x.json', reset: true });
  });

  it('given a bad port or an unknown switch, then it refuses to start with a clear message', () => {
    expect(() => sandboxServerConfig({ SANDBOX_PORT: 'eighty' }, [])).toThrow('SANDBOX_PORT must be a port number');
    expect(() => sandboxServerConfig({}, ['--rest'])).toThrow('Unknown argument --rest: the only switch is --reset.');
  });
});
