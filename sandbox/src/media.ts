import { AED_SIGN_IMAGE, AED_SIGN_SVG } from './seed/decks/firstAid';

/**
 * Card media the sandbox serves itself at GET /app/media/{mediaId} (and, on the sandbox server, from
 * its media origin): audio made here as WAV bytes and SVG images, so that the demo needs no network
 * and no media files.
 */

export const WAV_CONTENT_TYPE = 'audio/wav';

export const HEART_SOUNDS = 'heart-sounds.wav';

const images: Readonly<Record<string, string>> = { [AED_SIGN_IMAGE]: AED_SIGN_SVG };

/** A card image's SVG document, or undefined for an unknown id. */
export function cardImage(mediaId: string): string | undefined {
  return Object.hasOwn(images, mediaId) ? images[mediaId] : undefined;
}

const clips: Readonly<Record<string, () => Uint8Array>> = { [HEART_SOUNDS]: heartSounds };
const made = new Map<string, Uint8Array>();

/** A clip's WAV file, or undefined for an unknown id. Made once, then kept. */
export function audioClip(mediaId: string): Uint8Array | undefined {
  const make = Object.hasOwn(clips, mediaId) ? clips[mediaId] : undefined;
  if (!make) return undefined;
  let wav = made.get(mediaId);
  if (wav === undefined) {
    wav = make();
    made.set(mediaId, wav);
  }
  return wav;
}

const SAMPLE_RATE = 8000;

/**
 * Three heartbeats at 72 a minute: a longer, lower first sound ("lub") and a shorter, higher second
 * sound ("dub") 0.3 s later. Each sound is a tone under a smooth envelope around silence (128), faded in
 * and out over the first and last 0.1 s, so playback starts and stops without a click.
 */
function heartSounds(): Uint8Array {
  const seconds = 2.5;
  const count = Math.round(seconds * SAMPLE_RATE);
  const beat = 60 / 72;
  const sounds: { start: number; length: number; hertz: number }[] = [];
  for (let n = 0; n < 3; n += 1) {
    sounds.push({ start: 0.15 + n * beat, length: 0.11, hertz: 110 }, { start: 0.45 + n * beat, length: 0.08, hertz: 160 });
  }
  const samples = new Uint8Array(count);
  for (let i = 0; i < count; i += 1) {
    const t = i / SAMPLE_RATE;
    const glide = Math.min(1, t / 0.1, (seconds - t) / 0.1);
    let signal = 0;
    for (const sound of sounds) {
      const into = t - sound.start;
      if (into >= 0 && into < sound.length) signal += Math.sin(Math.PI * (into / sound.length)) ** 2 * Math.sin(2 * Math.PI * sound.hertz * into);
    }
    samples[i] = Math.round(128 + 100 * smooth(glide) * signal);
  }
  return wavFile(samples);
}

function smooth(x: number): number {
  return (1 - Math.cos(Math.PI * Math.max(0, Math.min(1, x)))) / 2;
}

/** A mono 8-bit PCM WAV file around the samples. */
function wavFile(samples: Uint8Array): Uint8Array {
  const header = new DataView(new ArrayBuffer(44));
  const text = (offset: number, value: string) => [...value].forEach((c, i) => header.setUint8(offset + i, c.charCodeAt(0)));
  text(0, 'RIFF');
  header.setUint32(4, 36 + samples.length, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  header.setUint32(16, 16, true);
  header.setUint16(20, 1, true);
  header.setUint16(22, 1, true);
  header.setUint32(24, SAMPLE_RATE, true);
  header.setUint32(28, SAMPLE_RATE, true);
  header.setUint16(32, 1, true);
  header.setUint16(34, 8, true);
  text(36, 'data');
  header.setUint32(40, samples.length, true);
  const wav = new Uint8Array(44 + samples.length);
  wav.set(new Uint8Array(header.buffer));
  wav.set(samples, 44);
  return wav;
}
