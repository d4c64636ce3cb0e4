import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { ArrowRight, Clock, Film, Loader2, Search, TrendingUp, X } from 'lucide-react';
import { posterUrl } from '../../../lib/images.ts';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { TmdbImage } from '../../../components/ui/tmdb-image.tsx';
import { RatingBadge } from '../../../components/ui/rating-badge.tsx';
import { releaseYear } from '../../../components/ui/movie-card.tsx';
import { useSearchSuggestions, type Suggestion } from '../api/use-search-suggestions.ts';
import {
  addToSearchHistory,
  POPULAR_SEARCHES,
  readSearchHistory,
  RECENT_SEARCHES_SHOWN,
} from '../lib/search-history.ts';
import { SearchTerms } from './search-terms.tsx';
import { PeopleSuggestions } from './people-results.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { searchMessages as m } from '../messages.ts';
import { searchPath } from '../search-path.ts';

/** Submitting a search disables the input and button for 500 ms while a spinner shows. */
export const SUBMIT_SPINNER_MS = 500;

interface SearchPanelProps {
  /** Called after a search is submitted or a suggestion chosen, and on Escape. */
  onClose: () => void;
  /** 'overlay' lays the lists out for the full-screen mobile overlay. */
  variant: 'dropdown' | 'overlay';
}

