import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Search } from 'lucide-react';
import { addToSearchHistory } from '../lib/search-history.ts';
import { searchPath } from '../search-path.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { searchMessages as m } from '../messages.ts';

/** A plain search box for a page of its own (the not-found page): submitting opens the results. */
export function SearchForm() {
  const navigate = useNavigate();
  const t = useT();
  const id = useId();
  const [value, setValue] = useState('');
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const term = value.trim();
    if (!term) return;
    addToSearchHistory(term);
    void navigate(searchPath(term));
  };

  return (
    <form role="search" onSubmit={onSubmit} className="flex w-full max-w-md items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t(m.searchMovies)}
      </label>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        placeholder={t(m.placeholder)}
        enterKeyHint="search"
        className="h-11 min-w-0 flex-1 rounded-[var(--radius-card)] border border-hairline bg-surface-2 px-4 text-base text-text placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent"
      />
      <button
        type="submit"
        className="inline-flex h-11 items-center gap-2 rounded-[var(--radius-card)] border border-hairline px-4 font-semibold hover:bg-surface-2"
      >
        <Search size={18} aria-hidden="true" />
        {t(m.search)}
      </button>
    </form>
  );
}
