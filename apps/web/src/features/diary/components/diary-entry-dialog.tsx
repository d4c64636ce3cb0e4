import { useId, useRef, useState, type FormEvent } from 'react';
import {
  DIARY_EARLIEST_DATE,
  DIARY_REVIEW_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  isCalendarDate,
  localDate,
  type DiaryEntry,
} from '@marquee/contracts';
import { DIALOG_PRIMARY_BUTTON, ModalActions, ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { useLogWatch, useUpdateDiaryEntry } from '../api/use-diary.ts';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** What is wrong with a typed watch date, or null. The API checks the same, against its own clock. */
function dateProblem(date: string, today: string): string | null {
  if (!date || !isCalendarDate(date)) return 'Enter the date you watched it.';
  if (date < DIARY_EARLIEST_DATE) return 'The date must be on or after January 1, 1870.';
  if (date > today) return 'The date can’t be in the future.';
  return null;
}

interface DiaryEntryDialogProps {
  movie: { id: number; title: string };
  /** The entry to edit; without it the dialog logs a new watch. */
  entry?: DiaryEntry;
  /** A new entry's rating to start from: the user's rating of the movie. */
  initialRating?: number | null;
  onClose: () => void;
}

/** "Log a watch" / "Edit diary entry": date (today by default), optional 1-10 rating and review. */
export default function DiaryEntryDialog({
  movie,
  entry,
  initialRating = null,
  onClose,
}: DiaryEntryDialogProps) {
  const dateId = useId();
  const dateErrorId = useId();
  const reviewId = useId();
  const dateRef = useRef<HTMLInputElement>(null);
  const today = localDate();
  const [watchedOn, setWatchedOn] = useState(entry?.watched_on ?? today);
  const [rating, setRating] = useState<number | null>(entry ? entry.rating : initialRating);
  const [review, setReview] = useState(entry?.review ?? '');
  const [dateError, setDateError] = useState<string | null>(null);
  const logWatch = useLogWatch();
  const updateEntry = useUpdateDiaryEntry();
  const pending = logWatch.isPending || updateEntry.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = dateProblem(watchedOn, today);
    setDateError(problem);
    if (problem) {
      dateRef.current?.focus();
      return;
    }
    const trimmed = review.trim();
    const done = { onSuccess: onClose };
    if (entry)
      updateEntry.mutate(
        { entryId: entry.entry_id, changes: { watched_on: watchedOn, rating, review: trimmed || null } },
        done,
      );
    else
      logWatch.mutate(
        {
          tmdb_id: movie.id,
          watched_on: watchedOn,
          ...(rating !== null && { rating }),
          ...(trimmed && { review: trimmed }),
        },
        done,
      );
  };

  return (
    <ModalDialog
      title={entry ? 'Edit diary entry' : 'Log a watch'}
      subtitle={movie.title}
      onClose={onClose}
      initialFocus={dateRef}
      width="lg"
      onSubmit={submit}
    >
      <div className="flex flex-col gap-5 overflow-y-auto px-5 py-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={dateId} className="text-sm font-medium">
            Date watched
          </label>
          <input
            id={dateId}
            ref={dateRef}
            type="date"
            required
            min={DIARY_EARLIEST_DATE}
            max={today}
            value={watchedOn}
            onChange={(event) => {
              setWatchedOn(event.target.value);
              setDateError(null);
            }}
            aria-invalid={dateError ? true : undefined}
            aria-describedby={dateError ? dateErrorId : undefined}
            className={`h-12 w-full rounded-[var(--radius-card)] border bg-surface-2 px-4 text-base tabular-nums text-text focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent sm:w-56 ${
              dateError ? 'border-danger' : 'border-hairline'
            }`}
          />
          {dateError && (
            <p id={dateErrorId} className="text-sm text-danger">
              {dateError}
            </p>
          )}
        </div>

        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-medium">
            Rating <span className="font-normal text-muted">(optional)</span>
          </legend>
          <div className="grid grid-cols-6 gap-1.5 sm:grid-cols-11">
            {[null, ...RATINGS].map((value) => {
              const checked = rating === value;
              return (
                <label
                  key={value ?? 'none'}
                  className={`relative inline-flex h-11 cursor-pointer items-center justify-center rounded-lg border text-sm font-semibold tabular-nums transition-colors has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
                    checked
                      ? 'border-accent bg-accent text-on-accent'
                      : 'border-hairline bg-surface-2 text-text hover:border-muted'
                  }`}
                >
                  <input
                    type="radio"
                    name="rating"
                    value={value ?? ''}
                    checked={checked}
                    onChange={() => setRating(value)}
                    aria-label={value === null ? 'No rating' : `${value} out of 10`}
                    className="sr-only"
                  />
                  <span aria-hidden="true">{value ?? 'None'}</span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={reviewId} className="text-sm font-medium">
            Review <span className="font-normal text-muted">(optional)</span>
          </label>
          <textarea
            id={reviewId}
            value={review}
            onChange={(event) => setReview(event.target.value)}
            maxLength={DIARY_REVIEW_MAX_LENGTH}
            rows={4}
            placeholder="What did you think?"
            className="w-full resize-y rounded-[var(--radius-card)] border border-hairline bg-surface-2 px-4 py-3 text-base text-text placeholder:text-muted/70 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent"
          />
          <p className="self-end text-xs tabular-nums text-muted">
            {review.length}/{DIARY_REVIEW_MAX_LENGTH}
          </p>
        </div>
      </div>

      <ModalActions onCancel={onClose}>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className={DIALOG_PRIMARY_BUTTON}
        >
          {entry ? 'Save changes' : 'Log watch'}
        </button>
      </ModalActions>
    </ModalDialog>
  );
}
