import { setupServer } from 'msw/node';
import { FieldType, type DeckCardItemJson, type StudyCardJson } from '@sreo/contract/wire';
import { SandboxServer } from '../src';
import { createSandboxHandlers } from '../src/msw/handlers';
import { audioCard as heartbeatCard, deck } from '../src/testing';
import { DEMO_PASSWORD, TestClock, errorOf, sandbox } from './sandboxHarness';

const BASE = 'http://sandbox.test/sreo/v0.1';

const server = new SandboxServer({ clock: new TestClock(), content: { decks: [deck('heartbeat', [heartbeatCard()])], resources: [] } });
const http = setupServer(...createSandboxHandlers(server, BASE));

beforeAll(() => http.listen({ onUnhandledRequest: 'error' }));
afterAll(() => http.close());

/** The audio card of the heartbeat deck, as the library serves it to a signed-in learner. */
async function audioCard(): Promise<StudyCardJson> {
  const signIn = await fetch(`${BASE}/auth`, { method: 'POST', body: new URLSearchParams({ email: 'new@demo.test', pws: DEMO_PASSWORD }) });
  const headers = { Authorization: `Bearer ${signIn.headers.get('X-Auth-Token') ?? ''}` };
  const items = (await (await fetch(`${BASE}/app/library/decks/heartbeat`, { headers })).json()) as DeckCardItemJson[];
  for (const item of items) {
    const card = (await (await fetch(`${BASE}/app/library/cards/${item.id}`, { headers })).json()) as StudyCardJson;
    if (card.fFieldType === FieldType.Audio) return card;
  }
  throw new Error('The heartbeat deck has no audio card.');
}

/** The fields of a mono PCM WAV header. */
function wavHeader(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const text = (offset: number) => String.fromCharCode(...bytes.slice(offset, offset + 4));
  return {
    riff: text(0),
    riffSize: view.getUint32(4, true),
    wave: text(8),
    format: view.getUint16(20, true),
    channels: view.getUint16(22, true),
    sampleRate: view.getUint32(24, true),
    bitsPerSample: view.getUint16(34, true),
    data: text(36),
    dataSize: view.getUint32(40, true),
  };
}

describe('sandbox: card audio at GET /app/media/{mediaId}', () => {
  it('given a deck with an audio card, when the card is opened, then its question is an audio address the app will play', async () => {
    const card = await audioCard();

    expect(card.fl[0]).toEqual(expect.objectContaining({ n: 'question', typ: FieldType.Audio, v: card.f }));
    expect(card.f).toBe(`${BASE}/app/media/heart-sounds.wav`);
    expect(card.questionLabel).toMatch(/heartbeat/);
  });

  it('given the audio card, when its address is fetched over HTTP with no session, then a whole mono 8-bit PCM WAV file answers as audio/wav', async () => {
    const card = await audioCard();

    const response = await fetch(card.f);

    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('audio/wav');
    expect(response.headers.get('Cache-Control')).toBe('public, max-age=86400');
    const bytes = new Uint8Array(await response.arrayBuffer());
    const header = wavHeader(bytes);
    expect(header).toEqual({
      riff: 'RIFF',
      riffSize: bytes.length - 8,
      wave: 'WAVE',
      format: 1,
      channels: 1,
      sampleRate: 8000,
      bitsPerSample: 8,
      data: 'data',
      dataSize: bytes.length - 44,
    });
    expect(header.dataSize / header.sampleRate).toBeCloseTo(2.5, 2);
    const samples = bytes.slice(44);
    expect(Math.max(...samples) - Math.min(...samples)).toBeGreaterThan(150);
  });

  it('given the sandbox in memory, when the audio is asked for, then it answers audio/wav, and an unknown media id answers 404', async () => {
    const { call } = sandbox();

    const audio = await call('GET', '/app/media/heart-sounds.wav');
    const unknown = await call('GET', '/app/media/constructor');

    expect([audio.status, audio.headers.get('Content-Type')]).toEqual([200, 'audio/wav']);
    expect(new TextDecoder().decode((audio.body as Uint8Array).slice(0, 4))).toBe('RIFF');
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown).type).toBe('NotFound');
  });
});