/** The search form with its suggestions, popular and recent searches: the body of both the dropdown and the overlay. */
export function SearchPanel({ onClose, variant }: SearchPanelProps) {
  const navigate = useNavigate();
  const t = useT();
  const inputRef = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const listId = useId();
  const [value, setValue] = useState('');
  const [activeIndex, setActiveIndex] = useState(-1);
  const [submitting, setSubmitting] = useState(false);
  const [recent] = useState(() => readSearchHistory().slice(0, RECENT_SEARCHES_SHOWN));
  const { active, suggestions, people, isSearching } = useSearchSuggestions(value);
  const trimmed = value.trim();

  useEffect(() => {
    inputRef.current?.focus();
    return () => window.clearTimeout(timer.current);
  }, []);

  const runSearch = (query: string) => {
    const term = query.trim();
    if (!term || submitting) return;
    setSubmitting(true);
    timer.current = window.setTimeout(() => {
      addToSearchHistory(term);
      setSubmitting(false);
      onClose();
      void navigate(searchPath(term));
    }, SUBMIT_SPINNER_MS);
  };

  const openSuggestion = (suggestion: Suggestion) => {
    onClose();
    void navigate(suggestion.id ? `/movie/${suggestion.id}` : searchPath(suggestion.title));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    runSearch(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      onClose();
    } else if (event.key === 'ArrowDown' && suggestions.length) {
      event.preventDefault();
      setActiveIndex((index) => (index + 1) % suggestions.length);
    } else if (event.key === 'ArrowUp' && suggestions.length) {
      event.preventDefault();
      setActiveIndex((index) => (index <= 0 ? suggestions.length - 1 : index - 1));
    } else if (event.key === 'Enter' && activeIndex >= 0 && suggestions[activeIndex]) {
      event.preventDefault();
      openSuggestion(suggestions[activeIndex]);
    }
  };

  const showList = active && !isSearching && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const pickTerm = { disabled: submitting, onPick: runSearch };

  return (
    <div className="flex flex-col gap-3">
      <form role="search" onSubmit={onSubmit} className="flex items-center gap-2">
        <div className="relative flex-1">
          <Search
            size={18}
            aria-hidden="true"
            className="pointer-events-none absolute left-3 top-1/2 -translate-y-1/2 text-muted"
          />
          <input
            ref={inputRef}
            type="search"
            value={value}
            disabled={submitting}
            onChange={(event) => {
              setValue(event.target.value);
              setActiveIndex(-1);
            }}
            onKeyDown={onKeyDown}
            placeholder={t(m.placeholder)}
            aria-label={t(m.searchMovies)}
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={showList}
            aria-controls={listId}
            aria-activedescendant={showList && activeIndex >= 0 ? optionId(activeIndex) : undefined}
            autoComplete="off"
            enterKeyHint="search"
            className="h-11 w-full rounded-[var(--radius-card)] border border-hairline bg-surface-2 pl-10 pr-10 text-base text-text placeholder:text-muted focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent disabled:opacity-60 [&::-webkit-search-cancel-button]:hidden"
          />
          {value && !submitting && (
            <button
              type="button"
              aria-label={t(m.clearSearch)}
              onClick={() => {
                setValue('');
                setActiveIndex(-1);
                inputRef.current?.focus();
              }}
              className="absolute right-1 top-1/2 inline-flex h-9 w-9 -translate-y-1/2 items-center justify-center rounded-full text-muted hover:bg-surface hover:text-text"
            >
              <X size={16} aria-hidden="true" />
            </button>
          )}
        </div>
        <button
          type="submit"
          disabled={!trimmed || submitting}
          aria-label={t(m.submitSearch)}
          className="inline-flex h-11 min-w-11 items-center justify-center rounded-[var(--radius-card)] bg-accent px-3 font-semibold text-on-accent transition-colors hover:bg-accent-hover disabled:cursor-not-allowed disabled:opacity-40"
        >
          {submitting ? (
            <Loader2 size={18} aria-hidden="true" className="animate-spin" />
          ) : (
            <ArrowRight size={18} aria-hidden="true" />
          )}
        </button>
      </form>

      {active ? (
        <div>
          {isSearching ? (
            <p className="flex items-center gap-2 px-1 py-3 text-sm text-muted">
              <Spinner size={16} label={t(m.searching)} /> {t(m.searchingEllipsis)}
            </p>
          ) : !suggestions.length && !people.length ? (
            <p className="px-1 py-3 text-sm text-muted">{t(m.noSuggestions)}</p>
          ) : null}
          {!isSearching && people.length > 0 && <PeopleSuggestions people={people} onPick={onClose} />}
          <ul
            id={listId}
            role="listbox"
            aria-label={t(m.suggestions)}
            className={showList ? 'flex flex-col gap-1' : 'hidden'}
          >
            {showList &&
              suggestions.map((suggestion, index) => {
                const year = releaseYear(suggestion.release_date);
                return (
                  <li
                    key={suggestion.id ?? suggestion.title}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === activeIndex}
                    onMouseDown={(event) => event.preventDefault()}
                    onMouseEnter={() => setActiveIndex(index)}
                    onClick={() => openSuggestion(suggestion)}
                    className={`flex cursor-pointer items-center gap-3 rounded-[var(--radius-card)] p-2 ${
                      index === activeIndex ? 'bg-surface-2 ring-1 ring-accent' : 'hover:bg-surface-2'
                    }`}
                  >
                    <TmdbImage
                      src={posterUrl(suggestion.poster_path, 'w92')}
                      alt=""
                      className="aspect-[2/3] w-10 shrink-0 rounded"
                      placeholder={<PosterPlaceholderThumb />}
                    />
                    <span className="min-w-0 flex-1">
                      <span className="block truncate text-sm font-medium">{suggestion.title}</span>
                      <span className="mt-0.5 flex items-center gap-2 text-xs text-muted">
                        {year && <span className="tabular-nums">{year}</span>}
                        <RatingBadge value={suggestion.vote_average} />
                      </span>
                    </span>
                  </li>
                );
              })}
          </ul>
          <button
            type="button"
            disabled={submitting}
            onClick={() => runSearch(value)}
            className="mt-2 flex min-h-11 w-full items-center justify-center gap-2 rounded-[var(--radius-card)] border border-hairline px-3 text-sm font-medium text-accent hover:bg-surface-2"
          >
            <span className="truncate">{t(m.viewAllResults, { term: trimmed })}</span>
          </button>
        </div>
      ) : (
        <div className={variant === 'overlay' ? 'flex flex-col gap-6 pt-2' : 'flex flex-col gap-4'}>
          <SearchTerms
            title={t(m.popularSearches)}
            icon={TrendingUp}
            terms={POPULAR_SEARCHES}
            layout="chips"
            {...pickTerm}
          />
          {recent.length > 0 && (
            <SearchTerms
              title={t(m.recentSearches)}
              icon={Clock}
              terms={recent}
              layout="rows"
              {...pickTerm}
            />
          )}
        </div>
      )}
    </div>
  );
}

function PosterPlaceholderThumb() {
  return (
    <div className="flex h-full w-full items-center justify-center bg-gradient-to-br from-surface-2 to-bg">
      <Film size={16} aria-hidden="true" className="text-accent/70" />
    </div>
  );
}
