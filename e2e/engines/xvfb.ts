import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { waitUntil } from './waitUntil';

/**
 * A virtual X display for the headful engines (Firefox must be headful for focus; MiniBrowser is a GTK
 * window). ENGINES_DISPLAY picks the number (:95 by default), so runs beside each other do not meet.
 * With no window manager the keyboard focus follows the pointer, which rests in the middle of the
 * screen: the screen is narrow enough that even a phone-sized window (at the top left) holds it.
 */
export async function startXvfb(): Promise<{ display: string; stop(): Promise<void> }> {
  const display = process.env.ENGINES_DISPLAY ?? ':95';
  const socket = `/tmp/.X11-unix/X${display.slice(1)}`;
  if (existsSync(socket)) throw new Error(`Display ${display} is taken; set ENGINES_DISPLAY to a free one.`);
  const xvfb: ChildProcess = spawn('Xvfb', [display, '-screen', '0', '640x1000x24', '-nolisten', 'tcp'], { stdio: 'ignore' });
  await waitUntil(`Xvfb on ${display}`, async () => existsSync(socket));
  return {
    display,
    async stop() {
      const exited = new Promise((resolve) => xvfb.once('exit', resolve));
      xvfb.kill();
      await exited;
    },
  };
}
