import { useId, useRef, useState, type FormEvent } from 'react';
import {
  DIARY_EARLIEST_DATE,
  DIARY_REVIEW_MAX_LENGTH,
  RATING_MAX,
  RATING_MIN,
  isCalendarDate,
  localDate,
  type DiaryEntry,
  type Visibility,
} from '@marquee/contracts';
import { DIALOG_PRIMARY_BUTTON, ModalActions, ModalDialog } from '../../../components/ui/modal-dialog.tsx';
import { VisibilityChoice } from '../../../components/ui/visibility-choice.tsx';
import { useLogWatch, useUpdateDiaryEntry } from '../api/use-diary-changes.ts';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { useItemVisibility, useSaveItemVisibility } from '../../../lib/use-item-visibility.ts';
import { diaryMessages as m } from '../messages.ts';
import { movieDiaryMessages } from '../movie-diary.messages.ts';

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, index) => RATING_MIN + index);

/** What is wrong with a typed watch date, or null. The API checks the same, against its own clock. */
function dateProblem(date: string, today: string): string | null {
  if (!date || !isCalendarDate(date)) return translate(m.enterDate);
  if (date < DIARY_EARLIEST_DATE) return translate(m.dateTooEarly);
  if (date > today) return translate(m.dateInFuture);
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

/** "Log a watch" / "Edit diary entry": date (today by default), optional 1-10 rating and review, and with
 * federation on for the user, who can see it on other servers (the account's default for a new entry). */
export default function DiaryEntryDialog({
  movie,
  entry,
  initialRating = null,
  onClose,
}: DiaryEntryDialogProps) {
  const t = useT();
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
  const shared = useItemVisibility('diary', entry?.entry_id);
  const [chosenVisibility, setChosenVisibility] = useState<Visibility | null>(null);
  const visibilitySaver = useSaveItemVisibility();
  const pending = logWatch.isPending || updateEntry.isPending || visibilitySaver.saving;

  /** Another visibility than the entry has (or a new one would get); a new entry carries it when it is logged. */
  const changedVisibility =
    shared.enabled && chosenVisibility && chosenVisibility !== shared.visibility
      ? chosenVisibility
      : undefined;

  /** Once an edited entry is saved: its visibility, when the user changed it, then the dialog closes. */
  const saved = async (entryId: number) => {
    if (entry && changedVisibility) await visibilitySaver.save('diary', entryId, changedVisibility);
    onClose();
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = dateProblem(watchedOn, today);
    setDateError(problem);
    if (problem) {
      dateRef.current?.focus();
      return;
    }
    const trimmed = review.trim();
    const done = { onSuccess: (answer: { data: DiaryEntry }) => saved(answer.data.entry_id) };
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
          ...(changedVisibility && { visibility: changedVisibility }),
        },
        done,
      );
  };

  return (
    <ModalDialog
      title={entry ? t(m.editEntry) : t(movieDiaryMessages.logAWatch)}
      subtitle={movie.title}
      onClose={onClose}
      initialFocus={dateRef}
      width="lg"
      onSubmit={submit}
    >
      <div className="flex flex-col gap-5 overflow-y-auto px-5 py-5">
        <div className="flex flex-col gap-1.5">
          <label htmlFor={dateId} className="text-sm font-medium">
            {t(m.dateWatched)}
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
            {t(m.rating)} <span className="font-normal text-muted">{t(m.optional)}</span>
          </legend>
          {/* "None" takes two cells, as wide as its word needs; 1-10 one each: two rows of 6 on a phone, one of 12. */}
          <div className="grid grid-cols-6 gap-1.5 sm:grid-cols-12">
            {[null, ...RATINGS].map((value) => {
              const checked = rating === value;
              return (
                <label
                  key={value ?? 'none'}
                  className={`relative inline-flex h-11 cursor-pointer items-center justify-center rounded-lg border px-1 text-sm font-semibold tabular-nums transition-colors ${value === null ? 'col-span-2' : ''} has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-accent ${
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
                    aria-label={value === null ? t(m.noRating) : t(m.outOfTen, { value })}
                    className="sr-only"
                  />
                  <span aria-hidden="true">{value ?? t(m.none)}</span>
                </label>
              );
            })}
          </div>
        </fieldset>

        <div className="flex flex-col gap-1.5">
          <label htmlFor={reviewId} className="text-sm font-medium">
            {t(m.review)} <span className="font-normal text-muted">{t(m.optional)}</span>
          </label>
          <textarea
            id={reviewId}
            value={review}
            onChange={(event) => setReview(event.target.value)}
            maxLength={DIARY_REVIEW_MAX_LENGTH}
            rows={4}
            placeholder={t(m.reviewPlaceholder)}
            className="w-full resize-y rounded-[var(--radius-card)] border border-hairline bg-surface-2 px-4 py-3 text-base text-text placeholder:text-muted/70 focus:border-accent focus:outline-none focus-visible:outline-2 focus-visible:outline-accent"
          />
          <p className="self-end text-xs tabular-nums text-muted">
            {review.length}/{DIARY_REVIEW_MAX_LENGTH}
          </p>
        </div>

        {shared.enabled && shared.visibility && (
          <VisibilityChoice value={chosenVisibility ?? shared.visibility} onChange={setChosenVisibility} />
        )}
      </div>

      <ModalActions onCancel={onClose}>
        <button
          type="submit"
          disabled={pending}
          aria-busy={pending || undefined}
          className={DIALOG_PRIMARY_BUTTON}
        >
          {entry ? t(m.saveChanges) : t(m.logWatch)}
        </button>
      </ModalActions>
    </ModalDialog>
  );
}
