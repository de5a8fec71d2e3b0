import { useState } from 'react';
import {
  codeError,
  confirmPasswordError,
  emailError,
  type FormErrors,
  newPasswordError,
} from '@/lib/client/account-form-rules';

export interface CodePasswordValues {
  email: string;
  verifyCode: string;
  password: string;
  confirmation: string;
}

export type CodePasswordField = keyof CodePasswordValues;

export interface CodePasswordFields {
  values: CodePasswordValues;
  errors: FormErrors<CodePasswordField>;
  setField: (field: CodePasswordField, value: string) => void;
  /** Forgets the passwords, e.g. once the request that needed them is done. */
  clearPasswords: () => void;
}

const EMPTY: CodePasswordValues = { email: '', verifyCode: '', password: '', confirmation: '' };

/** State and rules of the e-mail + code + new password block shared by signup, password reset and e-mail binding. */
export function useCodePasswordFields(): CodePasswordFields {
  const [values, setValues] = useState<CodePasswordValues>(EMPTY);
  const errors: FormErrors<CodePasswordField> = {
    email: emailError(values.email),
    verifyCode: codeError(values.verifyCode),
    password: newPasswordError(values.password),
    confirmation: confirmPasswordError(values.password, values.confirmation),
  };
  return {
    values,
    errors,
    setField: (field, value) => setValues((previous) => ({ ...previous, [field]: value })),
    clearPasswords: () => setValues((previous) => ({ ...previous, password: '', confirmation: '' })),
  };
}
