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
import { useT } from '../../lib/i18n/i18n.ts';
import { diaryMessages as m } from '../../features/diary/messages.ts';

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

function DiarySkeleton() {
  const t = useT();
  return (
    <div role="status" aria-label={t(m.loading)} className="flex flex-col gap-3">
      <TextSkeleton className="mb-1 h-7 w-48" />
      {Array.from({ length: 4 }, (_, index) => (
        <TextSkeleton key={index} className="h-28 w-full rounded-[var(--radius-card)]" />
      ))}
    </div>
  );
}

export function Component() {
  const t = useT();
  useDocumentTitle(t(m.title));
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params.get('page'));
  const diary = useDiaryPage(page);
  const total = diary.data?.pagination.total;

  const content = diary.isPending ? (
    <DiarySkeleton />
  ) : isUnauthorized(diary.error) ? (
    <SignInPrompt title={t(m.signIn)} />
  ) : diary.isError ? (
    <ErrorMessage message={errorText(diary.error)} />
  ) : diary.data.pagination.total === 0 ? (
    <EmptyState
      title={t(m.empty)}
      icon={NotebookPen}
      hint={t(m.emptyHint)}
      action={
        <Link
          to="/"
          className="inline-flex min-h-11 items-center rounded-lg bg-accent px-5 font-semibold text-on-accent transition-colors hover:bg-accent-hover"
        >
          {t(m.findMovie)}
        </Link>
      }
    />
  ) : diary.data.entries.length === 0 ? (
    <EmptyState
      title={t(m.noEntriesOnPage)}
      icon={NotebookPen}
      action={
        <Link to="/diary" className="font-semibold text-accent hover:text-accent-hover">
          {t(m.newestEntries)}
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
          title={t(m.title)}
          subtitle={total !== undefined && total > 0 ? t(m.watchesLogged, { count: total }) : undefined}
        />
        {content}
      </div>
    </div>
  );
}
