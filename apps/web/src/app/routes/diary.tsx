import { Link, useSearchParams } from 'react-router';
import { NotebookPen } from 'lucide-react';
import { EmptyState } from '../../components/ui/empty-state.tsx';
import { ErrorMessage, errorText } from '../../components/ui/error-message.tsx';
import { PageHeader } from '../../components/ui/page-header.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { SignInPrompt } from '../../components/ui/sign-in-prompt.tsx';
import { TextSkeleton } from '../../components/ui/skeletons.tsx';
import { isUnauthorized } from '../../lib/api-client.ts';
import { useDiaryPage } from '../../features/diary/api/use-diary.ts';
import { DiaryMonths } from '../../features/diary/components/diary-months.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function DiarySkeleton() {
  return (
    <div role="status" aria-label="Loading your diary" className="flex flex-col gap-3">
      <TextSkeleton className="mb-1 h-7 w-48" />
      {Array.from({ length: 4 }, (_, index) => (
        <TextSkeleton key={index} className="h-28 w-full rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}

export function Component() {
  useDocumentTitle('Diary');
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const diary = useDiaryPage(page);
  const total = diary.data?.pagination.total;

  const content = diary.isPending ? (
    <DiarySkeleton />
  ) : isUnauthorized(diary.error) ? (
    <SignInPrompt title="Sign in to see your diary" />
  ) : diary.isError ? (
    <ErrorMessage message={errorText(diary.error)} />
  ) : diary.data.pagination.total === 0 ? (
    <EmptyState
      title="Your diary is empty"
      icon={NotebookPen}
      hint="Every time you watch a movie, log it from the movie's page with 'Log a watch', or mark it as watched."
      action={
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent transition-colors hover:bg-accent-hover"
        >
          Find a movie
        </Link>
      }
    />
  ) : diary.data.entries.length === 0 ? (
    <EmptyState
      title="No entries on this page"
      icon={NotebookPen}
      action={
        <Link to="/diary" className="font-semibold text-accent hover:text-accent-hover">
          Go to the newest entries
        </Link>
      }
    />
  ) : (
    <>
      <DiaryMonths entries={diary.data.entries} />
      <Pagination
        page={page}
        totalPages={diary.data.pagination.total_pages}
        onPageChange={(next) => {
          setParams(next === 1 ? {} : { page: String(next) });
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );

  return (
    <div className="page-container py-8 md:py-10">
      <div className="mx-auto max-w-4xl">
        <PageHeader
          title="Diary"
          subtitle={
            total !== undefined && total > 0
              ? `${total} ${total === 1 ? 'watch' : 'watches'} logged`
              : undefined
          }
        />
        {content}
      </div>
    </div>
  );
}
