import { inject, injectable } from 'inversify';
import { ErrorTexts } from '../../domain';
import { KEY_VALUE_STORAGE, type KeyValueStorage } from '../../ports';
import { ModalNotification } from './ModalNotification';

/**
 * Tells the learner, once, when the device's storage is refused (blocked at start-up, or full later):
 * the app carries on from memory, but answers not sent yet do not survive a closed tab.
 */
@injectable()
export class StorageWarning {
  private watching = false;
  private told = false;

  constructor(
    @inject(KEY_VALUE_STORAGE) private readonly storage: KeyValueStorage,
    @inject(ModalNotification) private readonly notification: ModalNotification,
  ) {}

  /** Starts listening (the app calls it at start-up); tells at once if storage is already refused. */
  watch(): void {
    if (this.watching) return;
    this.watching = true;
    if (!this.storage.isPersistent()) this.tell();
    else this.storage.onPersistenceLost(() => this.tell());
  }

  private tell(): void {
    if (this.told) return;
    this.told = true;
    this.notification.notify(ErrorTexts.storageNotKept.text, ErrorTexts.storageNotKept.title);
  }
}
