import { lazy, Suspense, type ComponentProps } from 'react';

// The dialog loads when first opened, so the movie page's first load stays small.
const DiaryEntryDialog = lazy(() => import('./diary-entry-dialog.tsx'));

export function LazyDiaryEntryDialog(props: ComponentProps<typeof DiaryEntryDialog>) {
  return (
    <Suspense fallback={null}>
      <DiaryEntryDialog {...props} />
    </Suspense>
  );
}
