import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ImportReport } from '@marquee/contracts';
import { FormNotice } from '../../../components/ui/form-controls.tsx';
import { uploadFilmHistory, type ImportProgress } from '../api/upload-film-history.ts';
import { ImportDropzone } from './import-dropzone.tsx';
import { ImportProgressBar } from './import-progress.tsx';
import { ImportReportView } from './import-report-view.tsx';
import { ImportSources } from './import-sources.tsx';
import { translate, useT } from '../../../lib/i18n/i18n.ts';
import { apiErrorText } from '../../../lib/i18n/known-text.ts';
import { importMessages as m } from '../messages.ts';

type ImportState =
  | { status: 'idle' }
  | { status: 'running'; fileName: string; progress: ImportProgress }
  | { status: 'done'; report: ImportReport }
  | { status: 'failed'; message: string };

/** Choose or drop an export, watch it upload and match, then read what it added and what it couldn't match. */
export function FilmImportPanel() {
  const t = useT();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ status: 'idle' });
  const aborter = useRef<AbortController | null>(null);
  useEffect(() => () => aborter.current?.abort(), []);
  // The outcome appears below the picker, off screen on a phone: it takes the focus (and so the view).
  const outcome = useRef<HTMLDivElement>(null);
  const finished = state.status === 'done' || state.status === 'failed';
  useEffect(() => {
    if (finished) outcome.current?.focus();
  }, [finished, state]);

  const start = async (file: File) => {
    aborter.current = new AbortController();
    setState({
      status: 'running',
      fileName: file.name,
      progress: { phase: 'uploading', loaded: 0, total: file.size },
    });
    try {
      const report = await uploadFilmHistory(
        file,
        (progress) => setState({ status: 'running', fileName: file.name, progress }),
        aborter.current.signal,
      );
      setState({ status: 'done', report });
      // Likes, lists, ratings and the diary all changed: every personal list is read again.
      await queryClient.invalidateQueries();
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return;
      setState({ status: 'failed', message: apiErrorText(error, translate(m.failed)) });
    }
  };

  return (
    <section aria-labelledby="import-title" className="flex flex-col gap-5">
      <div>
        <h2 id="import-title" className="text-xl font-semibold md:text-2xl">
          {t(m.title)}
        </h2>
        <p className="mt-1 text-sm text-muted md:text-base">{t(m.intro)}</p>
      </div>
      <ImportSources />
      <ImportDropzone disabled={state.status === 'running'} onFile={(file) => void start(file)} />
      {state.status === 'running' && (
        <ImportProgressBar fileName={state.fileName} progress={state.progress} />
      )}
      <div ref={outcome} tabIndex={-1} className="scroll-mt-24 focus:outline-none">
        {state.status === 'failed' && <FormNotice notice={{ tone: 'error', text: state.message }} />}
        {state.status === 'done' && <ImportReportView report={state.report} />}
      </div>
    </section>
  );
}
