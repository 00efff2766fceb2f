import { hash, verify } from '@node-rs/argon2';
import type { PasswordHashingConfig } from '../config';

/** Argon2id hashing (not bcrypt: it silently truncates at 72 bytes). */
export class PasswordHasher {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly params: PasswordHashingConfig) {}

  hash(password: string): Promise<string> {
    return hash(password, this.params);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch {
      // A malformed stored hash must read as "wrong password", not as a server error.
      return false;
    }
  }

  /**
   * Spends the same time as a real verification, for unknown accounts: the answer time must
   * not reveal whether a member/username pair exists.
   */
  async verifyNothing(password: string): Promise<false> {
    this.dummyHash ??= this.hash('unused-placeholder-password');
    await this.verify(await this.dummyHash, password);
    return false;
  }
}
