import { NO_PHRASES, type LanguageLexicon } from './language-lexicon.ts';

/** Hindi as people type it in Latin letters ('koi achhi comedy film batao'). */
export const HINDI_LATIN: LanguageLexicon = {
  code: 'hi-Latn',
  name: 'Hindi (in Latin script)',
  genres: {
    Action: ['maar ?dhaa?d', 'dhamaakedaar'],
    Comedy: ['hasya', 'mazedaar', 'majedaar'],
    Family: ['pariwarik', 'parivarik', 'parivaar'],
    History: ['aitihasik'],
    Horror: ['darr?awa?ni', 'dravni', 'bhoot(?:iya)?', 'bhootiya'],
    Mystery: ['jasoosi', 'rahasya'],
    Romance: ['pyaa?r', 'ishq', 'prem kahani'],
    War: ['yudh', 'jung'],
  },
  moods: { uplifting: ['khushi'] },
  kids: ['bachch?on', 'bachche', 'bacchon'],
  // 'do' (2) and 'teen' (3) are English words too ('do you have', 'teen movies'): not read as numbers.
  // 'ek film' is 'a film', as an article: only 'sirf ek' / 'bas ek' (just one) asks for one.
  numbers: { char: 4, paanch: 5 },
  counts: { couple: [], few: [], just: ['sirf', 'bas'], oneLeads: [], one: [], oneAfterJust: ['ek'] },
  negations: ['nahi', 'nahin', 'mat'],
  letters: '',
  phrases: {
    ...NO_PHRASES,
    greetings: ['namaste'],
    thanks: ['shukriya', 'dhanyavaa?d'],
    generic: ['koi', 'dikhao', 'batao', 'chahiye', 'dekhni', 'dekhna', 'film'],
    more: ['aur'],
    filler:
      'koi achhi acchi dikhao batao chahiye hai mujhe kuch film wali wala wale liye ke ki ka se ho karo kijiye bataiye dikhaiye'.split(
        ' ',
      ),
  },
};
