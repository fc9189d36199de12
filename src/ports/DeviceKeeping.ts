/**
 * What the app asks the browser to keep on this device, so that a learner's session and the answers
 * waiting to be sent survive: the app's storage (which a browser may otherwise evict; Safari deletes a
 * site's storage after seven days without a visit unless the app is on the home screen), and copies of
 * what the installed app shows offline that its service worker cannot know in advance (the partner's logo).
 */
export interface DeviceKeeping {
  /** Asks once for storage the browser does not evict; answers whether it is granted. Never throws. */
  keepStorage(): Promise<boolean>;
  /**
   * Keeps a copy of an image on the device and answers the address to draw it from: the kept copy's own,
   * read from the device (decision 0340), or the image's address when no copy can be kept. Never throws.
   */
  keepCopy(url: string): Promise<string>;
}

export const DEVICE_KEEPING = Symbol.for('DeviceKeeping');
