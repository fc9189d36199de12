import type { DeviceKeeping } from '../../ports';

/** DeviceKeeping for tests: records what was asked; `granted` decides the storage answer. */
export class RecordingDeviceKeeping implements DeviceKeeping {
  granted = true;
  storageAsked = 0;
  readonly copies: string[] = [];

  async keepStorage(): Promise<boolean> {
    this.storageAsked += 1;
    return this.granted;
  }

  async keepCopy(url: string): Promise<void> {
    this.copies.push(url);
  }
}
