import { useState, type FormEvent } from 'react';
import toast from 'react-hot-toast';
import { errorText } from '../../../components/ui/error-message.tsx';
import { TextField } from '../../../components/ui/form-controls.tsx';
import { ROW_ACCENT_BUTTON } from './friends-panel.tsx';

/**
 * One field and its button, for an address: follow `@name@host`, block a person or a server. The server's
 * refusal shows under the field; success empties it and says so in a toast.
 */
export function AddressForm({
  label,
  hint,
  button,
  placeholder,
  pending,
  submit,
  done,
}: {
  label: string;
  hint: string;
  button: string;
  placeholder: string;
  pending: boolean;
  submit: (value: string) => Promise<unknown>;
  done: (value: string) => string;
}) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string>();
  const send = async (event: FormEvent) => {
    event.preventDefault();
    const wanted = value.trim();
    if (!wanted) return;
    setError(undefined);
    try {
      await submit(wanted);
      setValue('');
      toast.success(done(wanted));
    } catch (failure) {
      setError(errorText(failure));
    }
  };
  return (
    <form onSubmit={send} className="flex flex-col gap-3 sm:flex-row sm:items-start" noValidate>
      <div className="min-w-0 flex-1">
        <TextField
          label={label}
          hint={hint}
          error={error}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          placeholder={placeholder}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
        />
      </div>
      <button
        type="submit"
        disabled={pending || !value.trim()}
        aria-busy={pending || undefined}
        className={`${ROW_ACCENT_BUTTON} h-12 px-5 sm:mt-7`}
      >
        {button}
      </button>
    </form>
  );
}
