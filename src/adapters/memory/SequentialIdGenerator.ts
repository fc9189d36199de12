import { injectable } from 'inversify';
import type { IdGenerator } from '../../ports';

/** UUID-shaped ids counted from 1 (…-000000000001), so a test knows the id an answer will get. */
@injectable()
export class SequentialIdGenerator implements IdGenerator {
  private made = 0;

  newId(): string {
    this.made += 1;
    return `00000000-0000-4000-8000-${this.made.toString(16).padStart(12, '0')}`;
  }
}
