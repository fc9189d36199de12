import type { DeviceKeeping } from '../../ports';

/**
 * DeviceKeeping for tests: records what was asked; `granted` decides the storage answer. A kept copy is
 * drawn from an address of its own, `kept:` and the image's address.
 */
export class RecordingDeviceKeeping implements DeviceKeeping {
  granted = true;
  storageAsked = 0;
  readonly copies: string[] = [];

  async keepStorage(): Promise<boolean> {
    this.storageAsked += 1;
    return this.granted;
  }

  async keepCopy(url: string): Promise<string> {
    this.copies.push(url);
    return `kept:${url}`;
  }
}
