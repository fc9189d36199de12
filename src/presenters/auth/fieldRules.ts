const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The e-mail field's message, or null when it looks like an address. */
export function emailProblem(email: string): string | null {
  if (email.trim() === '') return 'Enter your e-mail address.';
  return EMAIL_SHAPE.test(email.trim()) ? null : 'Enter an e-mail address like name@example.com.';
}

/** A required field's message. The password rule itself is the server's (its 466 message is shown). */
export function requiredProblem(value: string, message: string): string | null {
  return value.trim() ? null : message;
}
